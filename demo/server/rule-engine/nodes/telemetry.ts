/**
 * Save timeseries / save attributes: the message data (a telemetry payload, an attributes object) is parsed with
 * the device API's typing rules and stored through the telemetry services. As in ThingsBoard, save timeseries
 * takes only POST_TELEMETRY_REQUEST (timestamp from metadata `ts`, TTL from metadata `TTL` or `defaultTTL`) and
 * save attributes only POST_ATTRIBUTES_REQUEST (scope from the configuration); other types go to Failure.
 */
import type { ChangeOrigin } from '../../telemetry/bus.js';
import type { AttributeScope } from '../../telemetry/bus.js';
import { TbJsonError, isTbObject, parseTbJson, type TbJson } from '../../telemetry/json.js';
import { KvError, kvsFromObject, parseTelemetry } from '../../telemetry/kv.js';
import type { TbMsg } from '../message.js';
import { cfgNumber, cfgString, NodeError, out, type NodeFactory } from '../node-api.js';

/** Change origin of what a message stores (the device session, or the rule engine). */
export function originOf(msg: TbMsg): ChangeOrigin {
  return msg.sessionId ? { kind: 'device', id: msg.sessionId } : { kind: 'rule-engine' };
}

function parseData(msg: TbMsg): TbJson {
  try {
    return parseTbJson(msg.data, 32);
  } catch (err) {
    if (err instanceof TbJsonError) throw new NodeError(`Message data is not valid JSON: ${err.message}`);
    throw err;
  }
}

function requireType(msg: TbMsg, type: string): void {
  if (msg.type !== type) throw new NodeError(`Unsupported msg type: ${msg.type}`);
}

const saveTimeseries: NodeFactory = (def) => {
  const defaultTtl = cfgNumber(def.config, 'defaultTTL', 0);
  return {
    process: async (msg, ctx) => {
      requireType(msg, 'POST_TELEMETRY_REQUEST');
      const ts = Number(msg.metadata['ts']);
      let batches;
      try {
        batches = parseTelemetry(parseData(msg), Number.isFinite(ts) && ts > 0 ? ts : msg.ts, true);
      } catch (err) {
        if (err instanceof KvError) throw new NodeError(err.message);
        throw err;
      }
      const entries = batches.flatMap((b) => b.values.map((v) => ({ ...v, ts: b.ts })));
      if (entries.length === 0) throw new NodeError('Msg body is empty: ' + msg.data);
      const ttlMeta = Number(msg.metadata['TTL']);
      const ttl = Number.isFinite(ttlMeta) && ttlMeta > 0 ? ttlMeta : defaultTtl;
      await ctx.telemetry.timeseries.save(msg.tenantId, msg.originator, entries, {
        origin: originOf(msg),
        ...(ttl > 0 ? { ttlSeconds: ttl } : {}),
      });
      return out(msg, 'Success');
    },
  };
};

const SCOPES: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

const saveAttributes: NodeFactory = (def) => {
  const raw = cfgString(def.config, 'scope', 'SERVER_SCOPE');
  const scope = SCOPES.find((s) => s === raw);
  if (!scope) throw new Error(`Unknown attribute scope: ${raw}`);
  return {
    process: async (msg, ctx) => {
      requireType(msg, 'POST_ATTRIBUTES_REQUEST');
      const json = parseData(msg);
      if (!isTbObject(json)) throw new NodeError('Attributes must be a JSON object');
      let entries;
      try {
        entries = kvsFromObject(json, true);
      } catch (err) {
        if (err instanceof KvError) throw new NodeError(err.message);
        throw err;
      }
      await ctx.telemetry.attributes.save(msg.tenantId, msg.originator, scope, entries, { origin: originOf(msg) });
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const TELEMETRY_NODES: Record<string, NodeFactory> = {
  'telemetry.TbMsgTimeseriesNode': saveTimeseries,
  'telemetry.TbMsgAttributesNode': saveAttributes,
};
