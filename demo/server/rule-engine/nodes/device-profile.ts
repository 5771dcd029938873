/**
 * The device profile node: evaluates the alarm rules of the originator device's profile (profile/*.ts) on every
 * message that updates device data (telemetry, client attributes, attribute updates and deletions), emits an ALARM
 * message by "Alarm Created" / "Alarm Updated" / "Alarm Severity Updated" / "Alarm Cleared" for every change, and
 * passes the incoming message on by Success. DURATION rules are also checked once a second while they wait, so an
 * alarm is raised when its time has passed even if the device says nothing more. Rule state lives in memory and is
 * rebuilt when the profile changes; with `persistAlarmRulesState` it is also stored per device in `rule_node_state`
 * (profile/persisted-state.ts) whenever it changes and read back when the device's state is built again (after a
 * restart), and `fetchAlarmRulesStateOnStart` rebuilds every stored device when the node starts, so a running
 * DURATION rule fires after a restart without waiting for the device's next message. ENTITY_DELETED of a device drops
 * its state.
 */
import type { AttributeScope } from '../../telemetry/bus.js';
import { isTbObject, parseTbJson } from '../../telemetry/json.js';
import { kvsFromObject, parseTelemetry } from '../../telemetry/kv.js';
import { createMsg, dataJson, type TbMsg } from '../message.js';
import { cfgBool, type NodeContext, type NodeFactory, type NodeOutput } from '../node-api.js';
import type { ProfileInfo } from '../profile-cache.js';
import { alarmMsg } from './alarm.js';
import { entityFields } from './entities.js';
import { AlarmState } from '../profile/alarm-state.js';
import {
  deleteDeviceState,
  listDeviceStates,
  loadDeviceState,
  saveDeviceState,
  type PersistedDeviceState,
} from '../profile/persisted-state.js';
import { DeviceSnapshot, ownerAttributes } from '../profile/snapshot.js';

const CHECK_MS = 1000;

interface DeviceState {
  profile: ProfileInfo;
  snap: DeviceSnapshot;
  alarms: AlarmState[];
  customerId: string | null;
  /** Serialises evaluations of one device. */
  lock: Promise<unknown>;
  /** State text last stored (persistAlarmRulesState): nothing is written while it does not change. */
  saved: string;
}

/** Key of a profile alarm in the persisted state: its id, else its type. */
function alarmKey(a: AlarmState): string {
  const id = a.def['id'];
  return typeof id === 'string' && id !== '' ? id : a.type;
}

/** The persisted state text of a device. */
function stateText(s: DeviceState, now: number): string {
  const state: PersistedDeviceState = { alarmStates: {} };
  for (const a of s.alarms) state.alarmStates[alarmKey(a)] = a.persisted(now);
  return JSON.stringify(state);
}

/** True when no rule of the device counts anything (nothing worth storing for a device never stored). */
function idle(s: DeviceState): boolean {
  return s.alarms.every((a) => {
    const p = a.persisted(Date.now());
    return [...Object.values(p.createRuleStates), p.clearRuleState].every(
      (r) => !r || (r.eventCount === 0 && r.lastEventTs === 0),
    );
  });
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
    const scope: AttributeScope | null =
      msg.type === 'POST_ATTRIBUTES_REQUEST'
        ? 'CLIENT_SCOPE'
        : ((['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] as const).find((s) => s === msg.metadata['scope']) ??
          null);
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

/** Runs the device's alarm rules on a message (keys: the changed keys; null = a timer tick). */
async function evaluate(
  ctx: NodeContext,
  s: DeviceState,
  msg: TbMsg,
  keys: readonly string[] | null,
): Promise<NodeOutput[]> {
  const owners = ownerAttributes(ctx.telemetry, msg.tenantId, s.customerId);
  const outs: NodeOutput[] = [];
  const now = Date.now();
  for (const a of s.alarms) {
    const change = await a.process(ctx.telemetry, s.snap, owners, keys, now);
    const flag =
      change?.relation === 'Alarm Created'
        ? 'isNewAlarm'
        : change?.relation === 'Alarm Cleared'
          ? 'isClearedAlarm'
          : 'isExistingAlarm';
    if (change) outs.push({ msg: alarmMsg(msg, change.alarm, flag), relations: [change.relation] });
  }
  return outs;
}

/** Runs `run` after the device's previous evaluation, one at a time per device. */
function locked<T>(s: DeviceState, run: () => Promise<T>): Promise<T> {
  const next = s.lock.then(run, run);
  s.lock = next.catch(() => {});
  return next;
}

/** The device states of one device profile node: by device id, with the node's id and whether it persists them. */
interface NodeStates {
  devices: Map<string, DeviceState>;
  nodeId: string;
  persist: boolean;
}

/**
 * The device's rule state for `profile`: the cached one while the profile is unchanged, else a fresh one (restored
 * from the stored state on first sight when the node persists it).
 */
async function deviceStateOf(
  node: NodeStates,
  ctx: NodeContext,
  msg: Pick<TbMsg, 'originator' | 'tenantId'>,
  profile: ProfileInfo,
): Promise<DeviceState> {
  const { devices, nodeId, persist } = node;
  const s = devices.get(msg.originator.id);
  if (s && s.profile === profile) return s;
  const fields = (await entityFields(ctx.db, msg.originator)) ?? {};
  const text = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const customer = typeof fields['customer_id'] === 'string' ? fields['customer_id'] : null;
  const fresh: DeviceState = {
    profile,
    customerId: customer,
    lock: s?.lock ?? Promise.resolve(),
    saved: s?.saved ?? '',
    snap: await DeviceSnapshot.load(ctx.telemetry, msg.originator, text),
    alarms: profile.alarms.map((a) => new AlarmState(a as Record<string, unknown>, msg.originator, msg.tenantId)),
  };
  if (persist && !s) {
    const stored = await loadDeviceState(ctx.db, nodeId, msg.originator.id);
    if (stored) {
      for (const a of fresh.alarms) a.restore(stored.alarmStates[alarmKey(a)]);
      fresh.saved = stateText(fresh, Date.now());
    }
  }
  const raced = devices.get(msg.originator.id);
  if (raced && raced !== s && raced.profile === profile) return raced;
  devices.set(msg.originator.id, fresh);
  return fresh;
}

const deviceProfile: NodeFactory = (def) => {
  const persist = cfgBool(def.config, 'persistAlarmRulesState');
  const fetchOnStart = persist && cfgBool(def.config, 'fetchAlarmRulesStateOnStart');
  const devices = new Map<string, DeviceState>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  const stateOf = (ctx: NodeContext, msg: Pick<TbMsg, 'originator' | 'tenantId'>, profile: ProfileInfo) =>
    deviceStateOf({ devices, nodeId: def.id, persist }, ctx, msg, profile);

  /** Stores the device's rule state when it changed (persistAlarmRulesState). */
  async function store(ctx: NodeContext, deviceId: string, s: DeviceState): Promise<void> {
    if (!persist || stopped) return;
    if (s.saved === '' && idle(s)) return;
    const text = stateText(s, Date.now());
    // lastEventTs moves with the clock while a DURATION runs: compare without it so a waiting rule is not rewritten each second.
    const stable = (t: string) =>
      t.replace(/"lastEventTs":\d+,"duration":\d+/g, (m) => (m.includes('"lastEventTs":0') ? m : 'running'));
    if (s.saved !== '' && stable(s.saved) === stable(text)) return;
    await saveDeviceState(ctx.db, def.id, deviceId, text);
    s.saved = text;
  }

  /** fetchAlarmRulesStateOnStart: rebuilds the stored devices so their DURATION rules keep being checked. */
  async function fetchStates(ctx: NodeContext): Promise<void> {
    for (const deviceId of await listDeviceStates(ctx.db, def.id)) {
      if (stopped || devices.has(deviceId)) continue;
      const profile = await ctx.profiles.profileOfDevice(def.tenantId, deviceId);
      if (!profile || profile.alarms.length === 0) continue;
      await stateOf(ctx, { originator: { entityType: 'DEVICE', id: deviceId }, tenantId: def.tenantId }, profile);
    }
  }

  return {
    process: async (msg, ctx) => {
      if (msg.originator.entityType !== 'DEVICE') return [{ msg, relations: ['Success'] }];
      if (msg.type === 'ENTITY_DELETED') {
        devices.delete(msg.originator.id);
        if (persist) await deleteDeviceState(ctx.db, def.id, msg.originator.id);
        return [{ msg, relations: ['Success'] }];
      }
      const profile = await ctx.profiles.profileOfDevice(msg.tenantId, msg.originator.id);
      if (!profile || profile.alarms.length === 0) return [{ msg, relations: ['Success'] }];
      const s = await stateOf(ctx, msg, profile);
      const alarms = await locked(s, async () => {
        const outs = await evaluate(ctx, s, msg, applyMsg(s.snap, msg));
        await store(ctx, msg.originator.id, s);
        return outs;
      });
      return [...alarms, { msg, relations: ['Success'] }];
    },
    start: (ctx) => {
      if (fetchOnStart)
        void fetchStates(ctx).catch((err: unknown) =>
          ctx.log(`device profile node ${def.id}: alarm rule states not fetched: ${String(err)}`),
        );
      timer = setInterval(() => {
        for (const s of devices.values()) {
          if (!s.alarms.some((a) => a.pending)) continue;
          const device = s.alarms[0]?.device;
          if (!device) continue;
          const tick = createMsg({
            type: 'ALARM',
            originator: device,
            metadata: {},
            data: '{}',
            tenantId: s.profile.tenantId,
          });
          void locked(s, async () => {
            const outs = await evaluate(ctx, s, tick, null);
            await store(ctx, device.id, s);
            return outs;
          }).then(
            (outs) => outs.forEach((o) => ctx.tellLater(o)),
            () => {},
          );
        }
      }, CHECK_MS);
      timer.unref?.();
    },
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      devices.clear();
    },
  };
};

/** Factories by short class name. */
export const PROFILE_NODES: Record<string, NodeFactory> = {
  'profile.TbDeviceProfileNode': deviceProfile,
};
