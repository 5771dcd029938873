/** One chip: label + remove button; optionally draggable (HTML5 drag and drop, Alt+Arrow keys to move). */
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { inlineArrow } from '../direction';
import { CloseIcon } from '../icons/control-icons';
import { v } from '../theme/tokens';

export const ChipBox = styled.span<{ $dragging?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 30px;
  padding-block: 0;
  padding-inline: 12px 4px;
  border-radius: 15px;
  font-size: 14px;
  color: ${v('color-text')};
  background: color-mix(in srgb, ${v('color-text')} 12%, transparent);
  opacity: ${(p) => (p.$dragging ? 0.4 : 1)};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[draggable='true'] {
    cursor: grab;
  }
`;

const Remove = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: 50%;
  color: ${v('color-text-secondary')};
  background: transparent;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    outline: none;
    color: ${v('color-text')};
    background: color-mix(in srgb, currentColor 16%, transparent);
  }
`;

export interface ChipProps {
  children: ReactNode;
  removeLabel: string;
  onRemove?(): void;
  /** Index for drag-and-drop; omit for a fixed chip. */
  dragIndex?: number;
  onMove?(from: number, to: number, via: 'drag' | 'keyboard'): void;
  dragging?: boolean;
  /** The item's key, on the chip element (the list refocuses a chip moved from the keyboard by it). */
  chipKey?: string;
  onDragState?(index: number | null): void;
}

export function Chip({
  children,
  removeLabel,
  onRemove,
  dragIndex,
  onMove,
  dragging,
  onDragState,
  chipKey,
}: ChipProps) {
  const draggable = dragIndex !== undefined && !!onMove;
  const dnd = draggable
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.setData('text/x-iot-chip', String(dragIndex));
          e.dataTransfer.effectAllowed = 'move';
          onDragState?.(dragIndex);
        },
        onDragEnd: () => onDragState?.(null),
        onDragOver: (e: DragEvent) => e.preventDefault(),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          const from = Number(e.dataTransfer.getData('text/x-iot-chip'));
          if (Number.isInteger(from)) onMove!(from, dragIndex!, 'drag');
          onDragState?.(null);
        },
      }
    : {};
  const keys = (e: KeyboardEvent) => {
    if (!draggable || !e.altKey) return;
    const arrow = inlineArrow(e.key, e.currentTarget as Element);
    if (!arrow) return;
    onMove!(dragIndex!, dragIndex! + (arrow === 'next' ? 1 : -1), 'keyboard');
    e.preventDefault();
  };
  return (
    <ChipBox role="listitem" data-chip="" data-chip-key={chipKey} $dragging={dragging} {...dnd}>
      <span>{children}</span>
      {onRemove ? (
        <Remove
          aria-label={removeLabel}
          aria-keyshortcuts={draggable ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
          onClick={onRemove}
          onKeyDown={keys}
        >
          <CloseIcon size={16} />
        </Remove>
      ) : null}
    </ChipBox>
  );
}
