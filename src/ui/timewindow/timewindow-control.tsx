/**
 * Timewindow control: a button showing the current window that opens the timewindow panel in a popover (min width
 * 417 px, max height 550 px), or full screen on small screens. Disabled when `disabled`, and
 * outside edit mode when the interval is hidden and, with aggregation shown, both aggregation parts are hidden.
 * The popover and panel (floating-ui, tabs, selects, the timezone list with luxon) are a lazy chunk loaded on the
 * first open, so a widget header or toolbar that only shows the button does not pay for them.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { ScheduleIcon } from '../icons/control-icons';
import { deferred } from '../lazy/lazy-component';
import { breakpoints, v } from '../theme/tokens';
import { HistoryWindowType, quickIntervalKey, RealtimeWindowType, TimewindowType } from './time-constants';
import { formatDuration } from './time-format';
import type { TimewindowPanelProps } from './timewindow-panel';
import { withDefaults, type Timewindow } from './timewindow-model';

const TimewindowPopover = deferred(() => import('./timewindow-popover').then((m) => m.default));

/** Size of the timewindow panel, px (as ThingsBoard 3.3.1's). */
export const TIMEWINDOW_PANEL_MIN_WIDTH = 417;
export const TIMEWINDOW_PANEL_MAX_HEIGHT = 550;

export interface TimewindowControlProps extends Omit<TimewindowPanelProps, 'onUpdate' | 'onCancel' | 'value'> {
  value: Timewindow | null | undefined;
  onChange(value: Timewindow): void;
  disabled?: boolean;
  testId?: string;
}

const Trigger = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  min-height: 36px;
  padding: 0 12px;
  font: inherit;
  border: 1px solid ${v('color-divider')};
  border-radius: 18px;
  color: ${v('color-text')};
  background: ${v('color-surface')};
  cursor: pointer;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    border-color: ${v('color-primary')};
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const two = (n: number) => String(n).padStart(2, '0');
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

/** Whether the control is disabled. */
export function timewindowControlDisabled(
  tw: Timewindow | null | undefined,
  opts: { disabled?: boolean; isEdit?: boolean; aggregation?: boolean },
): boolean {
  if (opts.disabled) return true;
  if (opts.isEdit) return false;
  return !!tw?.hideInterval && (!opts.aggregation || (!!tw.hideAggregation && !!tw.hideAggInterval));
}

export function TimewindowControl({ value, onChange, disabled, testId, ...panel }: TimewindowControlProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const tw = withDefaults(value);
  const quick = (q: string) => t(quickIntervalKey(q));
  let text: string;
  if (tw.selectedTab === TimewindowType.REALTIME && !panel.historyOnly) {
    text =
      tw.realtime.realtimeType === RealtimeWindowType.INTERVAL
        ? `${t('timewindow.realtime')} · ${quick(tw.realtime.quickInterval)}`
        : `${t('timewindow.realtime')} · ${t('timewindow.last-duration', { duration: formatDuration(tw.realtime.timewindowMs, t) })}`;
  } else if (tw.history.historyType === HistoryWindowType.FIXED) {
    text = `${stamp(tw.history.fixedTimewindow.startTimeMs)} – ${stamp(tw.history.fixedTimewindow.endTimeMs)}`;
  } else if (tw.history.historyType === HistoryWindowType.INTERVAL) {
    text = `${t('timewindow.history')} · ${quick(tw.history.quickInterval)}`;
  } else {
    text = `${t('timewindow.history')} · ${t('timewindow.last-duration', { duration: formatDuration(tw.history.timewindowMs, t) })}`;
  }
  const small = typeof window !== 'undefined' && window.innerWidth < breakpoints.sm;
  const style = small ? undefined : { minWidth: TIMEWINDOW_PANEL_MIN_WIDTH, maxWidth: 'calc(100vw - 16px)' };
  return (
    <>
      <Trigger
        ref={setAnchor}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t('timewindow.timewindow')}: ${text}`}
        disabled={timewindowControlDisabled(value, { disabled, isEdit: panel.isEdit, aggregation: panel.aggregation })}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        <ScheduleIcon size={20} />
        <span>{text}</span>
      </Trigger>
      {open ? (
        <TimewindowPopover
          anchor={anchor}
          label={t('timewindow.timewindow')}
          style={style}
          fullScreen={small}
          maxHeight={small ? undefined : TIMEWINDOW_PANEL_MAX_HEIGHT}
          panel={{ ...panel, value }}
          onClose={() => setOpen(false)}
          onUpdate={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      ) : null}
    </>
  );
}
