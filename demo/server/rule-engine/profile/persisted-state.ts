/**
 * Storage of the device profile node's alarm rule state (`rule_node_state`, migration 0011), ThingsBoard's
 * PersistedDeviceState: `{"alarmStates": {<profile alarm id>: {"createRuleStates": {<severity>: {eventCount,
 * lastEventTs, duration}}, "clearRuleState": {…}}}}` per (node, device), so DURATION and REPEATING counters survive a
 * restart when the node's `persistAlarmRulesState` is on.
 */
import type { Queryable } from '../../db/types.js';
import { uuidV1, uuidV1Time } from '../../lib/uuid.js';
import type { PersistedAlarmState } from './alarm-state.js';

/** The state of one device. */
export interface PersistedDeviceState {
  alarmStates: Record<string, PersistedAlarmState>;
}

function parse(text: string): PersistedDeviceState | null {
  try {
    const v = JSON.parse(text) as unknown;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
    const states = (v as { alarmStates?: unknown }).alarmStates;
    return {
      alarmStates:
        states !== null && typeof states === 'object' && !Array.isArray(states)
          ? (states as Record<string, PersistedAlarmState>)
          : {},
    };
  } catch {
    return null;
  }
}

/** The stored state of a device, null when there is none (or it is unreadable). */
export async function loadDeviceState(
  db: Queryable,
  nodeId: string,
  deviceId: string,
): Promise<PersistedDeviceState | null> {
  const { rows } = await db.query<{ state_data: string }>(
    'SELECT state_data FROM rule_node_state WHERE rule_node_id = $1 AND entity_id = $2',
    [nodeId, deviceId],
  );
  return rows[0] ? parse(rows[0].state_data) : null;
}

/** Every device with a stored state for a node (`fetchAlarmRulesStateOnStart`). */
export async function listDeviceStates(db: Queryable, nodeId: string): Promise<string[]> {
  const { rows } = await db.query<{ entity_id: string }>(
    "SELECT entity_id FROM rule_node_state WHERE rule_node_id = $1 AND entity_type = 'DEVICE' ORDER BY created_time",
    [nodeId],
  );
  return rows.map((r) => r.entity_id);
}

/** Stores (inserts or replaces) a device's state text. */
export async function saveDeviceState(
  db: Queryable,
  nodeId: string,
  deviceId: string,
  stateText: string,
): Promise<void> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO rule_node_state (id, created_time, rule_node_id, entity_type, entity_id, state_data) VALUES ($1, $2, $3, 'DEVICE', $4, $5)
     ON CONFLICT (rule_node_id, entity_id) DO UPDATE SET state_data = EXCLUDED.state_data`,
    [id, uuidV1Time(id), nodeId, deviceId, stateText],
  );
}

/** Forgets a device's state (the device was deleted). */
export async function deleteDeviceState(db: Queryable, nodeId: string, deviceId: string): Promise<void> {
  await db.query('DELETE FROM rule_node_state WHERE rule_node_id = $1 AND entity_id = $2', [nodeId, deviceId]);
}
