/**
 * Entity actions, as ThingsBoard's `logEntityAction` does them: one call writes the audit entry and announces the
 * action on the server's entity-action bus (`ctx.entityActions`). The rule engine listens there and turns each
 * action into its message (rule-engine/entity-actions.ts), so routes never import the rule engine.
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import type { EventBus } from '../lib/event-bus.js';
import { writeAudit, type ActionType, type AuditTarget } from './repo.js';

/** What an action adds to the audit entry and the message. */
export interface EntityActionExtra {
  /** The entity JSON (message data); `{}` when absent. */
  entity?: unknown;
  /** Tenant whose chain gets the message when the actor has none (a system administrator saving a tenant's user). */
  tenantId?: string | null;
  /** Action-specific metadata (`assignedCustomerId`, `assignedCustomerName`, `unassignedEdgeId`, …). */
  metadata?: Record<string, string>;
}

/** One entity action, as announced on the bus after its audit entry is written. */
export interface EntityActionEvent {
  actor: SecurityUser;
  target: AuditTarget;
  action: ActionType;
  extra: EntityActionExtra;
}

/** What {@link logEntityAction} needs of the server. */
export interface EntityActionContext {
  db: Queryable;
  entityActions: Pick<EventBus<EntityActionEvent>, 'emit'>;
}

/** Writes the audit entry of an action and announces it on the entity-action bus (TB's logEntityAction). */
export async function logEntityAction(
  ctx: EntityActionContext,
  actor: SecurityUser,
  target: AuditTarget,
  action: ActionType,
  actionData: Record<string, unknown> = {},
  extra: EntityActionExtra = {},
): Promise<void> {
  await writeAudit(ctx.db, actor, target, action, actionData);
  ctx.entityActions.emit({ actor, target, action, extra });
}

declare module '../context.js' {
  interface ServerContext {
    /** Entity actions (created, updated, assigned, …) after their audit entry; the rule engine subscribes. */
    entityActions: EventBus<EntityActionEvent>;
  }
}
