/**
 * The timewindow control's popover with its panel: a lazy chunk of timewindow-control.tsx, loaded on first open.
 */
import type { CSSProperties } from 'react';
import { Popover } from '../popover/popover';
import { TimewindowPanel, type TimewindowPanelProps } from './timewindow-panel';
import type { Timewindow } from './timewindow-model';

export interface TimewindowPopoverProps {
  anchor: HTMLElement | null;
  label: string;
  style?: CSSProperties;
  fullScreen: boolean;
  maxHeight?: number;
  panel: Omit<TimewindowPanelProps, 'onUpdate' | 'onCancel'>;
  onClose(): void;
  onUpdate(value: Timewindow): void;
}

export default function TimewindowPopover({
  anchor,
  label,
  style,
  fullScreen,
  maxHeight,
  panel,
  onClose,
  onUpdate,
}: TimewindowPopoverProps) {
  return (
    <Popover
      open
      onOpenChange={(open) => !open && onClose()}
      anchor={anchor}
      label={label}
      style={style}
      fullScreen={fullScreen}
      maxHeight={maxHeight}
      testId="timewindow-popover"
    >
      <TimewindowPanel {...panel} onCancel={onClose} onUpdate={onUpdate} />
    </Popover>
  );
}
