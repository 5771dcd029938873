/**
 * The rule-engine side of entity actions (audit-logs/entity-actions.ts announces them): each becomes a message in
 * the tenant's chain — ADDED → ENTITY_CREATED, UPDATED → ENTITY_UPDATED,
 * DELETED → ENTITY_DELETED, ASSIGNED_TO_CUSTOMER → ENTITY_ASSIGNED, UNASSIGNED_FROM_CUSTOMER → ENTITY_UNASSIGNED,
 * ASSIGNED_TO_EDGE / UNASSIGNED_FROM_EDGE → ENTITY_ASSIGNED_TO_EDGE / ENTITY_UNASSIGNED_FROM_EDGE, ASSIGNED_TO_TENANT →
 * ENTITY_ASSIGNED_TO_TENANT. The originator is the entity, the data its JSON (a dashboard's `configuration` blanked, as
 * TB does), the metadata `userId`, `userName`, `customerId` (the entity's customer, when it has one) plus the action's
 * own keys (`assignedCustomerId`, `assignedCustomerName`, `unassignedCustomerId`, …). Attribute, time-series and
 * alarm actions made through the REST API reach the engine from the change bus instead (bus-events.ts).
 */
import type { SecurityUser } from '../security/jwt.js';
import type { ActionType, AuditTarget } from '../audit-logs/repo.js';
import type { EntityActionEvent, EntityActionExtra } from '../audit-logs/entity-actions.js';
import type { EventBus } from '../lib/event-bus.js';
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

/** The rule-engine message of an entity action; null for actions that push none or with no tenant to push to. */
export function entityActionMsg(
  actor: SecurityUser,
  target: AuditTarget,
  action: ActionType,
  extra: EntityActionExtra = {},
): TbMsg | null {
  const type = ENTITY_ACTION_MSG_TYPES[action];
  const tenantId = extra.tenantId ?? actor.tenantId;
  if (!type || !tenantId || tenantId === NULL_UUID) return null;
  const metadata: Record<string, string> = { userId: actor.userId, userName: actor.sub };
  if (target.customerId && target.customerId !== NULL_UUID) metadata['customerId'] = target.customerId;
  Object.assign(metadata, extra.metadata);
  let entity = extra.entity ?? {};
  if (target.entityType === 'DASHBOARD' && entity !== null && typeof entity === 'object')
    entity = { ...entity, configuration: '' };
  return createMsg({
    type,
    originator: { entityType: target.entityType, id: target.id },
    tenantId,
    metadata,
    data: JSON.stringify(entity),
  });
}

/** Feeds the entity actions announced on `bus` into the engine; returns the function that stops it. */
export function bridgeEntityActionsToEngine(
  bus: EventBus<EntityActionEvent>,
  engine: { pushInBackground(msg: TbMsg): void },
): () => void {
  return bus.subscribe(({ actor, target, action, extra }) => {
    const msg = entityActionMsg(actor, target, action, extra);
    if (msg) engine.pushInBackground(msg);
  });
}
