/**
 * Nodes that emit later or on their own: message delay (holds messages for a period, at most `maxPendingMsgs` at a
 * time), generator (a script makes a message every `periodInSeconds`, `msgCount` times or forever; started when its
 * chain is loaded, stopped when the chain is evicted), and acknowledge (passes the message on).
 */
import { ENTITY_TYPES, type EntityId } from '../../lib/entity-id.js';
import { createMsg, dataJson, type TbMsg } from '../message.js';
import {
  cfgBool,
  cfgNumber,
  cfgString,
  fillPattern,
  NodeError,
  type NodeContext,
  type NodeFactory,
  type NodeImpl,
} from '../node-api.js';
import { unbindMsg } from './script.js';

const delay: NodeFactory = (def) => {
  const c = def.config;
  const max = cfgNumber(c, 'maxPendingMsgs', 1000);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    process: async (msg, ctx) => {
      const seconds = cfgBool(c, 'useMetadataPeriodInSecondsPatterns')
        ? Number(fillPattern(cfgString(c, 'periodInSecondsPattern'), msg.metadata))
        : cfgNumber(c, 'periodInSeconds', 60);
      if (!Number.isFinite(seconds) || seconds < 0) throw new NodeError('Delay period is not a number of seconds');
      if (timers.size >= max) throw new NodeError('Max limit of pending messages reached!');
      const t = setTimeout(() => {
        timers.delete(t);
        ctx.tellLater({ msg, relations: ['Success'] });
      }, seconds * 1000);
      t.unref?.();
      timers.add(t);
      return [];
    },
    stop: () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
};

const generator: NodeFactory = (def): NodeImpl => {
  const c = def.config;
  const count = cfgNumber(c, 'msgCount', 0);
  const periodMs = Math.max(0.1, cfgNumber(c, 'periodInSeconds', 1)) * 1000;
  const script = cfgString(c, 'jsScript');
  const type = ENTITY_TYPES.find((t) => t === cfgString(c, 'originatorType'));
  const originator: EntityId =
    type && cfgString(c, 'originatorId')
      ? { entityType: type, id: cfgString(c, 'originatorId') }
      : { entityType: 'RULE_NODE', id: def.id };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let sent = 0;
  let prev: TbMsg = createMsg({ type: '', originator, metadata: {}, data: '{}', tenantId: def.tenantId });

  async function tick(ctx: NodeContext): Promise<void> {
    const r = await ctx.runScript(
      script,
      ['prevMsg', 'prevMetadata', 'prevMsgType'],
      [dataJson(prev) ?? {}, { ...prev.metadata }, prev.type],
    );
    if (!r.ok) throw new NodeError(r.error);
    const base = createMsg({
      type: 'POST_TELEMETRY_REQUEST',
      originator,
      metadata: {},
      data: '{}',
      tenantId: def.tenantId,
    });
    const msg = unbindMsg(base, r.json === undefined ? undefined : JSON.parse(r.json), false);
    prev = msg;
    ctx.tellLater({ msg, relations: ['Success'] });
  }

  function schedule(ctx: NodeContext): void {
    if (stopped || (count > 0 && sent >= count)) return;
    timer = setTimeout(() => {
      sent += 1;
      tick(ctx)
        .catch((err: unknown) =>
          ctx.tellLater({ msg: prev, relations: ['Failure'], error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(() => schedule(ctx));
    }, periodMs);
    timer.unref?.();
  }

  return {
    process: () => Promise.reject(new NodeError('The generator node takes no input')),
    start: (ctx) => schedule(ctx),
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
};

/** Factories by short class name. */
export const FLOW_NODES: Record<string, NodeFactory> = {
  'delay.TbMsgDelayNode': delay,
  'debug.TbMsgGeneratorNode': generator,
  'flow.TbAckNode': () => ({ process: async (msg) => [{ msg, relations: ['Success'] }] }),
};
