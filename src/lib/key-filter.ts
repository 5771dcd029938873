/**
 * ThingsBoard 3.3.1's key filter predicates, as entity data queries, dashboard filters and device profile alarm
 * rules carry them: the value types, the operations per predicate type, and the predicate shapes (a default value
 * with an optional user value and dynamic source; complex predicates joining others with AND / OR).
 */
export const FILTER_VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;
export type FilterValueType = (typeof FILTER_VALUE_TYPES)[number];

export const STRING_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS',
  'NOT_CONTAINS',
] as const;
export const NUMERIC_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER',
  'LESS',
  'GREATER_OR_EQUAL',
  'LESS_OR_EQUAL',
] as const;
export const BOOLEAN_OPERATIONS = ['EQUAL', 'NOT_EQUAL'] as const;
export const COMPLEX_OPERATIONS = ['AND', 'OR'] as const;
export type StringOperation = (typeof STRING_OPERATIONS)[number];
export type ComplexOperation = (typeof COMPLEX_OPERATIONS)[number];

/** Where a dynamic value comes from: an attribute of the current tenant, customer, user or (alarm rules) device. */
export type DynamicValueSource = 'CURRENT_TENANT' | 'CURRENT_CUSTOMER' | 'CURRENT_USER' | 'CURRENT_DEVICE';

export interface DynamicValue {
  sourceType: DynamicValueSource;
  sourceAttribute: string;
  inherit?: boolean;
}

/** `{defaultValue, userValue?, dynamicValue?}` — the effective value is userValue, else dynamic, else default. */
export interface FilterPredicateValue<T> {
  defaultValue: T | null;
  userValue?: T | null;
  dynamicValue?: DynamicValue | null;
  [key: string]: unknown;
}

export type SimplePredicate =
  | { type: 'STRING'; operation: StringOperation; value: FilterPredicateValue<string>; ignoreCase: boolean }
  | { type: 'NUMERIC'; operation: (typeof NUMERIC_OPERATIONS)[number]; value: FilterPredicateValue<number> }
  | { type: 'BOOLEAN'; operation: (typeof BOOLEAN_OPERATIONS)[number]; value: FilterPredicateValue<boolean> };
export type ComplexPredicate = { type: 'COMPLEX'; operation: ComplexOperation; predicates: KeyFilterPredicate[] };
export type KeyFilterPredicate = SimplePredicate | ComplexPredicate;
export type PredicateType = KeyFilterPredicate['type'];

/** The predicate type a value type uses (DATE_TIME compares numbers of ms). */
export function predicateTypeOf(valueType: FilterValueType): SimplePredicate['type'] {
  return valueType === 'STRING' ? 'STRING' : valueType === 'BOOLEAN' ? 'BOOLEAN' : 'NUMERIC';
}

/** Operations offered for a predicate type. */
export function operationsOf(type: PredicateType): readonly string[] {
  if (type === 'STRING') return STRING_OPERATIONS;
  if (type === 'BOOLEAN') return BOOLEAN_OPERATIONS;
  if (type === 'COMPLEX') return COMPLEX_OPERATIONS;
  return NUMERIC_OPERATIONS;
}

/** The entity fields ThingsBoard's entity data query knows: what a key filter may test and a datasource may show. */
export const ENTITY_FIELD_KEYS = [
  'createdTime',
  'name',
  'type',
  'label',
  'title',
  'email',
  'country',
  'state',
  'city',
  'address',
  'address2',
  'zip',
  'phone',
  'firstName',
  'lastName',
] as const;
