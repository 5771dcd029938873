/**
 * Device connectivity state, kept as SERVER_SCOPE attributes the way ThingsBoard's DeviceStateService does:
 * `active`, `lastConnectTime`, `lastDisconnectTime`, `lastActivityTime`, `inactivityAlarmTime`. A device is active
 * while its last activity is younger than its inactivity timeout (server attribute `inactivityTimeout`, ms, else
 * TB's default of 600 s); a periodic check turns it inactive. Transports report connect, disconnect and activity;
 * `lastActivityTime` is written at most once per {@link ACTIVITY_WRITE_MS} per device so ingest stays cheap.
 * Connect, disconnect, becoming active and becoming inactive are also sent to the rule engine (CONNECT_EVENT,
 * DISCONNECT_EVENT, ACTIVITY_EVENT, INACTIVITY_EVENT with the state as data), in the background.
 */
import type { KvEntry } from '../telemetry/kv.js';
import type { DeviceEventType, DeviceRef } from '../telemetry/sink.js';
import type { DevicePlane } from './device-api.js';

/** TB `state.defaultInactivityTimeoutInSec`. */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
/** TB `state.defaultStateCheckIntervalInSec`. */
export const DEFAULT_STATE_CHECK_MS = 60_000;
const ACTIVITY_WRITE_MS = 1_000;

interface State {
  device: DeviceRef;
  active: boolean;
  lastActivity: number;
  lastWritten: number;
  timeoutMs: number;
}

const long = (key: string, value: number): KvEntry => ({ key, type: 'LONG', value });
const bool = (key: string, value: boolean): KvEntry => ({ key, type: 'BOOLEAN', value });

/** Tracks devices seen by the transports. */
export class DeviceStateService {
  private readonly states = new Map<string, State>();
  private readonly timer: ReturnType<typeof setInterval>;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly plane: DevicePlane,
    checkIntervalMs = DEFAULT_STATE_CHECK_MS,
    private readonly defaultTimeoutMs = DEFAULT_INACTIVITY_TIMEOUT_MS,
  ) {
    this.timer = setInterval(() => void this.check(), checkIntervalMs);
    this.timer.unref?.();
  }

  /** Writes are serialised so attribute values never go back in time. */
  private save(device: DeviceRef, entries: KvEntry[]): Promise<void> {
    const run = () =>
      this.plane.telemetry.attributes.save(
        device.tenantId,
        { entityType: 'DEVICE', id: device.deviceId },
        'SERVER_SCOPE',
        entries,
        { origin: { kind: 'system' } },
      );
    this.chain = this.chain.then(run, run).catch(() => {});
    return this.chain;
  }

  /** Sends a connectivity event to the rule engine without holding up the transport. */
  private event(s: State, type: DeviceEventType, extra: Record<string, number> = {}): void {
    const state = { active: s.active, lastActivityTime: s.lastActivity, inactivityTimeout: s.timeoutMs, ...extra };
    this.plane.telemetry.sink.postDeviceEvent(s.device, type, state).catch(() => {});
  }

  private async stateOf(device: DeviceRef): Promise<State> {
    let s = this.states.get(device.deviceId);
    if (!s) {
      const attr = (
        await this.plane.telemetry.attributes.find({ entityType: 'DEVICE', id: device.deviceId }, 'SERVER_SCOPE', [
          'inactivityTimeout',
        ])
      )[0];
      const configured = attr && (attr.type === 'LONG' || attr.type === 'DOUBLE') ? Number(attr.value) : 0;
      s = {
        device,
        active: false,
        lastActivity: 0,
        lastWritten: 0,
        timeoutMs: configured > 0 ? configured : this.defaultTimeoutMs,
      };
      this.states.set(device.deviceId, s);
    }
    return s;
  }

  /** A transport session opened (MQTT CONNECT). */
  async connected(device: DeviceRef): Promise<void> {
    const s = await this.stateOf(device);
    const now = Date.now();
    s.lastActivity = now;
    s.lastWritten = now;
    const wasActive = s.active;
    s.active = true;
    await this.save(device, [
      long('lastConnectTime', now),
      long('lastActivityTime', now),
      ...(wasActive ? [] : [bool('active', true)]),
    ]);
    this.event(s, 'CONNECT_EVENT', { lastConnectTime: now });
  }

  /** A transport session closed. */
  async disconnected(device: DeviceRef): Promise<void> {
    const s = await this.stateOf(device);
    const now = Date.now();
    await this.save(device, [long('lastDisconnectTime', now)]);
    this.event(s, 'DISCONNECT_EVENT', { lastDisconnectTime: now });
  }

  /** The device sent something (telemetry, attributes, a request, a poll). */
  async activity(device: DeviceRef): Promise<void> {
    const s = await this.stateOf(device);
    const now = Date.now();
    s.lastActivity = now;
    const becameActive = !s.active;
    s.active = true;
    if (!becameActive && now - s.lastWritten < ACTIVITY_WRITE_MS) return;
    s.lastWritten = now;
    await this.save(device, [long('lastActivityTime', now), ...(becameActive ? [bool('active', true)] : [])]);
    if (becameActive) this.event(s, 'ACTIVITY_EVENT');
  }

  /** Turns devices inactive whose last activity is older than their timeout. */
  async check(now = Date.now()): Promise<void> {
    for (const s of this.states.values()) {
      if (!s.active || now - s.lastActivity < s.timeoutMs) continue;
      s.active = false;
      await this.save(s.device, [bool('active', false), long('inactivityAlarmTime', now)]);
      this.event(s, 'INACTIVITY_EVENT', { inactivityAlarmTime: now });
    }
  }

  /** Stops the periodic check and waits for pending writes. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
  }
}

declare module '../telemetry/services.js' {
  interface TelemetryServices {
    /** Device connectivity state. */
    readonly deviceState: DeviceStateService;
  }
}
