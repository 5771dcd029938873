/**
 * Enrichment nodes: they add metadata and pass the message on by Success. Originator attributes (`cs_`, `shared_`,
 * `ss_` prefixes; latest time series under their own key, or `{ts, value}` JSON with `getLatestValueWithTs`),
 * originator telemetry (a time window, FIRST / LAST / ALL), originator fields, and attributes (or latest
 * telemetry) of the related entity, the customer or the tenant mapped to metadata keys by `attrMapping`.
 */
import type { EntityId } from '../../lib/entity-id.js';
import type { AttributeScope } from '../../telemetry/bus.js';
import { valueAsString, type TsKvEntry } from '../../telemetry/kv.js';
import { withMsg, type TbMsg } from '../message.js';
import {
  cfgBool,
  cfgNumber,
  cfgObject,
  cfgString,
  cfgStrings,
  NodeError,
  out,
  type NodeContext,
  type NodeFactory,
} from '../node-api.js';
import { customerOf, entityFields, relatedEntities, relationsQueryConfig } from './entities.js';

const PREFIX: [string, AttributeScope, string][] = [
  ['clientAttributeNames', 'CLIENT_SCOPE', 'cs_'],
  ['sharedAttributeNames', 'SHARED_SCOPE', 'shared_'],
  ['serverAttributeNames', 'SERVER_SCOPE', 'ss_'],
];

const originatorAttributes: NodeFactory = (def) => {
  const c = def.config;
  const latestKeys = cfgStrings(c, 'latestTsKeyNames');
  const withTs = cfgBool(c, 'getLatestValueWithTs');
  const failIfAbsent = cfgBool(c, 'tellFailureIfAbsent');
  return {
    process: async (msg, ctx) => {
      const meta: Record<string, string> = { ...msg.metadata };
      const missing: string[] = [];
      for (const [key, scope, prefix] of PREFIX) {
        const names = cfgStrings(c, key);
        if (names.length === 0) continue;
        const found = await ctx.telemetry.attributes.find(msg.originator, scope, names);
        for (const a of found) meta[prefix + a.key] = valueAsString(a);
        for (const n of names) if (!found.some((a) => a.key === n)) missing.push(prefix + n);
      }
      if (latestKeys.length > 0) {
        const latest = await ctx.telemetry.timeseries.findLatest(msg.originator, latestKeys);
        for (const t of latest)
          meta[t.key] = withTs ? JSON.stringify({ ts: t.ts, value: valueAsString(t) }) : valueAsString(t);
        for (const k of latestKeys) if (!latest.some((t) => t.key === k)) missing.push(k);
      }
      if (failIfAbsent && missing.length > 0)
        throw new NodeError(
          `The following attribute/telemetry keys are not present in the DB: [${missing.join(', ')}]`,
        );
      return out(withMsg(msg, { metadata: meta }), 'Success');
    },
  };
};

const UNIT_MS: Record<string, number> = {
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};

const originatorTelemetry: NodeFactory = (def) => {
  const c = def.config;
  const keys = cfgStrings(c, 'latestTsKeyNames');
  const mode = cfgString(c, 'fetchMode', 'FIRST');
  const limit = Math.max(2, Math.min(cfgNumber(c, 'limit', 1000), 1000));
  return {
    process: async (msg, ctx) => {
      const now = Date.now();
      const startTs =
        now - cfgNumber(c, 'startInterval', 2) * (UNIT_MS[cfgString(c, 'startIntervalTimeUnit', 'MINUTES')] ?? 60_000);
      const endTs =
        now - cfgNumber(c, 'endInterval', 1) * (UNIT_MS[cfgString(c, 'endIntervalTimeUnit', 'MINUTES')] ?? 60_000);
      const order =
        mode === 'LAST'
          ? 'DESC'
          : mode === 'FIRST'
            ? 'ASC'
            : cfgString(c, 'orderBy', 'ASC') === 'DESC'
              ? 'DESC'
              : 'ASC';
      const history = await ctx.telemetry.timeseries.findHistory(msg.originator, {
        keys,
        startTs,
        endTs,
        interval: 0,
        limit: mode === 'ALL' ? limit : 1,
        agg: 'NONE',
        orderBy: order,
      });
      const meta: Record<string, string> = { ...msg.metadata };
      for (const [key, points] of history) {
        if (points.length === 0) continue;
        meta[key] =
          mode === 'ALL'
            ? JSON.stringify(points.map((p: TsKvEntry) => ({ ts: p.ts, value: valueAsString(p) })))
            : valueAsString(points[0] as TsKvEntry);
      }
      return out(withMsg(msg, { metadata: meta }), 'Success');
    },
  };
};

const originatorFields: NodeFactory = (def) => {
  const mapping = cfgObject(def.config, 'fieldsMapping');
  return {
    process: async (msg, ctx) => {
      const fields = await entityFields(ctx.db, msg.originator);
      if (!fields) throw new NodeError(`Fields of ${msg.originator.entityType} are not available`);
      const meta: Record<string, string> = { ...msg.metadata };
      for (const [field, target] of Object.entries(mapping)) {
        const v = field === 'id' ? msg.originator.id : fields[field === 'createdTime' ? 'created_time' : field];
        if (typeof target === 'string' && v !== null && v !== undefined) meta[target] = String(v);
      }
      return out(withMsg(msg, { metadata: meta }), 'Success');
    },
  };
};

/** Copies mapped attributes (or latest telemetry) of `source` into the message metadata. */
async function mapValues(
  ctx: NodeContext,
  msg: TbMsg,
  source: EntityId,
  mapping: Record<string, unknown>,
  telemetry: boolean,
): Promise<TbMsg> {
  const keys = Object.keys(mapping);
  const values = telemetry
    ? await ctx.telemetry.timeseries.findLatest(source, keys)
    : await ctx.telemetry.attributes.find(source, 'SERVER_SCOPE', keys);
  const meta: Record<string, string> = { ...msg.metadata };
  for (const v of values) {
    const target = mapping[v.key];
    if (typeof target === 'string') meta[target] = valueAsString(v);
  }
  return withMsg(msg, { metadata: meta });
}

/** Factory of attrMapping nodes whose source entity is found by `sourceOf`. */
function mappedNode(
  sourceOf: (msg: TbMsg, ctx: NodeContext, c: Record<string, unknown>) => Promise<EntityId | null>,
  what: string,
): NodeFactory {
  return (def) => {
    const mapping = cfgObject(def.config, 'attrMapping');
    const telemetry = cfgBool(def.config, 'telemetry');
    return {
      process: async (msg, ctx) => {
        const source = await sourceOf(msg, ctx, def.config);
        if (!source) throw new NodeError(`${what} not found`);
        return out(await mapValues(ctx, msg, source, mapping, telemetry), 'Success');
      },
    };
  };
}

/** Factories by short class name. */
export const ENRICHMENT_NODES: Record<string, NodeFactory> = {
  'metadata.TbGetAttributesNode': originatorAttributes,
  'metadata.TbGetTelemetryNode': originatorTelemetry,
  'metadata.TbGetOriginatorFieldsNode': originatorFields,
  'metadata.TbGetRelatedAttributeNode': mappedNode(
    async (msg, ctx, c) =>
      (await relatedEntities(ctx.db, msg.originator, relationsQueryConfig(c, 'relationsQuery')))[0] ?? null,
    'Related entity',
  ),
  'metadata.TbGetCustomerAttributeNode': mappedNode((msg, ctx) => customerOf(ctx.db, msg.originator), 'Customer'),
  'metadata.TbGetTenantAttributeNode': mappedNode(
    async (msg) => ({ entityType: 'TENANT', id: msg.tenantId }),
    'Tenant',
  ),
};
