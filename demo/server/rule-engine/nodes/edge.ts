/**
 * Push to edge (ThingsBoard 3.3.1 semantics): telemetry, attribute and alarm messages of a device, asset, entity
 * view, dashboard, tenant, customer or edge become edge events in the edge event queue of every edge the
 * originator is assigned to (an EDGE originator: that edge; the tenant: all its edges; a customer: its edges).
 * POST_TELEMETRY_REQUEST → TIMESERIES_UPDATED `{data, ts}`; POST_ATTRIBUTES_REQUEST → POST_ATTRIBUTES and
 * ATTRIBUTES_UPDATED → ATTRIBUTES_UPDATED `{kv, scope}` (the metadata `scope`, else the node's); ATTRIBUTES_DELETED
 * `{keys, scope}`; ALARM → an ALARM event ADDED for the alarm id. Messages that came from an edge
 * (metadata `source` = `edge`) are dropped; other types and originators leave by Failure.
 */
import type { Queryable } from '../../db/types.js';
import { addEdgeEvent } from '../../edges/repo.js';
import { dataJson, type TbMsg } from '../message.js';
import { cfgString, NodeError, out, type NodeFactory } from '../node-api.js';

const SUPPORTED_ORIGINATORS = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD', 'TENANT', 'CUSTOMER', 'EDGE']);
const SUPPORTED_TYPES = new Set([
  'POST_TELEMETRY_REQUEST',
  'POST_ATTRIBUTES_REQUEST',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'ALARM',
]);

async function edgesOf(db: Queryable, msg: TbMsg): Promise<string[]> {
  const { entityType, id } = msg.originator;
  if (entityType === 'EDGE') return [id];
  const sql =
    entityType === 'TENANT'
      ? 'SELECT id FROM edge WHERE tenant_id = $1'
      : entityType === 'CUSTOMER'
        ? 'SELECT id FROM edge WHERE customer_id = $1'
        : "SELECT from_id AS id FROM relation WHERE to_id = $1 AND from_type = 'EDGE' AND relation_type_group = 'EDGE'";
  const { rows } = await db.query<{ id: string }>(sql, [id]);
  return rows.map((r) => r.id);
}

/** The edge event (action, type, entity id, body) of a message. */
export function edgeEventOf(
  msg: TbMsg,
  defaultScope: string,
): { action: string; type: string; entityId: string; body: unknown } {
  const data = dataJson(msg);
  if (msg.type === 'ALARM') {
    const alarmId = (data as { id?: { id?: string } } | null)?.id?.id;
    if (!alarmId) throw new NodeError('Alarm message has no alarm id');
    return { action: 'ADDED', type: 'ALARM', entityId: alarmId, body: null };
  }
  const type = msg.originator.entityType === 'ENTITY_VIEW' ? 'ENTITY_VIEW' : msg.originator.entityType;
  const scope = msg.metadata['scope'] ?? defaultScope;
  switch (msg.type) {
    case 'POST_TELEMETRY_REQUEST':
      return {
        action: 'TIMESERIES_UPDATED',
        type,
        entityId: msg.originator.id,
        body: { data, ts: msg.metadata['ts'] ?? null },
      };
    case 'POST_ATTRIBUTES_REQUEST':
    case 'ATTRIBUTES_UPDATED':
      return {
        action: msg.type === 'ATTRIBUTES_UPDATED' ? 'ATTRIBUTES_UPDATED' : 'POST_ATTRIBUTES',
        type,
        entityId: msg.originator.id,
        body: { kv: data, scope },
      };
    default:
      return {
        action: 'ATTRIBUTES_DELETED',
        type,
        entityId: msg.originator.id,
        body: { keys: (data as { attributes?: unknown } | null)?.attributes ?? [], scope },
      };
  }
}

const pushToEdge: NodeFactory = (def) => ({
  process: async (msg, ctx) => {
    if ((msg.metadata['source'] ?? '').toLowerCase() === 'edge') return [];
    if (!SUPPORTED_ORIGINATORS.has(msg.originator.entityType))
      throw new NodeError(`Unsupported originator type '${msg.originator.entityType}'`);
    if (!SUPPORTED_TYPES.has(msg.type)) throw new NodeError(`Unsupported msg type '${msg.type}'`);
    const event = edgeEventOf(msg, cfgString(def.config, 'scope', 'SERVER_SCOPE'));
    for (const edgeId of await edgesOf(ctx.db, msg))
      await addEdgeEvent(ctx.db, { tenantId: msg.tenantId, edgeId, ...event });
    return out(msg, 'Success');
  },
});

/** Factories by short class name. */
export const EDGE_NODES: Record<string, NodeFactory> = {
  'edge.TbMsgPushToEdgeNode': pushToEdge,
};
