/**
 * Chip list: chips plus an input. Typed entries end at Enter, comma or semicolon, are trimmed, and empties and
 * duplicates are ignored. Optional suggestions come from the caller's `search()`; chips can be
 * reordered by dragging (or Alt+Arrow on a chip's remove button). Backspace in the empty input drops the last chip.
 */
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedSearch, type SearchFn } from '../autocomplete/use-debounced-search';
import { useDomRoot } from '../dom-root';
import { FieldBox, FieldError, FieldLabel, FieldWrap, RequiredMark } from '../field/field-frame';
import { Highlight, ListPanel, OptionRow, stepIndex } from '../listbox/listbox';
import { useAnchored } from '../popover/use-anchored';
import { v } from '../theme/tokens';
import { Chip } from './chip';
import { addUnique, moveItem, splitChipText } from './chips';

export interface ChipListProps<T> {
  label: string;
  items: readonly T[];
  onChange(items: T[]): void;
  getKey(item: T): string;
  getLabel(item: T): string;
  /** Accept typed entries: turn text into an item (null rejects it). Omit to allow suggestions only. */
  fromText?(text: string): T | null;
  search?: SearchFn<T>;
  debounceMs?: number;
  noMatchText?(text: string): ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Shown once touched when required and empty. */
  requiredText?: string;
  error?: string | null;
  disabled?: boolean;
  draggable?: boolean;
  hint?: ReactNode;
  /** Content of a chip (default: its label). The chip keeps its remove button and drag handling. */
  renderChip?(item: T, index: number): ReactNode;
  /** Content of a suggestion row (default: its label with the match highlighted). */
  renderOption?(item: T, query: string): ReactNode;
  testId?: string;
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  flex: 1;
  min-width: 0;
  padding-block: 24px 6px;
  padding-inline: 12px 8px;
`;

const ChipRow = styled.span`
  display: contents;
`;

const Input = styled.input`
  flex: 1;
  min-width: 120px;
  height: 30px;
  font: inherit;
  font-size: 16px;
  color: ${v('color-text')};
  background: transparent;
  border: none;
  outline: none;
  &::placeholder {
    color: ${v('color-text-secondary')};
  }
`;

/** Visually hidden, read by screen readers (reorder announcements). */
const LiveRegion = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export function ChipList<T>(props: ChipListProps<T>) {
  const { label, items, onChange, getKey, getLabel, fromText, search, debounceMs = 150, noMatchText } = props;
  const { placeholder, required, requiredText, error, disabled, draggable, hint, renderChip, renderOption, testId } =
    props;
  const { t } = useTranslation();
  const { portalRoot } = useDomRoot();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [moved, setMoved] = useState<{ key: string; text: string; refocus: boolean } | null>(null);
  const chipsBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved?.refocus) return;
    const chip = [...(chipsBox.current?.querySelectorAll<HTMLElement>('[data-chip-key]') ?? [])].find(
      (c) => c.dataset.chipKey === moved.key,
    );
    chip?.querySelector('button')?.focus();
  }, [moved]);
  const move = (from: number, to: number, via: 'drag' | 'keyboard') => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    const text = t('chip-list.moved', { item: getLabel(item), position: to + 1, count: items.length });
    setMoved({ key: getKey(item), text, refocus: via === 'keyboard' });
  };
  const noSearch = async () => [] as T[];
  const found = useDebouncedSearch(search ?? noSearch, text, open && !!search, debounceMs);
  const chosen = new Set(items.map(getKey));
  const suggestions = found.items.filter((s) => !chosen.has(getKey(s)));
  const { refs, floatingStyles, context } = useAnchored({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
    maxHeight: 280,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

  const add = (entries: T[]) => {
    const next = addUnique(items, entries, getKey);
    if (next.length !== items.length) onChange(next);
  };
  const addTexts = (texts: string[]) => {
    if (!fromText) return;
    add(texts.map(fromText).filter((x): x is T => x !== null));
  };
  const commitText = () => {
    const typed = text.trim();
    if (typed && fromText) addTexts([typed]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const pickedItem = active >= 0 ? suggestions[active] : undefined;
      if (pickedItem) {
        add([pickedItem]);
        setText('');
      } else commitText();
      setActive(-1);
    } else if (e.key === 'Backspace' && text === '' && items.length > 0) {
      onChange(items.slice(0, -1));
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && search) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const shownError = error || (touched && required && items.length === 0 ? (requiredText ?? null) : null);
  const optionId = (i: number) => `${id}-opt-${i}`;
  const showNoMatch =
    !!noMatchText && !fromText && !found.loading && found.settled === text && text !== '' && suggestions.length === 0;
  return (
    <FieldWrap data-testid={testId}>
      <FieldBox
        ref={refs.setReference}
        $invalid={!!shownError}
        $disabled={disabled}
        onClick={() => input.current?.focus()}
      >
        <Chips ref={chipsBox}>
          {/* The chips are their own list (display: contents keeps the flex flow); the input sits beside it, since a
              list may only own list items (axe aria-required-children). No chips, no list. */}
          {items.length ? (
            <ChipRow role="list" aria-label={label}>
              {items.map((item, i) => (
                <Chip
                  key={getKey(item)}
                  removeLabel={t('action.remove-item', { item: getLabel(item) })}
                  onRemove={
                    disabled
                      ? undefined
                      : () => {
                          setTouched(true);
                          onChange(items.filter((_, k) => k !== i));
                        }
                  }
                  dragIndex={draggable && !disabled ? i : undefined}
                  onMove={move}
                  chipKey={getKey(item)}
                  dragging={dragging === i}
                  onDragState={setDragging}
                >
                  {renderChip ? renderChip(item, i) : getLabel(item)}
                </Chip>
              ))}
            </ChipRow>
          ) : null}
          <Input
            ref={input}
            id={id}
            role={search ? 'combobox' : undefined}
            aria-expanded={search ? open : undefined}
            aria-controls={search && open ? `${id}-list` : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${id}-msg`}
            autoComplete="off"
            disabled={disabled}
            value={text}
            placeholder={placeholder}
            onChange={(e) => {
              const { entries, rest } = splitChipText(e.target.value);
              if (entries.length) addTexts(entries);
              setText(rest);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setTouched(true);
              setOpen(false);
            }}
            onKeyDown={onKeyDown}
          />
        </Chips>
        <FieldLabel htmlFor={id} $up $invalid={!!shownError}>
          {label}
          <RequiredMark required={required} />
        </FieldLabel>
      </FieldBox>
      <FieldError id={`${id}-msg`} error={shownError} hint={hint} />
      {draggable ? (
        <LiveRegion aria-live="polite" data-chip-live="">
          {moved?.text}
        </LiveRegion>
      ) : null}
      {search && open && portalRoot && (suggestions.length > 0 || showNoMatch) ? (
        <FloatingPortal root={portalRoot}>
          <ListPanel
            id={`${id}-list`}
            ref={refs.setFloating}
            style={floatingStyles}
            aria-label={label}
            {...getFloatingProps()}
          >
            {suggestions.map((s, i) => (
              <OptionRow
                key={getKey(s)}
                id={optionId(i)}
                role="option"
                aria-selected={false}
                $active={i === active}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  add([s]);
                  setText('');
                }}
              >
                {renderOption ? renderOption(s, text) : <Highlight text={getLabel(s)} query={text} />}
              </OptionRow>
            ))}
            {showNoMatch ? (
              <OptionRow role="option" aria-disabled aria-selected={false} $muted data-no-match="">
                {noMatchText!(text)}
              </OptionRow>
            ) : null}
          </ListPanel>
        </FloatingPortal>
      ) : null}
    </FieldWrap>
  );
}
