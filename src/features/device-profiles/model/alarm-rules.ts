/**
 * Device profile alarms (ThingsBoard's DeviceProfileAlarm, AlarmRule, AlarmCondition, AlarmSchedule) and the
 * validity rules of the alarm editor: a rule is valid with a condition of at least one entry; an alarm needs an id, an
 * alarm type, at least one create rule, every create rule valid, and a valid clear rule when it has one.
 */
import type { EntityRef } from './profile-refs';
import type { AlarmConditionFilter, FilterPredicateValue } from './key-filters';
import { keyFilterValid, predicateValue } from './key-filters';

export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
export const CONDITION_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const DURATION_UNITS = ['SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export type AlarmConditionSpec =
  | { type: 'SIMPLE'; [key: string]: unknown }
  | { type: 'DURATION'; unit: DurationUnit; predicate: FilterPredicateValue<number>; [key: string]: unknown }
  | { type: 'REPEATING'; predicate: FilterPredicateValue<number>; [key: string]: unknown };

export interface AlarmCondition {
  condition: AlarmConditionFilter[];
  spec: AlarmConditionSpec;
  [key: string]: unknown;
}

export interface CustomScheduleItem {
  enabled: boolean;
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  /** ms from midnight. */
  startsOn: number;
  endsOn: number;
}

export type AlarmSchedule =
  | { type: 'ANY_TIME'; [key: string]: unknown }
  | {
      type: 'SPECIFIC_TIME';
      timezone: string;
      daysOfWeek: number[];
      startsOn: number;
      endsOn: number;
      [key: string]: unknown;
    }
  | { type: 'CUSTOM'; timezone: string; items: CustomScheduleItem[]; [key: string]: unknown };

export interface AlarmRule {
  condition: AlarmCondition;
  schedule?: AlarmSchedule | null;
  alarmDetails?: string | null;
  dashboardId?: EntityRef | null;
  [key: string]: unknown;
}

export interface DeviceProfileAlarm {
  id: string;
  alarmType: string;
  createRules: Partial<Record<AlarmSeverity, AlarmRule>>;
  clearRule?: AlarmRule | null;
  propagate?: boolean;
  propagateRelationTypes?: string[] | null;
  [key: string]: unknown;
}

/** A rule with an empty SIMPLE condition (invalid until a key filter is added). */
export function newAlarmRule(): AlarmRule {
  return {
    condition: { condition: [], spec: { type: 'SIMPLE' } },
    schedule: null,
    alarmDetails: null,
    dashboardId: null,
  };
}

/** A new alarm: a generated id, one CRITICAL create rule. */
export function newAlarm(alarmType = ''): DeviceProfileAlarm {
  return {
    id: crypto.randomUUID(),
    alarmType,
    createRules: { CRITICAL: newAlarmRule() },
    propagate: false,
    propagateRelationTypes: null,
  };
}

/** The spec for a condition type (DURATION and REPEATING start without a value). */
export function conditionSpec(type: ConditionType, current?: AlarmConditionSpec): AlarmConditionSpec {
  if (type === 'SIMPLE') return { type };
  const predicate = current && current.type !== 'SIMPLE' ? current.predicate : predicateValue<number>(null);
  if (type === 'DURATION') return { type, unit: current?.type === 'DURATION' ? current.unit : 'MINUTES', predicate };
  return { type, predicate };
}

/** The schedule for a type; days and times start as every day, all day, in `timezone`. */
export function scheduleOf(type: ScheduleType, timezone: string): AlarmSchedule {
  if (type === 'ANY_TIME') return { type };
  if (type === 'SPECIFIC_TIME') return { type, timezone, daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 0, endsOn: 0 };
  return {
    type,
    timezone,
    items: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ enabled: true, dayOfWeek, startsOn: 0, endsOn: 0 })),
  };
}

/** A rule is valid when the condition has at least one entry (each entry complete). */
export function alarmRuleValid(rule: AlarmRule | null | undefined): boolean {
  const list = rule?.condition?.condition;
  if (!list || list.length === 0 || !list.every(keyFilterValid)) return false;
  const spec = rule.condition.spec;
  if (!spec) return false;
  if (spec.type === 'SIMPLE') return true;
  return spec.predicate.defaultValue !== null || !!spec.predicate.dynamicValue?.sourceAttribute;
}

/** The alarm's own validity: id, type, at least one valid create rule, a valid clear rule when present. */
export function alarmValid(alarm: DeviceProfileAlarm): boolean {
  const rules = Object.values(alarm.createRules ?? {});
  return (
    !!alarm.id &&
    !!alarm.alarmType?.trim() &&
    rules.length > 0 &&
    rules.every(alarmRuleValid) &&
    (alarm.clearRule == null || alarmRuleValid(alarm.clearRule))
  );
}

/** Severities not used by the alarm's create rules yet, in severity order. */
export function freeSeverities(alarm: DeviceProfileAlarm): AlarmSeverity[] {
  return ALARM_SEVERITIES.filter((s) => !alarm.createRules[s]);
}
