/**
 * Select: an outlined field whose button opens a listbox popover (portalled into the shadow root).
 * Keyboard: Enter/Space/ArrowDown open, arrows/Home/End move, Enter picks, Escape/Tab close, letters jump.
 */
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDomRoot } from '../dom-root';
import { FieldBox, FieldError, FieldLabel, FieldWrap, RequiredMark } from '../field/field-frame';
import { ArrowDropDownIcon } from '../icons/control-icons';
import { ListPanel, OptionRow, stepIndex } from '../listbox/listbox';
import { useAnchored } from '../popover/use-anchored';
import { v } from '../theme/tokens';

export interface SelectOption<T> {
  value: T;
  label: ReactNode;
  /** Plain text for type-ahead when `label` is not a string. */
  text?: string;
  disabled?: boolean;
}

export interface SelectProps<T> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T | null | undefined;
  onChange(value: T): void;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Called when the list closes (touched handling for forms). */
  onBlur?(): void;
  testId?: string;
}

const Trigger = styled.button.attrs({ type: 'button' })`
  flex: 1;
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: 50px;
  padding-block: 20px 4px;
  padding-inline: 12px 4px;
  font: inherit;
  font-size: 16px;
  text-align: start;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  outline: none;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  & > span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    color: ${v('color-text-secondary')};
  }
`;

const textOf = <T,>(o: SelectOption<T>) => o.text ?? (typeof o.label === 'string' ? o.label : String(o.value));

/** The next option after `from` (wrapping around) whose text starts with the typed character, or -1. */
function typeAheadIndex<T>(options: readonly SelectOption<T>[], from: number, key: string): number {
  const n = options.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k + n) % n;
    if (textOf(options[i]!).toLowerCase().startsWith(key.toLowerCase())) return i;
  }
  return -1;
}

/** Open state, the active option and the keyboard: what the trigger and the list share. */
function useSelectState<T>({
  options,
  value,
  onChange,
  onBlur,
}: Pick<SelectProps<T>, 'options' | 'value' | 'onChange' | 'onBlur'>) {
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const selectedIndex = options.findIndex((o) => Object.is(o.value, value));
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setActive(selectedIndex >= 0 ? selectedIndex : 0);
    else onBlur?.();
  };

  const pick = (i: number) => {
    const o = options[i];
    if (!o || o.disabled) return;
    onChange(o.value);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const move = (d: number) => {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => stepIndex(i, d, options.length));
    };
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Home' && open) setActive(0);
    else if (e.key === 'End' && open) setActive(options.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (open) pick(active);
      else setOpen(true);
    } else if (e.key === 'Tab' && open) setOpen(false);
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      const i = typeAheadIndex(options, open ? active : selectedIndex, e.key);
      if (i < 0) return;
      if (open) setActive(i);
      else onChange(options[i]!.value);
    }
  };
  return { open, setOpen, active, setActive, selectedIndex, pick, onKeyDown };
}

export function Select<T>({
  label,
  options,
  value,
  onChange,
  required,
  disabled,
  error,
  hint,
  onBlur,
  testId,
}: SelectProps<T>) {
  const { portalRoot } = useDomRoot();
  const id = useId();
  const { open, setOpen, active, setActive, selectedIndex, pick, onKeyDown } = useSelectState({
    options,
    value,
    onChange,
    onBlur,
  });
  const { refs, floatingStyles, context } = useAnchored({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
    maxHeight: 320,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

  const selected = options[selectedIndex];
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <FieldWrap data-testid={testId}>
      <FieldBox $invalid={!!error} $disabled={disabled} ref={refs.setReference}>
        <Trigger
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-labelledby={`${id}-label ${id}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          disabled={disabled}
          onClick={() => setOpen(!open)}
          onKeyDown={onKeyDown}
        >
          <span>{selected ? selected.label : '\u00a0'}</span>
          <ArrowDropDownIcon />
        </Trigger>
        <FieldLabel id={`${id}-label`} htmlFor={id} $up={!!selected} $invalid={!!error}>
          {label}
          <RequiredMark required={required} />
        </FieldLabel>
      </FieldBox>
      <FieldError id={`${id}-msg`} error={error} hint={hint} />
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <ListPanel
            id={`${id}-list`}
            ref={refs.setFloating}
            style={floatingStyles}
            aria-label={label}
            {...getFloatingProps()}
          >
            {options.map((o, i) => (
              <OptionRow
                key={i}
                id={optionId(i)}
                role="option"
                aria-selected={i === selectedIndex}
                aria-disabled={o.disabled || undefined}
                $active={i === active}
                $selected={i === selectedIndex}
                $muted={o.disabled}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(i)}
              >
                {o.label}
              </OptionRow>
            ))}
          </ListPanel>
        </FloatingPortal>
      ) : null}
    </FieldWrap>
  );
}
