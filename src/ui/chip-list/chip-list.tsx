/**
 * Chip list: chips plus an input. Typed entries end at Enter, comma or semicolon, are trimmed, and empties and
 * duplicates are ignored. Optional suggestions come from the caller's `search()`; chips can be
 * reordered by dragging (or Alt+Arrow on a chip's remove button). Backspace in the empty input drops the last chip.
 */
import { FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { useDomRoot } from '../dom-root';
import { FieldBox, FieldError, FieldLabel, FieldWrap, RequiredMark } from '../field/field-frame';
import { Highlight, ListPanel, OptionRow } from '../listbox/listbox';
import { useAnchored } from '../popover/use-anchored';
import { v } from '../theme/tokens';
import { Chip } from './chip';
import type { ChipListProps } from './chip-list-props';
import { useChipEntry } from './use-chip-entry';
import { useChipReorder } from './use-chip-reorder';

export type { ChipListProps } from './chip-list-props';

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
  const { label, items, onChange, getKey, getLabel, search } = props;
  const { placeholder, required, requiredText, error, disabled, draggable, hint, testId } = props;
  const { portalRoot } = useDomRoot();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const reorder = useChipReorder(items, onChange, getKey, getLabel);
  const { text, open, setOpen, active, setActive, suggestions, showNoMatch, pick, type, onKeyDown } =
    useChipEntry(props);
  const { refs, floatingStyles, context } = useAnchored({
    open,
    onOpenChange: setOpen,
    matchWidth: true,
    maxHeight: 280,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);

  const shownError = error || (touched && required && items.length === 0 ? (requiredText ?? null) : null);
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <FieldWrap data-testid={testId}>
      <FieldBox
        ref={refs.setReference}
        $invalid={!!shownError}
        $disabled={disabled}
        onClick={() => input.current?.focus()}
      >
        <Chips ref={reorder.chipsBox}>
          {/* The chips are their own list (display: contents keeps the flex flow); the input sits beside it, since a
              list may only own list items (axe aria-required-children). No chips, no list. */}
          {items.length ? (
            <ChipItems
              {...props}
              reorder={reorder}
              onRemove={(i) => {
                setTouched(true);
                onChange(items.filter((_, k) => k !== i));
              }}
            />
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
            onChange={(e) => type(e.target.value)}
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
          {reorder.moved?.text}
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
            <SuggestionRows
              {...props}
              suggestions={suggestions}
              text={text}
              active={active}
              optionId={optionId}
              setActive={setActive}
              pick={pick}
              showNoMatch={showNoMatch}
            />
          </ListPanel>
        </FloatingPortal>
      ) : null}
    </FieldWrap>
  );
}

/** The chips, as a list of their own; removable and draggable unless disabled. */
function ChipItems<T>(
  props: ChipListProps<T> & { reorder: ReturnType<typeof useChipReorder<T>>; onRemove(index: number): void },
) {
  const { label, items, getKey, getLabel, disabled, draggable, renderChip, reorder, onRemove } = props;
  const { t } = useTranslation();
  return (
    <ChipRow role="list" aria-label={label}>
      {items.map((item, i) => (
        <Chip
          key={getKey(item)}
          removeLabel={t('action.remove-item', { item: getLabel(item) })}
          onRemove={disabled ? undefined : () => onRemove(i)}
          dragIndex={draggable && !disabled ? i : undefined}
          onMove={reorder.move}
          chipKey={getKey(item)}
          dragging={reorder.dragging === i}
          onDragState={reorder.setDragging}
        >
          {renderChip ? renderChip(item, i) : getLabel(item)}
        </Chip>
      ))}
    </ChipRow>
  );
}

interface SuggestionRowsProps<T> {
  suggestions: T[];
  text: string;
  active: number;
  optionId(i: number): string;
  setActive(i: number): void;
  pick(item: T): void;
  showNoMatch: boolean;
}

/** The suggestion rows (the typed text highlighted), or the no-match row. */
function SuggestionRows<T>(props: ChipListProps<T> & SuggestionRowsProps<T>) {
  const { suggestions, text, active, optionId, setActive, pick, showNoMatch, getKey, getLabel } = props;
  const { renderOption, noMatchText } = props;
  return (
    <>
      {suggestions.map((s, i) => (
        <OptionRow
          key={getKey(s)}
          id={optionId(i)}
          role="option"
          aria-selected={false}
          $active={i === active}
          onMouseEnter={() => setActive(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(s)}
        >
          {renderOption ? renderOption(s, text) : <Highlight text={getLabel(s)} query={text} />}
        </OptionRow>
      ))}
      {showNoMatch ? (
        <OptionRow role="option" aria-disabled aria-selected={false} $muted data-no-match="">
          {noMatchText!(text)}
        </OptionRow>
      ) : null}
    </>
  );
}
