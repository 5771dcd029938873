/**
 * When an alarm rule is active: any time, a specific time (days of week, start and end time in a time zone), or a
 * custom schedule (per day: enabled, start, end). Times are stored as ms from midnight; 00:00–00:00 is the whole day.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { formatDateStyle } from '../../../lib/intl-styles';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/radio/radio-group';
import { TimezonePicker } from '../../../ui/timezone/timezone-picker';
import { v } from '../../../ui/theme/tokens';
import { Caption, ErrorText, Hint, Row } from '../editor/editor-styles';
import {
  SCHEDULE_TYPES,
  scheduleOf,
  type AlarmSchedule,
  type CustomScheduleItem,
  type ScheduleType,
} from '../model/alarm-rules';

const DAY_MS = 86_400_000;

/** ms from midnight → "HH:MM". */
export const msToTime = (ms: number) =>
  `${String(Math.floor(ms / 3_600_000) % 24).padStart(2, '0')}:${String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0')}`;
/** "HH:MM" → ms from midnight. */
export const timeToMs = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return (((h ?? 0) * 60 + (m ?? 0)) * 60_000) % DAY_MS;
};

const TimeInput = styled.input`
  font: inherit;
  padding: 8px 10px;
  color: ${v('color-text')};
  background: ${v('color-surface')};
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  color-scheme: light dark;
`;

const TimeLabel = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

function TimeField({
  label,
  ms,
  onChange,
  disabled,
}: {
  label: string;
  ms: number;
  onChange(ms: number): void;
  disabled?: boolean;
}) {
  return (
    <TimeLabel>
      {label}
      <TimeInput
        type="time"
        value={msToTime(ms)}
        disabled={disabled}
        onChange={(e) => onChange(timeToMs(e.target.value))}
      />
    </TimeLabel>
  );
}

/** Localised weekday name of ISO day 1 (Monday) … 7 (Sunday). */
function dayName(locale: string, day: number): string {
  // 2024-01-01 was a Monday.
  return formatDateStyle(Date.UTC(2024, 0, day), locale, { weekday: 'long', timeZone: 'UTC' });
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type SpecificTimeSchedule = Extract<AlarmSchedule, { type: 'SPECIFIC_TIME' }>;
type CustomSchedule = Extract<AlarmSchedule, { type: 'CUSTOM' }>;

/** A specific-time schedule: the days of week (at least one) and one start and end time for all of them. */
function SpecificTimeFields({
  schedule: draft,
  valid,
  onChange: setDraft,
  disabled,
}: {
  schedule: SpecificTimeSchedule;
  valid: boolean;
  onChange(next: SpecificTimeSchedule): void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Caption>{t('device-profile.alarm.days')}</Caption>
      <Row>
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <Checkbox
            key={d}
            label={dayName(i18n.language, d)}
            checked={draft.daysOfWeek.includes(d)}
            disabled={disabled}
            onChange={(on) =>
              setDraft({
                ...draft,
                daysOfWeek: on ? [...draft.daysOfWeek, d].sort() : draft.daysOfWeek.filter((x) => x !== d),
              })
            }
          />
        ))}
      </Row>
      {!valid ? <ErrorText role="alert">{t('device-profile.alarm.days-required')}</ErrorText> : null}
      <Row>
        <TimeField
          label={t('device-profile.alarm.starts-on')}
          ms={draft.startsOn}
          disabled={disabled}
          onChange={(startsOn) => setDraft({ ...draft, startsOn })}
        />
        <TimeField
          label={t('device-profile.alarm.ends-on')}
          ms={draft.endsOn}
          disabled={disabled}
          onChange={(endsOn) => setDraft({ ...draft, endsOn })}
        />
      </Row>
      <Hint>{t('device-profile.alarm.whole-day-hint')}</Hint>
    </>
  );
}

/** A custom schedule: one row per day with its own enabled flag, start and end time. */
function CustomDays({
  schedule: draft,
  onChange: setDraft,
  disabled,
}: {
  schedule: CustomSchedule;
  onChange(next: CustomSchedule): void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const setItem = (day: number, patch: Partial<CustomScheduleItem>) =>
    setDraft({ ...draft, items: draft.items.map((it) => (it.dayOfWeek === day ? { ...it, ...patch } : it)) });
  return (
    <>
      {draft.items.map((it) => (
        <Row key={it.dayOfWeek} data-testid="schedule-custom-day">
          <div style={{ minWidth: 150 }}>
            <Checkbox
              label={dayName(i18n.language, it.dayOfWeek)}
              checked={it.enabled}
              disabled={disabled}
              onChange={(enabled) => setItem(it.dayOfWeek, { enabled })}
            />
          </div>
          <TimeField
            label={t('device-profile.alarm.starts-on')}
            ms={it.startsOn}
            disabled={disabled || !it.enabled}
            onChange={(startsOn) => setItem(it.dayOfWeek, { startsOn })}
          />
          <TimeField
            label={t('device-profile.alarm.ends-on')}
            ms={it.endsOn}
            disabled={disabled || !it.enabled}
            onChange={(endsOn) => setItem(it.dayOfWeek, { endsOn })}
          />
        </Row>
      ))}
    </>
  );
}

export interface ScheduleDialogProps {
  value: AlarmSchedule | null | undefined;
  onApply(value: AlarmSchedule): void;
  onClose(): void;
  disabled?: boolean;
}

export function ScheduleDialog({ value, onApply, onClose, disabled }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AlarmSchedule>(value ?? { type: 'ANY_TIME' });
  const zone = draft.type === 'ANY_TIME' ? browserZone() : draft.timezone;
  const valid = draft.type !== 'SPECIFIC_TIME' || draft.daysOfWeek.length > 0;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('device-profile.alarm.schedule')}
      width={620}
      testId="schedule-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button disabled={disabled || !valid} onClick={() => onApply(draft)} data-testid="schedule-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <RadioGroup<ScheduleType>
        label={t('device-profile.alarm.schedule-type')}
        value={draft.type}
        disabled={disabled}
        options={SCHEDULE_TYPES.map((s) => ({
          value: s,
          label: t(`device-profile.alarm.schedule-${s.toLowerCase().replace('_', '-')}`),
        }))}
        onChange={(type) => setDraft(type === draft.type ? draft : scheduleOf(type, zone))}
      />
      {draft.type !== 'ANY_TIME' ? (
        <TimezonePicker
          value={draft.timezone}
          required
          disabled={disabled}
          onChange={(timezone) => timezone && setDraft({ ...draft, timezone })}
          testId="schedule-timezone"
        />
      ) : null}
      {draft.type === 'SPECIFIC_TIME' ? (
        <SpecificTimeFields schedule={draft} valid={valid} disabled={disabled} onChange={setDraft} />
      ) : null}
      {draft.type === 'CUSTOM' ? <CustomDays schedule={draft} disabled={disabled} onChange={setDraft} /> : null}
    </Dialog>
  );
}
