/** Alarm / AlarmInfo wire shapes and the enums around them. */
import { entityId, type EntityId, type EntityType } from '../lib/entity-id.js';

/** AlarmSeverity, most severe first. */
export const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
/** One severity. */
export type Severity = (typeof SEVERITIES)[number];
/** AlarmStatus. */
export const STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
/** One status. */
export type AlarmStatus = (typeof STATUSES)[number];
/** AlarmSearchStatus. */
export const SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
/** One search status. */
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** Statuses a search status stands for. */
export function statusesOf(search: SearchStatus): AlarmStatus[] {
  switch (search) {
    case 'ANY':
      return [...STATUSES];
    case 'ACTIVE':
      return ['ACTIVE_UNACK', 'ACTIVE_ACK'];
    case 'CLEARED':
      return ['CLEARED_UNACK', 'CLEARED_ACK'];
    case 'ACK':
      return ['ACTIVE_ACK', 'CLEARED_ACK'];
    case 'UNACK':
      return ['ACTIVE_UNACK', 'CLEARED_UNACK'];
  }
}

/** True when the status is a cleared one. */
export function isCleared(status: AlarmStatus): boolean {
  return status === 'CLEARED_UNACK' || status === 'CLEARED_ACK';
}

/** `alarm` row. */
export interface AlarmRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  type: string;
  originator_id: string;
  originator_type: EntityType;
  severity: Severity;
  status: AlarmStatus;
  start_ts: number;
  end_ts: number;
  ack_ts: number;
  clear_ts: number;
  details: unknown;
  propagate: boolean;
  propagate_relation_types: unknown;
  /** Present when a query joined the originator's name. */
  originator_name?: string | null;
}

/** Alarm wire object. */
export function toAlarm(row: AlarmRow): Record<string, unknown> & { id: EntityId } {
  return {
    id: entityId('ALARM', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    type: row.type,
    originator: entityId(row.originator_type, row.originator_id),
    severity: row.severity,
    status: row.status,
    startTs: row.start_ts,
    endTs: row.end_ts,
    ackTs: row.ack_ts,
    clearTs: row.clear_ts,
    details: row.details ?? null,
    propagate: row.propagate,
    propagateRelationTypes: Array.isArray(row.propagate_relation_types) ? row.propagate_relation_types : [],
    name: row.type,
  };
}

/** AlarmInfo: Alarm + `originatorName` (filled only when asked for). */
export function toAlarmInfo(row: AlarmRow, withOriginator: boolean): Record<string, unknown> {
  return { ...toAlarm(row), originatorName: withOriginator ? (row.originator_name ?? null) : null };
}

/**
 * SQL expression of an originator's display name (device/asset/… name, customer/dashboard title, user e-mail);
 * `a` is the alarm alias. Static text.
 */
export const ORIGINATOR_NAME_SQL = `CASE a.originator_type
  WHEN 'DEVICE' THEN (SELECT name FROM device WHERE id = a.originator_id)
  WHEN 'ASSET' THEN (SELECT name FROM asset WHERE id = a.originator_id)
  WHEN 'ENTITY_VIEW' THEN (SELECT name FROM entity_view WHERE id = a.originator_id)
  WHEN 'EDGE' THEN (SELECT name FROM edge WHERE id = a.originator_id)
  WHEN 'CUSTOMER' THEN (SELECT title FROM customer WHERE id = a.originator_id)
  WHEN 'TENANT' THEN (SELECT title FROM tenant WHERE id = a.originator_id)
  WHEN 'USER' THEN (SELECT email FROM tb_user WHERE id = a.originator_id)
  WHEN 'DASHBOARD' THEN (SELECT title FROM dashboard WHERE id = a.originator_id)
  WHEN 'RULE_CHAIN' THEN (SELECT name FROM rule_chain WHERE id = a.originator_id)
  ELSE NULL END`;
