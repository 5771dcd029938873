/**
 * Script nodes on the quickjs sandbox (script/sandbox.ts) with ThingsBoard's contract: the function body gets
 * `msg` (the parsed data), `metadata` (string map) and `msgType`. Filter returns a boolean (True/False), switch
 * a relation name or an array of them, transform `{msg, metadata, msgType}` (or an array: several messages), log a
 * string written to the server log. An exception, a timeout or a wrong result type routes to Failure.
 */
import { dataJson, derivedMsg, withMsg, type TbMsg } from '../message.js';
import { cfgString, NodeError, out, type NodeContext, type NodeFactory, type NodeOutput } from '../node-api.js';

const ARGS = ['msg', 'metadata', 'msgType'];

/** Runs a node script on a message; returns the parsed result. @throws NodeError */
export async function runNodeScript(ctx: NodeContext, body: string, msg: TbMsg): Promise<unknown> {
  const data = dataJson(msg);
  const r = await ctx.runScript(body, ARGS, [data === null ? msg.data : data, { ...msg.metadata }, msg.type]);
  if (!r.ok) throw new NodeError(r.error);
  return r.json === undefined ? undefined : (JSON.parse(r.json) as unknown);
}

function kind(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/** Metadata of a script result: every value as a string (TB keeps string maps). */
export function stringMap(v: unknown): Record<string, string> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new NodeError(`Wrong metadata type: ${kind(v)}`);
  const outMap: Record<string, string> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === null || x === undefined) continue;
    outMap[k] = typeof x === 'string' ? x : JSON.stringify(x);
  }
  return outMap;
}

/** A transform result → message (missing parts keep the input's). */
export function unbindMsg(msg: TbMsg, v: unknown, fresh: boolean): TbMsg {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new NodeError(`Wrong result type: ${kind(v)}`);
  const r = v as Record<string, unknown>;
  const patch = {
    data: 'msg' in r ? JSON.stringify(r['msg'] ?? null) : msg.data,
    metadata: 'metadata' in r ? stringMap(r['metadata']) : msg.metadata,
    type: typeof r['msgType'] === 'string' ? r['msgType'] : msg.type,
  };
  return fresh ? derivedMsg(msg, patch) : withMsg(msg, patch);
}

const jsFilter: NodeFactory = (def) => {
  const script = cfgString(def.config, 'jsScript');
  return {
    process: async (msg, ctx) => {
      const v = await runNodeScript(ctx, script, msg);
      if (typeof v !== 'boolean') throw new NodeError(`Wrong result type: ${kind(v)}`);
      return out(msg, v ? 'True' : 'False');
    },
  };
};

const jsSwitch: NodeFactory = (def) => {
  const script = cfgString(def.config, 'jsScript');
  return {
    process: async (msg, ctx) => {
      const v = await runNodeScript(ctx, script, msg);
      if (typeof v === 'string') return out(msg, v);
      if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return out(msg, ...(v as string[]));
      throw new NodeError(`Wrong result type: ${kind(v)}`);
    },
  };
};

const transform: NodeFactory = (def) => {
  const script = cfgString(def.config, 'jsScript');
  return {
    process: async (msg, ctx): Promise<NodeOutput[]> => {
      const v = await runNodeScript(ctx, script, msg);
      if (Array.isArray(v)) return v.map((item) => ({ msg: unbindMsg(msg, item, true), relations: ['Success'] }));
      return out(unbindMsg(msg, v, false), 'Success');
    },
  };
};

const log: NodeFactory = (def) => {
  const script = cfgString(def.config, 'jsScript');
  return {
    process: async (msg, ctx) => {
      const v = await runNodeScript(ctx, script, msg);
      ctx.log(`[${def.name}] ${typeof v === 'string' ? v : JSON.stringify(v)}`);
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const SCRIPT_NODES: Record<string, NodeFactory> = {
  'filter.TbJsFilterNode': jsFilter,
  'filter.TbJsSwitchNode': jsSwitch,
  'transform.TbTransformMsgNode': transform,
  'action.TbLogNode': log,
};
