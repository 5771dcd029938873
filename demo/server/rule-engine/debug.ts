/**
 * DEBUG_RULE_NODE events of nodes in debug mode, stored in the `event` table that `/api/events/RULE_NODE/{id}/…`
 * and `GET /api/ruleNode/{id}/debugIn` read. Body fields as ThingsBoard's debug events carry them: `type` (IN/OUT),
 * `server`, `entityId`/`entityName` (the originator id and type), `msgId`, `msgType`, `relationType`, `dataType`,
 * `data`, `metadata` (JSON text) and `error` when the node failed.
 */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import type { TbMsg } from './message.js';
import type { NodeDef } from './node-api.js';

/** Name of this server in event bodies. */
export const SERVER_NAME = 'iot-console';

/** Records one IN or OUT event of a node. */
export async function writeDebugEvent(
  db: Queryable,
  node: NodeDef,
  direction: 'IN' | 'OUT',
  msg: TbMsg,
  relationType: string,
  error?: string,
): Promise<void> {
  const id = uuidV1();
  const body: Record<string, unknown> = {
    type: direction,
    server: SERVER_NAME,
    entityId: msg.originator.id,
    entityName: msg.originator.entityType,
    msgId: msg.id,
    msgType: msg.type,
    relationType,
    dataType: 'JSON',
    data: msg.data,
    metadata: JSON.stringify(msg.metadata),
  };
  if (error) body['error'] = error;
  await db.query(
    "INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES ($1, $2, $3, 'RULE_NODE', $4, 'DEBUG_RULE_NODE', $5, $6::jsonb)",
    [id, uuidV1Time(id), node.tenantId, node.id, id, jsonParam(body)],
  );
}
