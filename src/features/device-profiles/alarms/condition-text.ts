/** Readable one-line summaries of alarm conditions, predicates and schedules (e.g. "temperature > 25 for 5 minutes"). */
import type { TFunction } from 'i18next';
import type { AlarmRule, AlarmSchedule } from '../model/alarm-rules';
import type { AlarmConditionFilter, FilterPredicateValue, KeyFilterPredicate } from '../model/key-filters';

const SYMBOLS: Record<string, string> = { EQUAL: '=', NOT_EQUAL: '≠', GREATER: '>', LESS: '<', GREATER_OR_EQUAL: '≥', LESS_OR_EQUAL: '≤' };

/** Operation as a symbol or words ("starts with"). */
export function operationText(t: TFunction, op: string): string {
  return SYMBOLS[op] ?? t(`filter.operation-${op.toLowerCase().replace(/_/g, '-')}`);
}

/** A predicate value: the dynamic source when set, else the default value. */
export function valueText(t: TFunction, v: FilterPredicateValue<unknown> | undefined): string {
  if (!v) return '';
  const dyn = v.dynamicValue;
  if (dyn?.sourceType) return t('filter.dynamic-value-text', { source: t(`filter.source-${dyn.sourceType.toLowerCase().replace(/_/g, '-')}`), attribute: dyn.sourceAttribute });
  const value = v.defaultValue;
  return typeof value === 'string' ? `'${value}'` : String(value ?? '');
}

/** One predicate applied to a key. */
export function predicateText(t: TFunction, key: string, p: KeyFilterPredicate, top = true): string {
  if (p.type === 'COMPLEX') {
    const joiner = ` ${t(`filter.complex-${p.operation.toLowerCase()}`)} `;
    const inner = p.predicates.map((c) => predicateText(t, key, c, false)).join(joiner);
    return p.predicates.length > 1 && !top ? `(${inner})` : inner;
  }
  const ic = p.type === 'STRING' && p.ignoreCase ? ` ${t('filter.ignore-case-suffix')}` : '';
  const symbol = SYMBOLS[p.operation];
  // Comparisons read as symbols in every language; word operations are whole phrases, ordered by the language.
  const text = symbol ? `${key} ${symbol} ${valueText(t, p.value)}` : t(`filter.condition-${p.operation.toLowerCase().replace(/_/g, '-')}`, { key, value: valueText(t, p.value) });
  return `${text}${ic}`;
}

/** One key filter: "temperature > 25", constants shown with their value. */
export function keyFilterText(t: TFunction, f: AlarmConditionFilter): string {
  const name = f.key.type === 'CONSTANT' ? `${f.key.key} (${String(f.value ?? '')})` : f.key.key || t('filter.no-key');
  return predicateText(t, name, f.predicate);
}

/** The whole condition of a rule, or null when it has no key filters. */
export function conditionText(t: TFunction, rule: AlarmRule): string | null {
  const list = rule.condition.condition;
  if (!list.length) return null;
  const text = list.map((f) => keyFilterText(t, f)).join(` ${t('filter.complex-and')} `);
  const spec = rule.condition.spec;
  if (spec.type === 'DURATION') return t('device-profile.alarm.condition-duration-text', { condition: text, value: valueText(t, spec.predicate), unit: t(`device-profile.alarm.unit-${spec.unit.toLowerCase()}`) });
  if (spec.type === 'REPEATING') return t('device-profile.alarm.condition-repeating-text', { condition: text, count: valueText(t, spec.predicate) });
  return text;
}

/** "All the time", "Specific time" or "Custom" (with the time zone). */
export function scheduleText(t: TFunction, s: AlarmSchedule | null | undefined): string {
  if (!s || s.type === 'ANY_TIME') return t('device-profile.alarm.schedule-any-time-text');
  return t(`device-profile.alarm.schedule-${s.type === 'CUSTOM' ? 'custom' : 'specific-time'}-text`, { timezone: s.timezone });
}
