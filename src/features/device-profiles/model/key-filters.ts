/**
 * Key filters of alarm conditions (ThingsBoard's AlarmConditionFilter: one plain KeyFilterPredicate each, whose
 * types and operations live in src/lib/key-filter.ts), with the factories and checks the alarm rules use.
 */
import {
  predicateTypeOf,
  type FilterPredicateValue,
  type FilterValueType,
  type KeyFilterPredicate,
  type SimplePredicate,
} from '../../../lib/key-filter';

export type { FilterPredicateValue, FilterValueType, KeyFilterPredicate } from '../../../lib/key-filter';
export { ENTITY_FIELD_KEYS } from '../../../lib/key-filter';

export const ALARM_KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'] as const;
export type AlarmKeyType = (typeof ALARM_KEY_TYPES)[number];
/** Dynamic value sources of a device profile's alarm rules (tenant, customer, device). */
export const DYNAMIC_SOURCES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_DEVICE'] as const;

export interface AlarmConditionFilter {
  key: { type: AlarmKeyType; key: string };
  valueType: FilterValueType;
  value?: unknown;
  predicate: KeyFilterPredicate;
  [key: string]: unknown;
}

export const predicateValue = <T>(defaultValue: T | null): FilterPredicateValue<T> => ({
  defaultValue,
  userValue: null,
  dynamicValue: null,
});

/** A fresh simple predicate for a value type. */
export function newPredicate(valueType: FilterValueType): SimplePredicate {
  const type = predicateTypeOf(valueType);
  if (type === 'STRING') return { type, operation: 'EQUAL', value: predicateValue<string>(''), ignoreCase: false };
  if (type === 'BOOLEAN') return { type, operation: 'EQUAL', value: predicateValue<boolean>(false) };
  return { type, operation: 'EQUAL', value: predicateValue<number>(0) };
}

/** Several predicates in the list are joined with AND (as ThingsBoard's key filter dialog saves them). */
export function predicateFromList(list: readonly KeyFilterPredicate[]): KeyFilterPredicate | null {
  if (list.length === 0) return null;
  if (list.length === 1) return list[0]!;
  return { type: 'COMPLEX', operation: 'AND', predicates: [...list] };
}

/** A new key filter: a time-series key compared as a number. */
export function newKeyFilter(): AlarmConditionFilter {
  return {
    key: { type: 'TIME_SERIES', key: '' },
    valueType: 'NUMERIC',
    value: null,
    predicate: newPredicate('NUMERIC'),
  };
}

/** Whether a key filter is complete: a key name, a predicate, and a value for constants. */
export function keyFilterValid(f: AlarmConditionFilter): boolean {
  if (!f.key.key.trim()) return false;
  if (f.key.type === 'CONSTANT' && (f.value === null || f.value === undefined || f.value === '')) return false;
  return predicateValid(f.predicate);
}

export function predicateValid(p: KeyFilterPredicate | null | undefined): boolean {
  if (!p) return false;
  if (p.type === 'COMPLEX') return p.predicates.length > 0 && p.predicates.every(predicateValid);
  const dyn = p.value.dynamicValue;
  if (dyn && !dyn.sourceAttribute.trim()) return false;
  if (p.type === 'NUMERIC') return p.value.defaultValue !== null || !!dyn;
  return true;
}
