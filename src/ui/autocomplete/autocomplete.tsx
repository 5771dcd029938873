/**
 * Autocomplete base: a text input with a listbox of results from the caller's `search()` (debounced, 150 ms by
 * default), the matched part highlighted, a 'no … matching' row, a clear button and optional free text
 * (the typed text is offered as the value when nothing matches). Every lookup control of src/ui builds on it.
 */
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { IconButton } from '../button/button';
import { useDomRoot } from '../dom-root';
import { FieldBox, FieldError, FieldLabel, FieldWrap, RequiredMark } from '../field/field-frame';
import { CloseIcon } from '../icons/control-icons';
import { ListPanel } from '../listbox/listbox';
import { useAnchored } from '../popover/use-anchored';
import { v } from '../theme/tokens';
import { AutocompleteOptions } from './autocomplete-options';
import { useAutocompleteState } from './use-autocomplete-state';
import type { AutocompleteProps } from './autocomplete-props';

export type { AutocompleteProps } from './autocomplete-props';

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
  const { label, value, onChange, getLabel, getKey, noMatchText, freeText, prefixOnly } = props;
  const { required, disabled, hint, testId, renderOption, freeTextLabel, create } = props;
  const { t } = useTranslation();
  const { portalRoot } = useDomRoot();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const ac = useAutocompleteState(props);
  const { setText, open, setOpen, active, setActive, shown, shownError, edit, query, items, rows } = ac;
  const { noMatch, offerFree, offerCreate, pick, finish, onKeyDown } = ac;
  const { refs, floatingStyles, context } = useAnchored({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
    maxHeight: 300,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

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
          onChange={(e) => edit(e.target.value)}
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
            <AutocompleteOptions
              items={items}
              value={value}
              query={query}
              active={active}
              optionId={optionId}
              getLabel={getLabel}
              getKey={getKey}
              setActive={setActive}
              pick={pick}
              offerFree={offerFree}
              offerCreate={offerCreate}
              noMatch={noMatch}
              freeText={!!freeText}
              prefixOnly={prefixOnly}
              renderOption={renderOption}
              freeTextLabel={freeTextLabel}
              noMatchText={noMatchText}
              createLabel={create?.label}
            />
          </ListPanel>
        </FloatingPortal>
      ) : null}
    </FieldWrap>
  );
}
