/**
 * Key filters and predicates of alarm conditions (ThingsBoard's AlarmConditionFilter and
 * KeyFilterPredicate, with their operations per value type), with the factories the editors use.
 */
export const ALARM_KEY_TYPES = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'] as const;
export type AlarmKeyType = (typeof ALARM_KEY_TYPES)[number];
export const VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;
export type FilterValueType = (typeof VALUE_TYPES)[number];
export const STRING_OPERATIONS = ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS'] as const;
export const NUMERIC_OPERATIONS = ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'] as const;
export const BOOLEAN_OPERATIONS = ['EQUAL', 'NOT_EQUAL'] as const;
export const COMPLEX_OPERATIONS = ['AND', 'OR'] as const;
/** Dynamic value sources of a device profile's alarm rules (tenant, customer, device). */
export const DYNAMIC_SOURCES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_DEVICE'] as const;
export type DynamicSource = (typeof DYNAMIC_SOURCES)[number];
/** The entity fields a key filter may test. */
export const ENTITY_FIELD_KEYS = ['createdTime', 'name', 'type', 'label', 'title', 'email', 'country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'firstName', 'lastName'] as const;

export interface DynamicValue {
  sourceType: DynamicSource;
  sourceAttribute: string;
  inherit?: boolean;
}

/** FilterPredicateValue: the default, an optional user value and an optional dynamic source. */
export interface FilterPredicateValue<T> {
  defaultValue: T | null;
  userValue?: T | null;
  dynamicValue?: DynamicValue | null;
  [key: string]: unknown;
}

export type SimplePredicate =
  | { type: 'STRING'; operation: (typeof STRING_OPERATIONS)[number]; value: FilterPredicateValue<string>; ignoreCase: boolean }
  | { type: 'NUMERIC'; operation: (typeof NUMERIC_OPERATIONS)[number]; value: FilterPredicateValue<number> }
  | { type: 'BOOLEAN'; operation: (typeof BOOLEAN_OPERATIONS)[number]; value: FilterPredicateValue<boolean> };
export type ComplexPredicate = { type: 'COMPLEX'; operation: (typeof COMPLEX_OPERATIONS)[number]; predicates: KeyFilterPredicate[] };
export type KeyFilterPredicate = SimplePredicate | ComplexPredicate;

export interface AlarmConditionFilter {
  key: { type: AlarmKeyType; key: string };
  valueType: FilterValueType;
  value?: unknown;
  predicate: KeyFilterPredicate;
  [key: string]: unknown;
}

export const predicateValue = <T>(defaultValue: T | null): FilterPredicateValue<T> => ({ defaultValue, userValue: null, dynamicValue: null });

/** The predicate type a value type uses (DATE_TIME compares numbers of ms). */
export function predicateTypeOf(valueType: FilterValueType): SimplePredicate['type'] {
  return valueType === 'STRING' ? 'STRING' : valueType === 'BOOLEAN' ? 'BOOLEAN' : 'NUMERIC';
}

/** A fresh simple predicate for a value type. */
export function newPredicate(valueType: FilterValueType): SimplePredicate {
  const type = predicateTypeOf(valueType);
  if (type === 'STRING') return { type, operation: 'EQUAL', value: predicateValue<string>(''), ignoreCase: false };
  if (type === 'BOOLEAN') return { type, operation: 'EQUAL', value: predicateValue<boolean>(false) };
  return { type, operation: 'EQUAL', value: predicateValue<number>(0) };
}

export function newComplexPredicate(valueType: FilterValueType): ComplexPredicate {
  return { type: 'COMPLEX', operation: 'AND', predicates: [newPredicate(valueType)] };
}

/** Operations offered for a predicate type. */
export function operationsOf(type: KeyFilterPredicate['type']): readonly string[] {
  if (type === 'STRING') return STRING_OPERATIONS;
  if (type === 'BOOLEAN') return BOOLEAN_OPERATIONS;
  if (type === 'COMPLEX') return COMPLEX_OPERATIONS;
  return NUMERIC_OPERATIONS;
}

/** The editor shows a key filter's predicate as a list; one element is the predicate itself. */
export function predicateList(predicate: KeyFilterPredicate | null | undefined): KeyFilterPredicate[] {
  return predicate ? [predicate] : [];
}

/** Several predicates in the list are joined with AND (as ThingsBoard's key filter dialog saves them). */
export function predicateFromList(list: readonly KeyFilterPredicate[]): KeyFilterPredicate | null {
  if (list.length === 0) return null;
  if (list.length === 1) return list[0]!;
  return { type: 'COMPLEX', operation: 'AND', predicates: [...list] };
}

/** A new key filter: a time-series key compared as a number. */
export function newKeyFilter(): AlarmConditionFilter {
  return { key: { type: 'TIME_SERIES', key: '' }, valueType: 'NUMERIC', value: null, predicate: newPredicate('NUMERIC') };
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
