/**
 * Autocomplete base: a text input with a listbox of results from the caller's `search()` (debounced, 150 ms by
 * default), the matched part highlighted, a 'no … matching' row, a clear button and optional free text
 * (the typed text is offered as the value when nothing matches). Every lookup control of src/ui builds on it.
 */
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/button';
import { useDomRoot } from '../dom-root';
import { FieldBox, FieldError, FieldLabel, FieldWrap, RequiredMark } from '../field/field-frame';
import { CloseIcon } from '../icons/control-icons';
import { Highlight, ListPanel, OptionRow, stepIndex } from '../listbox/listbox';
import { useAnchored } from '../popover/use-anchored';
import { v } from '../theme/tokens';
import { useDebouncedSearch, type SearchFn } from './use-debounced-search';

export interface AutocompleteProps<T> {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  search: SearchFn<T>;
  getLabel(item: T): string;
  getKey(item: T): string;
  /** Debounce of the lookup, ms (150). */
  debounceMs?: number;
  /** Text of the row shown when nothing matches, e.g. t('dashboard.no-dashboards-matching', {entity}). */
  noMatchText?(text: string): ReactNode;
  /** Accept typed text: build a value from it (subtypes, message types). */
  freeText?(text: string): T;
  /** Content of the row offering the typed text (default: the text itself). */
  freeTextLabel?(text: string): ReactNode;
  /**
   * When nothing matches, a row under the no-match text that creates an item from the typed text (ThingsBoard's
   * "create a new one" link of its rule chain picker); the caller creates it and sets the value.
   */
  create?: { label(text: string): ReactNode; run(text: string): void };
  /** Highlight only a prefix match (dashboard autocomplete); default highlights the first occurrence. */
  prefixOnly?: boolean;
  renderOption?(item: T, query: string): ReactNode;
  required?: boolean;
  /** Error shown once touched when required and empty. */
  requiredText?: string;
  /** External error (wins over the required one). */
  error?: string | null;
  disabled?: boolean;
  hint?: ReactNode;
  /** Change it to re-run the search (e.g. entity type changed). */
  reloadKey?: unknown;
  onBlur?(): void;
  testId?: string;
}

const Input = styled.input`
  flex: 1;
  min-width: 60px;
  font: inherit;
  font-size: 16px;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  outline: none;
  padding-block: 22px 6px;
  padding-inline: 12px 4px;
`;

export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const {
    label,
    value,
    onChange,
    search,
    getLabel,
    getKey,
    debounceMs = 150,
    noMatchText,
    freeText,
    prefixOnly,
  } = props;
  const {
    required,
    requiredText,
    error,
    disabled,
    hint,
    reloadKey,
    onBlur,
    testId,
    renderOption,
    freeTextLabel,
    create,
  } = props;
  const { t } = useTranslation();
  const { portalRoot } = useDomRoot();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null); // null: not editing, show the value's label
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const shown = text ?? (value != null ? getLabel(value) : '');
  const query = text ?? '';
  const { items, loading, settled } = useDebouncedSearch(search, query, open, debounceMs, reloadKey);
  const offerFree = !!freeText && query.trim() !== '' && !items.some((i) => getLabel(i) === query.trim());
  const noMatch = !loading && settled === query && items.length === 0;
  const offerCreate = !!create && !freeText && noMatch && query.trim() !== '';
  const rows = offerFree || offerCreate ? items.length + 1 : items.length;
  const { refs, floatingStyles, context } = useAnchored({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
    maxHeight: 300,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

  const commit = (next: T | null) => {
    onChange(next);
    setText(null);
    setOpen(false);
    setActive(-1);
  };
  const pick = (i: number) => {
    if (i >= 0 && i < items.length) commit(items[i]!);
    else if (offerFree && i === items.length) commit(freeText!(query.trim()));
    else if (offerCreate && i === items.length) {
      const typed = query.trim();
      setText(null);
      setOpen(false);
      setActive(-1);
      create!.run(typed);
    }
  };
  const finish = () => {
    setTouched(true);
    if (text !== null) {
      const typed = text.trim();
      if (typed === '') commit(null);
      else if (freeText && (value == null || getLabel(value) !== typed)) commit(freeText(typed));
      else setText(null);
    }
    setOpen(false);
    onBlur?.();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, rows));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (active >= 0) pick(active);
      else if (offerFree) pick(items.length);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const shownError = error || (touched && required && value == null && !open ? (requiredText ?? null) : null);
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <FieldWrap data-testid={testId}>
      <FieldBox ref={refs.setReference} $invalid={!!shownError} $disabled={disabled}>
        <Input
          ref={input}
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-msg`}
          disabled={disabled}
          value={shown}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={finish}
          onKeyDown={onKeyDown}
        />
        <FieldLabel htmlFor={id} $up={shown !== ''} $invalid={!!shownError}>
          {label}
          <RequiredMark required={required} />
        </FieldLabel>
        {shown !== '' && !disabled ? (
          <IconButton
            aria-label={t('action.clear')}
            data-testid="autocomplete-clear"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange(null);
              setText('');
              setOpen(true);
              input.current?.focus();
            }}
          >
            <CloseIcon size={20} />
          </IconButton>
        ) : null}
      </FieldBox>
      <FieldError id={`${id}-msg`} error={shownError} hint={hint} />
      {open && portalRoot && (rows > 0 || noMatch) ? (
        <FloatingPortal root={portalRoot}>
          <ListPanel
            id={`${id}-list`}
            ref={refs.setFloating}
            style={floatingStyles}
            aria-label={label}
            {...getFloatingProps()}
          >
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
                {create!.label(query.trim())}
              </OptionRow>
            ) : null}
          </ListPanel>
        </FloatingPortal>
      ) : null}
    </FieldWrap>
  );
}
