/**
 * The rows of the autocomplete's listbox: the results (matched part highlighted), then either the typed text offered
 * as a value, or the 'no … matching' row, and the row creating an item from the typed text.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Highlight, OptionRow } from '../listbox/listbox';

export interface AutocompleteOptionsProps<T> {
  items: readonly T[];
  value: T | null;
  query: string;
  active: number;
  optionId(i: number): string;
  getLabel(item: T): string;
  getKey(item: T): string;
  setActive(i: number): void;
  pick(i: number): void;
  offerFree: boolean;
  offerCreate: boolean;
  noMatch: boolean;
  freeText: boolean;
  prefixOnly?: boolean;
  renderOption?(item: T, query: string): ReactNode;
  freeTextLabel?(text: string): ReactNode;
  noMatchText?(text: string): ReactNode;
  createLabel?(text: string): ReactNode;
}

export function AutocompleteOptions<T>(props: AutocompleteOptionsProps<T>) {
  const { items, value, query, active, optionId, getLabel, getKey, setActive, pick } = props;
  const { renderOption, prefixOnly } = props;
  return (
    <>
      {items.map((item, i) => (
        <OptionRow
          key={getKey(item)}
          id={optionId(i)}
          role="option"
          aria-selected={value != null && getKey(value) === getKey(item)}
          $active={i === active}
          onMouseEnter={() => setActive(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(i)}
        >
          {renderOption ? (
            renderOption(item, query)
          ) : (
            <Highlight text={getLabel(item)} query={query} prefixOnly={prefixOnly} />
          )}
        </OptionRow>
      ))}
      <ExtraRows {...props} />
    </>
  );
}

/** The rows after the results: typed text offered as a value, or no match, then "create a new one". */
function ExtraRows<T>(props: AutocompleteOptionsProps<T>) {
  const { items, query, active, optionId, setActive, pick, offerFree, offerCreate, noMatch, freeText } = props;
  const { freeTextLabel, noMatchText, createLabel } = props;
  const { t } = useTranslation();
  return (
    <>
      {offerFree ? (
        <OptionRow
          id={optionId(items.length)}
          role="option"
          aria-selected={false}
          data-free-text=""
          $active={active === items.length}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(items.length)}
        >
          {freeTextLabel ? freeTextLabel(query.trim()) : query.trim()}
        </OptionRow>
      ) : noMatch && !freeText ? (
        <OptionRow role="option" aria-disabled aria-selected={false} $muted data-no-match="">
          {noMatchText ? noMatchText(query) : t('common.no-matching', { text: query })}
        </OptionRow>
      ) : null}
      {offerCreate ? (
        <OptionRow
          id={optionId(items.length)}
          role="option"
          aria-selected={false}
          data-create=""
          $active={active === items.length}
          onMouseEnter={() => setActive(items.length)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(items.length)}
        >
          {createLabel!(query.trim())}
        </OptionRow>
      ) : null}
    </>
  );
}
