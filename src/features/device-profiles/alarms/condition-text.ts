/** Readable one-line summaries of alarm conditions, predicates and schedules (e.g. "temperature > 25 for 5 minutes"). */
import type { TFunction } from 'i18next';
import type { AlarmRule, AlarmSchedule } from '../model/alarm-rules';
import { toPredicateInfos } from '../../../ui/filter-editor/filter-model';
import { predicateText, valueText } from '../../../ui/filter-editor/predicate-text';
import type { AlarmConditionFilter } from '../model/key-filters';

/** One key filter: "temperature > 25", constants shown with their value. */
export function keyFilterText(t: TFunction, f: AlarmConditionFilter): string {
  const name = f.key.type === 'CONSTANT' ? `${f.key.key} (${String(f.value ?? '')})` : f.key.key || t('filter.no-key');
  const [info] = toPredicateInfos(f.predicate);
  return info ? predicateText(t, name, info, true) : name;
}

/** The whole condition of a rule, or null when it has no key filters. */
export function conditionText(t: TFunction, rule: AlarmRule): string | null {
  const list = rule.condition.condition;
  if (!list.length) return null;
  const text = list.map((f) => keyFilterText(t, f)).join(` ${t('filter.complex-and')} `);
  const spec = rule.condition.spec;
  if (spec.type === 'DURATION')
    return t('device-profile.alarm.condition-duration-text', {
      condition: text,
      value: valueText(t, spec.predicate),
      unit: t(`device-profile.alarm.unit-${spec.unit.toLowerCase()}`),
    });
  if (spec.type === 'REPEATING')
    return t('device-profile.alarm.condition-repeating-text', { condition: text, count: valueText(t, spec.predicate) });
  return text;
}

/** "All the time", "Specific time" or "Custom" (with the time zone). */
export function scheduleText(t: TFunction, s: AlarmSchedule | null | undefined): string {
  if (!s || s.type === 'ANY_TIME') return t('device-profile.alarm.schedule-any-time-text');
  return t(`device-profile.alarm.schedule-${s.type === 'CUSTOM' ? 'custom' : 'specific-time'}-text`, {
    timezone: s.timezone,
  });
}
