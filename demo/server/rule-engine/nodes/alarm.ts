/**
 * Create alarm / clear alarm. Create: a new alarm of the originator and type leaves by "Created", an active one is
 * updated and leaves by "Updated"; the alarm details come from the details script (`metadata.prevAlarmDetails`
 * holds the previous ones). Clear: the active alarm is cleared ("Cleared"), none → "False". The outgoing message is
 * an ALARM message whose data is the alarm and whose metadata flags isNewAlarm / isExistingAlarm / isClearedAlarm.
 */
import { SEVERITIES, toAlarm, type AlarmRow, type Severity } from '../../alarms/model.js';
import { dataJson, withMsg, type TbMsg } from '../message.js';
import {
  cfgBool,
  cfgString,
  cfgStrings,
  fillPattern,
  NodeError,
  out,
  type NodeContext,
  type NodeFactory,
  type NodeOutput,
} from '../node-api.js';
import { runNodeScript } from './script.js';

/** The ALARM message leaving an alarm node. */
export function alarmMsg(msg: TbMsg, row: AlarmRow, flag: 'isNewAlarm' | 'isExistingAlarm' | 'isClearedAlarm'): TbMsg {
  return withMsg(msg, {
    type: 'ALARM',
    data: JSON.stringify(toAlarm(row)),
    metadata: { ...msg.metadata, [flag]: 'true' },
  });
}

async function details(ctx: NodeContext, script: string, msg: TbMsg, prev: AlarmRow | null): Promise<unknown> {
  if (script.trim() === '') return prev?.details ?? null;
  const meta = prev ? { ...msg.metadata, prevAlarmDetails: JSON.stringify(prev.details ?? null) } : msg.metadata;
  return runNodeScript(ctx, script, withMsg(msg, { metadata: meta }));
}

const createAlarm: NodeFactory = (def) => {
  const c = def.config;
  const script = cfgString(c, 'alarmDetailsBuildJs');
  return {
    process: async (msg, ctx): Promise<NodeOutput[]> => {
      const fromMsg = cfgBool(c, 'useMessageAlarmData') ? ((dataJson(msg) ?? {}) as Record<string, unknown>) : null;
      const type =
        fromMsg && typeof fromMsg['type'] === 'string'
          ? fromMsg['type']
          : fillPattern(cfgString(c, 'alarmType', 'General Alarm'), msg.metadata);
      const sevRaw =
        fromMsg && typeof fromMsg['severity'] === 'string'
          ? fromMsg['severity']
          : fillPattern(cfgString(c, 'severity', 'CRITICAL'), msg.metadata);
      const severity = SEVERITIES.find((s): s is Severity => s === sevRaw);
      if (!severity) throw new NodeError(`Unknown alarm severity: ${sevRaw}`);
      const prev = await ctx.telemetry.alarms.activeOf(msg.tenantId, msg.originator.id, type);
      const now = Date.now();
      const res = await ctx.telemetry.alarms.createOrUpdate(
        msg.tenantId,
        {
          id: prev?.id ?? null,
          type,
          originator: msg.originator,
          severity,
          status: prev?.status ?? 'ACTIVE_UNACK',
          startTs: prev?.start_ts ?? now,
          endTs: now,
          ackTs: 0,
          clearTs: 0,
          details: fromMsg && 'details' in fromMsg ? fromMsg['details'] : await details(ctx, script, msg, prev),
          propagate: cfgBool(c, 'propagate'),
          propagateRelationTypes: cfgStrings(c, 'relationTypes'),
        },
        { kind: 'rule-engine' },
      );
      if (!res) throw new NodeError('Alarm vanished while it was updated');
      return res.created
        ? out(alarmMsg(msg, res.row, 'isNewAlarm'), 'Created')
        : out(alarmMsg(msg, res.row, 'isExistingAlarm'), 'Updated');
    },
  };
};

const clearAlarm: NodeFactory = (def) => {
  const c = def.config;
  const script = cfgString(c, 'alarmDetailsBuildJs');
  return {
    process: async (msg, ctx) => {
      const type = fillPattern(cfgString(c, 'alarmType', 'General Alarm'), msg.metadata);
      const active = await ctx.telemetry.alarms.activeOf(msg.tenantId, msg.originator.id, type);
      if (!active) return out(msg, 'False');
      const newDetails = await details(ctx, script, msg, active);
      if (script.trim() !== '') {
        await ctx.telemetry.alarms.createOrUpdate(
          msg.tenantId,
          {
            id: active.id,
            type,
            originator: msg.originator,
            severity: active.severity,
            status: active.status,
            startTs: active.start_ts,
            endTs: active.end_ts,
            ackTs: active.ack_ts,
            clearTs: 0,
            details: newDetails,
            propagate: active.propagate,
            propagateRelationTypes: [],
          },
          { kind: 'rule-engine' },
        );
      }
      await ctx.telemetry.alarms.clear(active.id, Date.now(), { kind: 'rule-engine' });
      const row = (await ctx.telemetry.alarms.findById(active.id)) ?? active;
      return out(alarmMsg(msg, row, 'isClearedAlarm'), 'Cleared');
    },
  };
};

/** Factories by short class name. */
export const ALARM_NODES: Record<string, NodeFactory> = {
  'action.TbCreateAlarmNode': createAlarm,
  'action.TbClearAlarmNode': clearAlarm,
};
