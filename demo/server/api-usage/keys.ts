/**
 * What ThingsBoard meters per tenant: each record key has a monthly counter (`…Count`, stored at
 * the start of the month), an hourly counter (`…CountHourly`, stored at the start of the hour), a limit (`…Limit`,
 * from the tenant profile; 0 = unlimited) and belongs to one API feature whose state (`…ApiState`, ENABLED /
 * WARNING / DISABLED) is also a time series of the API usage state entity and a column of `api_usage_state`.
 */

/** Metered services. */
export type UsageKey =
  'TRANSPORT_MSG' | 'TRANSPORT_DP' | 'STORAGE_DP' | 'RE_EXEC' | 'JS_EXEC' | 'EMAIL' | 'SMS' | 'ALARM';

/** API features (one state each). */
export type UsageFeature = 'TRANSPORT' | 'DB' | 'RE' | 'JS' | 'EMAIL' | 'SMS' | 'ALARM';

/** ENABLED / WARNING / DISABLED. */
export type UsageState = 'ENABLED' | 'WARNING' | 'DISABLED';

interface KeyInfo {
  feature: UsageFeature;
  countKey: string;
  limitKey: string;
  /** Field of the tenant profile's DEFAULT configuration holding the monthly limit. */
  profileField: string;
}

export const USAGE_KEYS: Readonly<Record<UsageKey, KeyInfo>> = {
  TRANSPORT_MSG: {
    feature: 'TRANSPORT',
    countKey: 'transportMsgCount',
    limitKey: 'transportMsgLimit',
    profileField: 'maxTransportMessages',
  },
  TRANSPORT_DP: {
    feature: 'TRANSPORT',
    countKey: 'transportDataPointsCount',
    limitKey: 'transportDataPointsLimit',
    profileField: 'maxTransportDataPoints',
  },
  STORAGE_DP: {
    feature: 'DB',
    countKey: 'storageDataPointsCount',
    limitKey: 'storageDataPointsLimit',
    profileField: 'maxDPStorageDays',
  },
  RE_EXEC: {
    feature: 'RE',
    countKey: 'ruleEngineExecutionCount',
    limitKey: 'ruleEngineExecutionLimit',
    profileField: 'maxREExecutions',
  },
  JS_EXEC: {
    feature: 'JS',
    countKey: 'jsExecutionCount',
    limitKey: 'jsExecutionLimit',
    profileField: 'maxJSExecutions',
  },
  EMAIL: { feature: 'EMAIL', countKey: 'emailCount', limitKey: 'emailLimit', profileField: 'maxEmails' },
  SMS: { feature: 'SMS', countKey: 'smsCount', limitKey: 'smsLimit', profileField: 'maxSms' },
  ALARM: {
    feature: 'ALARM',
    countKey: 'createdAlarmsCount',
    limitKey: 'createdAlarmsLimit',
    profileField: 'maxCreatedAlarms',
  },
};

export const ALL_USAGE_KEYS = Object.keys(USAGE_KEYS) as UsageKey[];

/** Suffix of the hourly counters. */
export const HOURLY = 'Hourly';

/** Per feature: its time-series key and its `api_usage_state` column. */
export const FEATURES: Readonly<Record<UsageFeature, { stateKey: string; column: string }>> = {
  TRANSPORT: { stateKey: 'transportApiState', column: 'transport_state' },
  DB: { stateKey: 'dbApiState', column: 'db_storage_state' },
  RE: { stateKey: 'ruleEngineApiState', column: 're_exec_state' },
  JS: { stateKey: 'jsExecutionApiState', column: 'js_exec_state' },
  EMAIL: { stateKey: 'emailApiState', column: 'email_exec_state' },
  SMS: { stateKey: 'smsApiState', column: 'sms_exec_state' },
  ALARM: { stateKey: 'alarmApiState', column: 'alarm_exec_state' },
};

/** Start of the month of `ts` (server time zone, as TB's usage cycle). */
export function monthStart(ts: number): number {
  const d = new Date(ts);
  return new Date(d.getFullYear(), d.getMonth(), 1).getTime();
}

/** Start of the hour of `ts`. */
export function hourStart(ts: number): number {
  const d = new Date(ts);
  d.setMinutes(0, 0, 0);
  return d.getTime();
}

/**
 * State of one counter: DISABLED at or over the limit, WARNING at or over `warnThreshold` × limit (only when the
 * profile sets a threshold above 0), otherwise ENABLED; a limit of 0 means unlimited.
 */
export function counterState(value: number, limit: number, warnThreshold: number): UsageState {
  if (!(limit > 0)) return 'ENABLED';
  if (value >= limit) return 'DISABLED';
  if (warnThreshold > 0 && value >= warnThreshold * limit) return 'WARNING';
  return 'ENABLED';
}

const RANK: Record<UsageState, number> = { ENABLED: 0, WARNING: 1, DISABLED: 2 };

/** The worse of two states. */
export function worst(a: UsageState, b: UsageState): UsageState {
  return RANK[b] > RANK[a] ? b : a;
}
