/**
 * Entity messages from the change bus: attribute changes and alarm acknowledge / clear made through the REST API
 * (origin `rest`) enter the rule engine as ATTRIBUTES_UPDATED (`scope` metadata, the attributes as data),
 * ATTRIBUTES_DELETED (`{"attributes": [keys]}`), TIMESERIES_DELETED (`{"timeseries": [keys], "startTs", "endTs"}`),
 * ALARM_ACK and ALARM_CLEAR (the alarm as data), with the acting user in `userId` / `userName` and their customer in
 * `customerId` metadata — so device profile rules see server-side attribute changes as ThingsBoard's do. Entity
 * saves, deletions and assignments enter from entity-actions.ts.
 * Writes made by devices or by the engine itself are not echoed.
 */
import { NULL_UUID } from '../lib/uuid.js';
import type { ChangeBus, ChangeEvent } from '../telemetry/bus.js';
import type { RuleEngine } from './engine.js';
import { createMsg, kvObjectJson, MSG_TYPES, type TbMsg } from './message.js';

function toMsg(e: ChangeEvent): TbMsg | null {
  if (e.origin?.kind !== 'rest') return null;
  // TB's logEntityAction metadata: the acting user and their customer.
  const metadata: Record<string, string> = e.origin.id ? { userId: e.origin.id } : {};
  if (e.origin.userName) metadata['userName'] = e.origin.userName;
  if (e.origin.customerId && e.origin.customerId !== NULL_UUID) metadata['customerId'] = e.origin.customerId;
  const base = { originator: e.entityId, tenantId: e.tenantId };
  switch (e.type) {
    case 'ATTRS_UPDATED':
      return createMsg({
        ...base,
        type: MSG_TYPES.ATTRIBUTES_UPDATED,
        metadata: { ...metadata, scope: e.scope },
        data: kvObjectJson(e.entries),
      });
    case 'ATTRS_DELETED':
      return createMsg({
        ...base,
        type: MSG_TYPES.ATTRIBUTES_DELETED,
        metadata: { ...metadata, scope: e.scope },
        data: JSON.stringify({ attributes: e.keys }),
      });
    case 'TS_DELETED':
      return createMsg({
        ...base,
        type: MSG_TYPES.TIMESERIES_DELETED,
        metadata,
        data: JSON.stringify({ timeseries: e.keys, startTs: e.startTs ?? null, endTs: e.endTs ?? null }),
      });
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

/** Subscribes the engine to the bus; returns the unsubscribe function. */
export function bridgeBusToEngine(bus: ChangeBus, engine: RuleEngine): () => void {
  return bus.on((e) => {
    if (e.remote) return;
    const msg = toMsg(e);
    if (msg) engine.pushInBackground(msg);
  });
}
