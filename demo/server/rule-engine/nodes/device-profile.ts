/**
 * The device profile node: evaluates the alarm rules of the originator device's profile (profile/*.ts) on every
 * message that updates device data (telemetry, client attributes, attribute updates and deletions), emits an ALARM
 * message by "Alarm Created" / "Alarm Updated" / "Alarm Severity Updated" / "Alarm Cleared" for every change, and
 * passes the incoming message on by Success. DURATION rules are also checked once a second while they wait, so an
 * alarm is raised when its time has passed even if the device says nothing more. Rule state lives in memory
 * (`persistAlarmRulesState` is not supported); it is rebuilt when the profile changes.
 */
import type { AttributeScope } from '../../telemetry/bus.js';
import { isTbObject, parseTbJson } from '../../telemetry/json.js';
import { kvsFromObject, parseTelemetry } from '../../telemetry/kv.js';
import { createMsg, dataJson, type TbMsg } from '../message.js';
import type { NodeContext, NodeFactory, NodeOutput } from '../node-api.js';
import type { ProfileInfo } from '../profile-cache.js';
import { alarmMsg } from './alarm.js';
import { entityFields } from './entities.js';
import { AlarmState } from '../profile/alarm-state.js';
import { DeviceSnapshot, ownerAttributes } from '../profile/snapshot.js';

const CHECK_MS = 1000;

interface DeviceState {
  profile: ProfileInfo;
  snap: DeviceSnapshot;
  alarms: AlarmState[];
  customerId: string | null;
  /** Serialises evaluations of one device. */
  lock: Promise<unknown>;
}

/** Applies a message's data to the snapshot; returns the keys it updated. */
function applyMsg(snap: DeviceSnapshot, msg: TbMsg): string[] {
  try {
    if (msg.type === 'POST_TELEMETRY_REQUEST') {
      const keys: string[] = [];
      for (const b of parseTelemetry(parseTbJson(msg.data, 32), Number(msg.metadata['ts']) || msg.ts, true)) {
        for (const v of b.values) {
          const prev = snap.ts.get(v.key);
          if (!prev || prev.ts <= b.ts) snap.ts.set(v.key, { ...v, ts: b.ts });
          keys.push(v.key);
        }
      }
      return keys;
    }
    const scope: AttributeScope | null = msg.type === 'POST_ATTRIBUTES_REQUEST' ? 'CLIENT_SCOPE' : (['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] as const).find((s) => s === msg.metadata['scope']) ?? null;
    if (scope && (msg.type === 'POST_ATTRIBUTES_REQUEST' || msg.type === 'ATTRIBUTES_UPDATED')) {
      const json = parseTbJson(msg.data, 32);
      if (!isTbObject(json)) return [];
      const entries = kvsFromObject(json, true);
      for (const e of entries) snap.attrs[scope].set(e.key, e);
      return entries.map((e) => e.key);
    }
    if (scope && msg.type === 'ATTRIBUTES_DELETED') {
      const keys = (dataJson(msg) as { attributes?: unknown } | null)?.attributes;
      const list = Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
      for (const k of list) snap.attrs[scope].delete(k);
      return list;
    }
  } catch {
    // Unparsable data updates nothing; the message still passes on.
  }
  return [];
}

const deviceProfile: NodeFactory = () => {
  const devices = new Map<string, DeviceState>();
  let timer: ReturnType<typeof setInterval> | null = null;

  async function stateOf(ctx: NodeContext, msg: TbMsg, profile: ProfileInfo): Promise<DeviceState> {
    const s = devices.get(msg.originator.id);
    if (s && s.profile === profile) return s;
    const fields = (await entityFields(ctx.db, msg.originator)) ?? {};
    const text = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
    const customer = typeof fields['customer_id'] === 'string' ? fields['customer_id'] : null;
    const fresh: DeviceState = {
      profile, customerId: customer, lock: s?.lock ?? Promise.resolve(),
      snap: await DeviceSnapshot.load(ctx.telemetry, msg.originator, text),
      alarms: profile.alarms.map((a) => new AlarmState(a as Record<string, unknown>, msg.originator, msg.tenantId)),
    };
    devices.set(msg.originator.id, fresh);
    return fresh;
  }

  async function evaluate(ctx: NodeContext, s: DeviceState, msg: TbMsg, keys: readonly string[] | null): Promise<NodeOutput[]> {
    const owners = ownerAttributes(ctx.telemetry, msg.tenantId, s.customerId);
    const outs: NodeOutput[] = [];
    const now = Date.now();
    for (const a of s.alarms) {
      const change = await a.process(ctx.telemetry, s.snap, owners, keys, now);
      const flag = change?.relation === 'Alarm Created' ? 'isNewAlarm' : change?.relation === 'Alarm Cleared' ? 'isClearedAlarm' : 'isExistingAlarm';
      if (change) outs.push({ msg: alarmMsg(msg, change.alarm, flag), relations: [change.relation] });
    }
    return outs;
  }

  function locked<T>(s: DeviceState, run: () => Promise<T>): Promise<T> {
    const next = s.lock.then(run, run);
    s.lock = next.catch(() => {});
    return next;
  }

  return {
    process: async (msg, ctx) => {
      if (msg.originator.entityType !== 'DEVICE') return [{ msg, relations: ['Success'] }];
      const profile = await ctx.profiles.profileOfDevice(msg.tenantId, msg.originator.id);
      if (!profile || profile.alarms.length === 0) return [{ msg, relations: ['Success'] }];
      const s = await stateOf(ctx, msg, profile);
      const alarms = await locked(s, () => evaluate(ctx, s, msg, applyMsg(s.snap, msg)));
      return [...alarms, { msg, relations: ['Success'] }];
    },
    start: (ctx) => {
      timer = setInterval(() => {
        for (const s of devices.values()) {
          if (!s.alarms.some((a) => a.pending)) continue;
          const device = s.alarms[0]?.device;
          if (!device) continue;
          const tick = createMsg({ type: 'ALARM', originator: device, metadata: {}, data: '{}', tenantId: s.profile.tenantId });
          void locked(s, () => evaluate(ctx, s, tick, null)).then((outs) => outs.forEach((o) => ctx.tellLater(o)), () => {});
        }
      }, CHECK_MS);
      timer.unref?.();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      devices.clear();
    },
  };
};

/** Factories by short class name. */
export const PROFILE_NODES: Record<string, NodeFactory> = {
  'profile.TbDeviceProfileNode': deviceProfile,
};
