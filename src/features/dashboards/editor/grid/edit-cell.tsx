/**
 * One widget on the edit grid: the live widget under a pointer shield, a selection outline, a hover bar (edit,
 * export, copy, remove), a resize corner. Dragging moves or resizes by whole cells as one undo step; when focused,
 * arrows move, shift+arrows resize, Delete removes, Enter edits, Ctrl/Cmd-C/V/I copy/paste/paste reference.
 */
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { isRtl } from '../../../../ui/direction';
import { DeleteIcon } from '../../../../ui/icons/control-icons';
import type { DashboardWidget } from '../../model/widget-config';
import { WidgetHost } from '../../runtime/widget-host';
import type { EditControllerState } from '../edit-controller';
import { ContentCopyIcon } from '../edit-icons';
import { setWidgetRect } from '../ops/layout-ops';
import type { ItemRect, LayoutId } from '../ops/tb-json';
import { dragRect, keyRect, type GestureKind, type Pitch } from './gesture-math';
import type { useWidgetCommands } from './use-widget-commands';
import { EditIcon, FileDownloadIcon } from '../../../../ui/icons/entity-icons';

const Cell = styled.div`
  position: absolute;
  border-radius: 4px;
  outline: none;
  &::after {
    content: '';
    position: absolute;
    inset: -3px;
    border: 2px dashed transparent;
    border-radius: 6px;
    pointer-events: none;
  }
  &:hover::after {
    border-color: color-mix(in srgb, var(--iot-color-primary, #305680) 45%, transparent);
  }
  &[data-selected='true']::after,
  &:focus-visible::after {
    border: 2px solid var(--iot-color-primary, #305680);
  }
  &[data-selected='true'] > .edit-bar,
  &:hover > .edit-bar {
    opacity: 1;
  }
`;

const Shield = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  cursor: move;
  touch-action: none;
`;

const Bar = styled.div.attrs({ className: 'edit-bar' })`
  position: absolute;
  top: 4px;
  inset-inline-end: 4px;
  z-index: 2;
  display: flex;
  gap: 2px;
  padding: 2px;
  border-radius: 16px;
  background: var(--iot-color-primary, #305680);
  color: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
  opacity: 0;
  transition: opacity 120ms;
  & button {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 14px;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  & button:hover,
  & button:focus-visible {
    outline: none;
    background: rgba(255, 255, 255, 0.2);
  }
`;

const Corner = styled.div`
  position: absolute;
  inset-inline-end: -2px;
  bottom: -2px;
  z-index: 2;
  width: 18px;
  height: 18px;
  cursor: nwse-resize;
  touch-action: none;
  background: linear-gradient(135deg, transparent 50%, var(--iot-color-primary, #305680) 50%);
  border-end-end-radius: 4px;
`;

let gestureSeq = 0;

export interface EditCellProps {
  ctl: EditControllerState;
  widget: DashboardWidget;
  layoutId: LayoutId;
  stateId: string;
  rect: ItemRect;
  box: { x: number; y: number; width: number; height: number };
  pitch: Pitch;
  /** One-column layout: no moving or resizing. */
  fixed: boolean;
  selected: boolean;
  commands: ReturnType<typeof useWidgetCommands>;
  onMenu(x: number, y: number): void;
}

/** The bar shown over a hovered widget: edit, export, copy and remove. */
function HoverBar({ id, cmd }: { id: string; cmd: EditCellProps['commands']['cmd'] }) {
  const { t } = useTranslation();
  return (
    <Bar onPointerDown={(e) => e.stopPropagation()}>
      <button
        type="button"
        title={t('widget.edit')}
        aria-label={t('widget.edit')}
        onClick={() => cmd.edit(id)}
        data-testid="widget-bar-edit"
      >
        <EditIcon size={18} />
      </button>
      <button
        type="button"
        title={t('widget.export')}
        aria-label={t('widget.export')}
        onClick={() => cmd.exportJson(id)}
        data-testid="widget-bar-export"
      >
        <FileDownloadIcon size={18} />
      </button>
      <button
        type="button"
        title={t('widget.copy')}
        aria-label={t('widget.copy')}
        onClick={() => cmd.copy(id)}
        data-testid="widget-bar-copy"
      >
        <ContentCopyIcon size={18} />
      </button>
      <button
        type="button"
        title={t('widget.remove')}
        aria-label={t('widget.remove')}
        onClick={() => void cmd.remove(id)}
        data-testid="widget-bar-remove"
      >
        <DeleteIcon size={18} />
      </button>
    </Bar>
  );
}

export function EditCell({
  ctl,
  widget,
  layoutId,
  stateId,
  rect,
  box,
  pitch,
  fixed,
  selected,
  commands,
  onMenu,
}: EditCellProps) {
  const { t } = useTranslation();
  const { cmd } = commands;
  const ref = useRef<HTMLDivElement>(null);
  const setRect = (next: ItemRect, key: string | null) =>
    ctl.session.apply((raw) => setWidgetRect(raw, stateId, layoutId, widget.id, next), key);
  const startDrag = (kind: GestureKind) => (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    ref.current?.focus();
    if (fixed) return;
    e.preventDefault();
    e.stopPropagation();
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const key = `${kind}:${widget.id}:${++gestureSeq}`;
    const [x0, y0, start] = [e.clientX, e.clientY, rect];
    // Right to left, columns count from the right edge: moving the pointer left moves toward higher columns.
    const sign = isRtl(target) ? -1 : 1;
    const move = (m: PointerEvent) =>
      setRect(dragRect(start, kind, (m.clientX - x0) * sign, m.clientY - y0, pitch), key);
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
      target.removeEventListener('pointercancel', up);
      ctl.session.endGesture();
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
    target.addEventListener('pointercancel', up);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const modKey = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    const rtl = isRtl(e.currentTarget as Element);
    const key = rtl && e.key === 'ArrowLeft' ? 'ArrowRight' : rtl && e.key === 'ArrowRight' ? 'ArrowLeft' : e.key;
    const next = !modKey && !fixed ? keyRect(rect, key, e.shiftKey) : null;
    if (next) setRect(next, null);
    else if (e.key === 'Delete' || e.key === 'Backspace') void cmd.remove(widget.id);
    else if (e.key === 'Enter' && !modKey) cmd.edit(widget.id);
    else if (modKey && k === 'c') cmd.copy(widget.id);
    else if (modKey && k === 'v') cmd.paste();
    else if (modKey && k === 'i') cmd.pasteReference();
    else if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
      const r = ref.current!.getBoundingClientRect();
      onMenu(rtl ? r.right - 16 : r.left + 16, r.top + 16);
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const title = String(widget.config.title || widget.title || widget.typeAlias);
  return (
    <Cell
      ref={ref}
      tabIndex={0}
      role="group"
      aria-label={t('dashboard.widget-in-grid', {
        title,
        col: rect.col,
        row: rect.row,
        sizeX: rect.sizeX,
        sizeY: rect.sizeY,
      })}
      aria-roledescription={t('dashboard.edit-widget-role')}
      data-testid="widget-cell"
      data-widget-id={widget.id}
      data-selected={selected}
      data-rect={`${rect.col},${rect.row},${rect.sizeX},${rect.sizeY}`}
      style={{ insetInlineStart: box.x, top: box.y, width: box.width, height: box.height }}
      onFocus={() => ctl.select(widget.id, layoutId)}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => {
        e.preventDefault();
        e.stopPropagation();
        ref.current?.focus();
        onMenu(e.clientX, e.clientY);
      }}
    >
      <div style={{ position: 'absolute', inset: 0, contain: 'strict' }}>
        <WidgetHost widget={widget} width={box.width} height={box.height} />
      </div>
      <Shield onPointerDown={startDrag('move')} onDoubleClick={() => cmd.edit(widget.id)} />
      <HoverBar id={widget.id} cmd={cmd} />
      {fixed ? null : <Corner onPointerDown={startDrag('resize')} aria-hidden="true" data-testid="widget-resize" />}
    </Cell>
  );
}
