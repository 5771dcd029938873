/**
 * Entity actions, as ThingsBoard's `logEntityAction` does them: one call writes the audit entry and pushes the
 * matching rule-engine message into the tenant's chain — ADDED → ENTITY_CREATED, UPDATED → ENTITY_UPDATED,
 * DELETED → ENTITY_DELETED, ASSIGNED_TO_CUSTOMER → ENTITY_ASSIGNED, UNASSIGNED_FROM_CUSTOMER → ENTITY_UNASSIGNED,
 * ASSIGNED_TO_EDGE / UNASSIGNED_FROM_EDGE → ENTITY_ASSIGNED_TO_EDGE / ENTITY_UNASSIGNED_FROM_EDGE, ASSIGNED_TO_TENANT →
 * ENTITY_ASSIGNED_TO_TENANT. The originator is the entity, the data its JSON (a dashboard's `configuration` blanked, as
 * TB does), the metadata `userId`, `userName`, `customerId` (the entity's customer, when it has one) plus the action's
 * own keys (`assignedCustomerId`, `assignedCustomerName`, `unassignedCustomerId`, …). Attribute, time-series and
 * alarm actions made through the REST API reach the engine from the change bus instead (bus-events.ts).
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../auth/jwt.js';
import { writeAudit, type ActionType, type AuditTarget } from '../audit/repo.js';
import { NULL_UUID } from '../lib/uuid.js';
import { createMsg, type TbMsg } from './message.js';

/** Message type of each action that enters the rule engine from here. */
export const ENTITY_ACTION_MSG_TYPES: Partial<Record<ActionType, string>> = {
  ADDED: 'ENTITY_CREATED',
  UPDATED: 'ENTITY_UPDATED',
  DELETED: 'ENTITY_DELETED',
  ASSIGNED_TO_CUSTOMER: 'ENTITY_ASSIGNED',
  UNASSIGNED_FROM_CUSTOMER: 'ENTITY_UNASSIGNED',
  ASSIGNED_TO_EDGE: 'ENTITY_ASSIGNED_TO_EDGE',
  UNASSIGNED_FROM_EDGE: 'ENTITY_UNASSIGNED_FROM_EDGE',
  ASSIGNED_TO_TENANT: 'ENTITY_ASSIGNED_TO_TENANT',
};

/** What an action adds to the audit entry and the message. */
export interface EntityActionExtra {
  /** The entity JSON (message data); `{}` when absent. */
  entity?: unknown;
  /** Tenant whose chain gets the message when the actor has none (a system administrator saving a tenant's user). */
  tenantId?: string | null;
  /** Action-specific metadata (`assignedCustomerId`, `assignedCustomerName`, `unassignedEdgeId`, …). */
  metadata?: Record<string, string>;
}

/** What {@link logEntityAction} needs of the server. */
export interface EntityActionContext {
  db: Queryable;
  ruleEngine: { pushInBackground(msg: TbMsg): void };
}

/** The rule-engine message of an entity action; null for actions that push none or with no tenant to push to. */
export function entityActionMsg(actor: SecurityUser, target: AuditTarget, action: ActionType, extra: EntityActionExtra = {}): TbMsg | null {
  const type = ENTITY_ACTION_MSG_TYPES[action];
  const tenantId = extra.tenantId ?? actor.tenantId;
  if (!type || !tenantId || tenantId === NULL_UUID) return null;
  const metadata: Record<string, string> = { userId: actor.userId, userName: actor.sub };
  if (target.customerId && target.customerId !== NULL_UUID) metadata['customerId'] = target.customerId;
  Object.assign(metadata, extra.metadata);
  let entity = extra.entity ?? {};
  if (target.entityType === 'DASHBOARD' && entity !== null && typeof entity === 'object') entity = { ...entity, configuration: '' };
  return createMsg({ type, originator: { entityType: target.entityType, id: target.id }, tenantId, metadata, data: JSON.stringify(entity) });
}

/** Writes the audit entry of an action and pushes its message into the rule engine (TB's logEntityAction). */
export async function logEntityAction(
  ctx: EntityActionContext,
  actor: SecurityUser,
  target: AuditTarget,
  action: ActionType,
  actionData: Record<string, unknown> = {},
  extra: EntityActionExtra = {},
): Promise<void> {
  await writeAudit(ctx.db, actor, target, action, actionData);
  const msg = entityActionMsg(actor, target, action, extra);
  if (msg) ctx.ruleEngine.pushInBackground(msg);
}
