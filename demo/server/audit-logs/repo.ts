/** Audit log storage. Entries are written for every entity action, login and logout. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { entityId, type EntityType } from '../lib/entity-id.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, timeBounds, type PageData, type PageLink } from '../http/page.js';

/** ActionType enum of 3.3.1. */
export const ACTION_TYPES = [
  'ADDED',
  'DELETED',
  'UPDATED',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'TIMESERIES_DELETED',
  'RPC_CALL',
  'CREDENTIALS_UPDATED',
  'ASSIGNED_TO_CUSTOMER',
  'UNASSIGNED_FROM_CUSTOMER',
  'ACTIVATED',
  'SUSPENDED',
  'CREDENTIALS_READ',
  'ATTRIBUTES_READ',
  'RELATION_ADD_OR_UPDATE',
  'RELATION_DELETED',
  'RELATIONS_DELETED',
  'ALARM_ACK',
  'ALARM_CLEAR',
  'ALARM_DELETE',
  'LOGIN',
  'LOGOUT',
  'LOCKOUT',
  'ASSIGNED_FROM_TENANT',
  'ASSIGNED_TO_TENANT',
  'PROVISION_SUCCESS',
  'PROVISION_FAILURE',
  'ASSIGNED_TO_EDGE',
  'UNASSIGNED_FROM_EDGE',
] as const;

/** One ActionType. */
export type ActionType = (typeof ACTION_TYPES)[number];

/** The entity an action was performed on. */
export interface AuditTarget {
  entityType: EntityType;
  id: string;
  name?: string | null;
  /** Customer the entity belongs to (defaults to the actor's customer). */
  customerId?: string | null;
}

/** An `audit_log` row. */
export interface AuditLogRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  entity_type: EntityType | null;
  entity_id: string | null;
  entity_name: string | null;
  user_id: string;
  user_name: string | null;
  action_type: ActionType;
  action_data: unknown;
  action_status: 'SUCCESS' | 'FAILURE';
  action_failure_details: string | null;
}

/** Writes one audit entry. Public users and the system tenant are recorded too (TB skips nothing here). */
export async function writeAudit(
  db: Queryable,
  actor: SecurityUser,
  target: AuditTarget,
  action: ActionType,
  actionData: Record<string, unknown> = {},
  failure?: string,
): Promise<void> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO audit_log (id, created_time, tenant_id, customer_id, entity_type, entity_id, entity_name, user_id,
       user_name, action_type, action_data, action_status, action_failure_details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)`,
    [
      id,
      uuidV1Time(id),
      actor.tenantId,
      target.customerId ?? actor.customerId ?? NULL_UUID,
      target.entityType,
      target.id,
      target.name ?? null,
      actor.userId,
      actor.sub,
      action,
      jsonParam(actionData),
      failure ? 'FAILURE' : 'SUCCESS',
      failure ?? null,
    ],
  );
}

/** AuditLog wire shape. */
export function toAuditLog(row: AuditLogRow): Record<string, unknown> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    entityId: row.entity_type && row.entity_id ? entityId(row.entity_type, row.entity_id) : null,
    entityName: row.entity_name,
    userId: entityId('USER', row.user_id),
    userName: row.user_name,
    actionType: row.action_type,
    actionData: row.action_data,
    actionStatus: row.action_status,
    actionFailureDetails: row.action_failure_details,
  };
}

const SORT = {
  createdTime: 'created_time',
  entityType: 'entity_type',
  entityName: 'entity_name',
  userName: 'user_name',
  type: 'action_type',
  actionType: 'action_type',
  actionStatus: 'action_status',
};

/** Which entries of a tenant's audit log a page lists. */
export interface AuditLogFilter {
  tenantId: string;
  /** Entries of one customer, user or entity. */
  by?: { column: 'customer_id' | 'user_id' | 'entity_id'; value: string };
  entityType?: string;
  /** Only these action types (already checked against {@link ACTION_TYPES}). */
  actionTypes?: string[];
}

/** One page of a tenant's audit log, newest first unless sorted otherwise; `startTime`/`endTime` bound created_time. */
export async function findAuditLogsPage(db: Queryable, link: PageLink, f: AuditLogFilter): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [f.tenantId];
  if (f.by) {
    params.push(f.by.value);
    where.push(`${f.by.column} = $${params.length}`);
  }
  if (f.entityType) {
    params.push(f.entityType);
    where.push(`entity_type = $${params.length}`);
  }
  if (f.actionTypes) {
    params.push(f.actionTypes);
    where.push(`action_type = ANY($${params.length}::varchar[])`);
  }
  timeBounds(link, 'created_time', where, params);
  return runPaged<AuditLogRow>(db, link, {
    select: 'SELECT * FROM audit_log',
    where,
    params,
    searchColumn: 'entity_name',
    sortMap: SORT,
    defaultOrder: 'created_time DESC, id DESC',
    map: toAuditLog,
  });
}

/** The tenant of a customer, or null when there is no such customer. */
export async function findCustomerTenant(db: Queryable, customerId: string): Promise<string | null> {
  const { rows } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [customerId]);
  return rows[0]?.tenant_id ?? null;
}

/** The tenant of a user, or null when there is no such user. */
export async function findUserTenant(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM tb_user WHERE id = $1', [userId]);
  return rows[0]?.tenant_id ?? null;
}
