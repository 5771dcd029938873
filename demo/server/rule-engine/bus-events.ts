/**
 * Entity messages from the change bus: attribute changes and alarm acknowledge / clear made through the REST API
 * (origin `rest`) enter the rule engine as ATTRIBUTES_UPDATED (`scope` metadata, the attributes as data),
 * ATTRIBUTES_DELETED (`{"attributes": [keys]}`), ALARM_ACK and ALARM_CLEAR (the alarm as data), with the acting
 * user's id in `userId` metadata — so device profile rules see server-side attribute changes as ThingsBoard's do.
 * Writes made by devices or by the engine itself are not echoed.
 */
import type { EntityId } from '../lib/entity-id.js';
import type { ChangeBus, ChangeEvent } from '../telemetry/bus.js';
import type { RuleEngine } from './engine.js';
import { createMsg, kvObjectJson, MSG_TYPES, type TbMsg } from './message.js';

function toMsg(e: ChangeEvent): TbMsg | null {
  if (e.origin?.kind !== 'rest') return null;
  const metadata: Record<string, string> = e.origin.id ? { userId: e.origin.id } : {};
  const base = { originator: e.entityId, tenantId: e.tenantId };
  switch (e.type) {
    case 'ATTRS_UPDATED':
      return createMsg({ ...base, type: MSG_TYPES.ATTRIBUTES_UPDATED, metadata: { ...metadata, scope: e.scope }, data: kvObjectJson(e.entries) });
    case 'ATTRS_DELETED':
      return createMsg({ ...base, type: MSG_TYPES.ATTRIBUTES_DELETED, metadata: { ...metadata, scope: e.scope }, data: JSON.stringify({ attributes: e.keys }) });
    case 'ALARM_UPDATED': {
      // The later of ackTs / clearTs tells which action this update was (an acknowledged alarm may be cleared, and back).
      const status = String(e.alarm['status'] ?? '');
      const ackTs = Number(e.alarm['ackTs'] ?? 0);
      const clearTs = Number(e.alarm['clearTs'] ?? 0);
      const cleared = status.startsWith('CLEARED') && clearTs >= ackTs;
      const type = cleared ? MSG_TYPES.ALARM_CLEAR : status.endsWith('_ACK') ? MSG_TYPES.ALARM_ACK : null;
      return type ? createMsg({ ...base, type, metadata, data: JSON.stringify(e.alarm) }) : null;
    }
    default:
      return null;
  }
}

/** ENTITY_CREATED / ENTITY_UPDATED / ENTITY_DELETED of an entity saved through the REST API (entity JSON as data). */
export function entityMsg(tenantId: string, type: 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ENTITY_DELETED', entity: EntityId, data: unknown, userId: string): TbMsg {
  return createMsg({ type, originator: entity, tenantId, metadata: { userId }, data: JSON.stringify(data) });
}

/** Subscribes the engine to the bus; returns the unsubscribe function. */
export function bridgeBusToEngine(bus: ChangeBus, engine: RuleEngine): () => void {
  return bus.on((e) => {
    const msg = toMsg(e);
    if (msg) engine.pushInBackground(msg);
  });
}
