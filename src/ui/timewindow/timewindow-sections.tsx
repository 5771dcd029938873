/** The sections of the timewindow panel: realtime tab, history tab, aggregation, timezone. */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { DateTimePeriod } from '../datetime/datetime-period';
import { QuickIntervalSelect } from '../quick-interval/quick-interval-select';
import { RadioGroup } from '../radio/radio-group';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';
import { IntervalEditor } from './interval-editor';
import { aggregationLimitValid, maxIntervalLimit, minIntervalLimit } from './interval-math';
import {
  AGGREGATION_TYPES,
  HistoryWindowType,
  MIN_LIMIT,
  RealtimeWindowType,
  type AggregationType,
} from './time-constants';
import type { FullTimewindow } from './timewindow-model';

export const Section = styled.section`
  padding: 8px 0 4px;
  border-top: 1px solid ${v('color-divider')};
  &:first-child {
    border-top: none;
  }
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 36px;
  font-weight: 500;
`;

/** The edit-mode "hide" checkbox of a section. */
export function HideFlag({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  const { t } = useTranslation();
  return <Checkbox label={t('timewindow.hide')} aria-label={label} checked={checked} onChange={onChange} />;
}

interface TabProps {
  tw: FullTimewindow;
  set(next: FullTimewindow): void;
  disabled: boolean;
}

export function RealtimeTab({ tw, set, disabled }: TabProps) {
  const { t } = useTranslation();
  const r = tw.realtime;
  return (
    <>
      <RadioGroup
        label={t('timewindow.realtime')}
        row
        disabled={disabled}
        value={r.realtimeType}
        onChange={(realtimeType) => set({ ...tw, realtime: { ...r, realtimeType } })}
        options={[
          { value: RealtimeWindowType.LAST_INTERVAL, label: t('timewindow.last') },
          { value: RealtimeWindowType.INTERVAL, label: t('timewindow.interval') },
        ]}
      />
      {r.realtimeType === RealtimeWindowType.LAST_INTERVAL ? (
        <IntervalEditor
          label={t('timewindow.last')}
          value={r.timewindowMs}
          disabled={disabled}
          onChange={(ms) => set({ ...tw, realtime: { ...r, timewindowMs: ms ?? 0 } })}
        />
      ) : (
        <QuickIntervalSelect
          onlyCurrent
          value={r.quickInterval}
          disabled={disabled}
          onChange={(q) => set({ ...tw, realtime: { ...r, quickInterval: q } })}
        />
      )}
    </>
  );
}

export function HistoryTab({ tw, set, disabled }: TabProps) {
  const { t } = useTranslation();
  const h = tw.history;
  return (
    <>
      <RadioGroup
        label={t('timewindow.history')}
        row
        disabled={disabled}
        value={h.historyType}
        onChange={(historyType) => set({ ...tw, history: { ...h, historyType } })}
        options={[
          { value: HistoryWindowType.LAST_INTERVAL, label: t('timewindow.last') },
          { value: HistoryWindowType.FIXED, label: t('timewindow.time-period') },
          { value: HistoryWindowType.INTERVAL, label: t('timewindow.interval') },
        ]}
      />
      {h.historyType === HistoryWindowType.LAST_INTERVAL ? (
        <IntervalEditor
          label={t('timewindow.last')}
          value={h.timewindowMs}
          disabled={disabled}
          onChange={(ms) => set({ ...tw, history: { ...h, timewindowMs: ms ?? 0 } })}
        />
      ) : h.historyType === HistoryWindowType.FIXED ? (
        <DateTimePeriod
          value={h.fixedTimewindow}
          disabled={disabled}
          onChange={(p) => set({ ...tw, history: { ...h, fixedTimewindow: p } })}
        />
      ) : (
        <QuickIntervalSelect
          value={h.quickInterval}
          disabled={disabled}
          onChange={(q) => set({ ...tw, history: { ...h, quickInterval: q } })}
        />
      )}
    </>
  );
}

interface AggProps extends TabProps {
  windowMs: number;
  maxDatapoints: number;
  showInterval: boolean;
  intervalDisabled: boolean;
}

export function AggregationFields({
  tw,
  set,
  disabled,
  windowMs,
  maxDatapoints,
  showInterval,
  intervalDisabled,
}: AggProps) {
  const { t } = useTranslation();
  const a = tw.aggregation;
  const realtime = tw.selectedTab === 0;
  const interval = realtime ? tw.realtime.interval : tw.history.interval;
  const setInterval = (ms: number | null) =>
    set(
      realtime
        ? { ...tw, realtime: { ...tw.realtime, interval: ms ?? 0 } }
        : { ...tw, history: { ...tw.history, interval: ms ?? 0 } },
    );
  const names: Record<AggregationType, string> = {
    MIN: t('aggregation.min'),
    MAX: t('aggregation.max'),
    AVG: t('aggregation.avg'),
    SUM: t('aggregation.sum'),
    COUNT: t('aggregation.count'),
    NONE: t('aggregation.none'),
  };
  return (
    <>
      <Select
        label={t('aggregation.function')}
        options={AGGREGATION_TYPES.map((type) => ({ value: type, label: names[type] }))}
        value={a.type}
        disabled={disabled}
        onChange={(type) => set({ ...tw, aggregation: { ...a, type } })}
      />
      {a.type === 'NONE' ? (
        <TextField
          label={t('aggregation.limit')}
          type="number"
          min={MIN_LIMIT}
          max={maxDatapoints}
          step={1}
          value={Number.isFinite(a.limit) ? String(a.limit) : ''}
          disabled={disabled}
          error={
            aggregationLimitValid(a.limit, maxDatapoints)
              ? undefined
              : t('aggregation.limit-range', { min: MIN_LIMIT, max: maxDatapoints })
          }
          onChange={(e) =>
            set({ ...tw, aggregation: { ...a, limit: e.target.value === '' ? Number.NaN : Number(e.target.value) } })
          }
        />
      ) : showInterval ? (
        <IntervalEditor
          key={`${windowMs}`}
          label={t('aggregation.group-interval')}
          value={interval}
          min={minIntervalLimit(windowMs, maxDatapoints)}
          max={maxIntervalLimit(windowMs)}
          disabled={disabled || intervalDisabled}
          onChange={setInterval}
        />
      ) : null}
    </>
  );
}
