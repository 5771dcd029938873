/**
 * Change originator: the message continues with the originator's customer, the tenant, the first related entity
 * (relations query) or, for alarm messages, the alarm's originator. Failure when there is none.
 */
import type { EntityId, EntityType } from '../../lib/entity-id.js';
import { ENTITY_TYPES } from '../../lib/entity-id.js';
import { dataJson, withMsg } from '../message.js';
import { cfgString, NodeError, out, type NodeFactory } from '../node-api.js';
import { customerOf, relatedEntities, relationsQueryConfig } from './entities.js';

function alarmOriginator(data: unknown): EntityId | null {
  if (data === null || typeof data !== 'object') return null;
  const o = (data as Record<string, unknown>)['originator'];
  if (o === null || typeof o !== 'object') return null;
  const { entityType, id } = o as Record<string, unknown>;
  const type = ENTITY_TYPES.find((t): t is EntityType => t === entityType);
  return type && typeof id === 'string' ? { entityType: type, id } : null;
}

const changeOriginator: NodeFactory = (def) => {
  const source = cfgString(def.config, 'originatorSource', 'CUSTOMER');
  if (!['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR'].includes(source))
    throw new Error(`Unknown originator source: ${source}`);
  const query = relationsQueryConfig(def.config, 'relationsQuery');
  return {
    process: async (msg, ctx) => {
      let next: EntityId | null;
      if (source === 'CUSTOMER') next = await customerOf(ctx.db, msg.originator);
      else if (source === 'TENANT') next = { entityType: 'TENANT', id: msg.tenantId };
      else if (source === 'RELATED') next = (await relatedEntities(ctx.db, msg.originator, query))[0] ?? null;
      else next = alarmOriginator(dataJson(msg));
      if (!next) throw new NodeError(`Failed to find new originator (${source})`);
      return out(withMsg(msg, { originator: next }), 'Success');
    },
  };
};

/** Factories by short class name. */
export const TRANSFORM_NODES: Record<string, NodeFactory> = {
  'transform.TbChangeOriginatorNode': changeOriginator,
};
