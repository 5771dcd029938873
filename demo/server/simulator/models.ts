/**
 * Value models of the simulated demo devices: each device kind drifts around a plausible operating point, so charts
 * look like real sensors (slow mean-reverting random walks, not white noise). Thermostats heat or cool towards their
 * setpoint (`targetTemperature`, changed by the shared attribute or the `setValue` RPC) and drain their battery.
 */
import type { DemoDevice } from '../seed/devices.js';

/** Random source in [0, 1) (injectable so tests can be deterministic). */
export type Random = () => number;

/** Operating point of one telemetry key: mean, typical spread, bounds, decimals. */
interface KeyModel {
  mean: number;
  spread: number;
  min: number;
  max: number;
  decimals: number;
}

const KEY_MODELS: Record<string, KeyModel> = {
  temperature: { mean: 22, spread: 1.5, min: -20, max: 60, decimals: 1 },
  humidity: { mean: 45, spread: 6, min: 5, max: 95, decimals: 1 },
  battery: { mean: 80, spread: 0, min: 0, max: 100, decimals: 1 },
  cpuTemperature: { mean: 52, spread: 4, min: 30, max: 85, decimals: 1 },
  cpuLoad: { mean: 25, spread: 12, min: 0, max: 100, decimals: 0 },
  pressure: { mean: 3.2, spread: 0.25, min: 0, max: 10, decimals: 2 },
  flow: { mean: 12, spread: 2, min: 0, max: 40, decimals: 1 },
  power: { mean: 1200, spread: 180, min: 0, max: 5000, decimals: 0 },
  voltage: { mean: 230, spread: 2.5, min: 200, max: 250, decimals: 1 },
};
const FALLBACK: KeyModel = { mean: 50, spread: 5, min: 0, max: 100, decimals: 1 };

function round(v: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** Roughly normal noise (sum of three uniforms), mean 0, standard deviation ≈ `sd`. */
function noise(random: Random, sd: number): number {
  return (random() + random() + random() - 1.5) * 2 * sd;
}

/** Stable small offset per device name, so two sensors of the same kind do not draw the same curve. */
function offsetOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return ((Math.abs(h) % 1000) / 1000 - 0.5) * 2;
}

/** The live state of one simulated device. */
export class DeviceModel {
  readonly values: Record<string, number> = {};
  /** Thermostat setpoint (°C); other kinds keep it for `getValue`/`setValue` as a generic control value. */
  setpoint: number;
  /** Generic switch state (`checkStatus`, boolean `setValue`). */
  on = true;
  private readonly means: Record<string, number> = {};

  constructor(
    readonly device: DemoDevice,
    private readonly random: Random = Math.random,
  ) {
    const offset = offsetOf(device.name);
    this.setpoint = device.name.endsWith('T2') ? 20 : 22;
    for (const key of device.telemetry) {
      const m = KEY_MODELS[key] ?? FALLBACK;
      this.means[key] = m.mean + offset * m.spread;
      this.values[key] = key === 'battery' ? 90 + offset * 8 : round(this.means[key], m.decimals);
    }
    if (this.isThermostat) this.values['temperature'] = this.setpoint + offset;
  }

  get isThermostat(): boolean {
    return this.device.profile === 'thermostat';
  }

  /** Advances the model by one reporting interval and returns the telemetry to publish. */
  step(): Record<string, number> {
    for (const key of this.device.telemetry) {
      const m = KEY_MODELS[key] ?? FALLBACK;
      const v = this.values[key] ?? m.mean;
      let next: number;
      if (key === 'battery')
        next = v < 8 ? 100 : v - 0.02 - this.random() * 0.03; // slow drain, "recharged" when low
      else if (key === 'temperature' && this.isThermostat)
        next = v + 0.15 * (this.setpoint - v) + noise(this.random, 0.08);
      else next = v + 0.1 * ((this.means[key] ?? m.mean) - v) + noise(this.random, m.spread * 0.15);
      this.values[key] = round(clamp(next, m.min, m.max), m.decimals);
    }
    return { ...this.values };
  }

  /** Client attributes reported on connect. */
  clientAttributes(): Record<string, unknown> {
    const serial = (this.device.accessToken || this.device.name.replace(/\W/g, '').toUpperCase()).slice(0, 8);
    const base = { firmwareVersion: '1.4.2', serialNumber: `SN-${serial}`, simulated: true };
    return this.isThermostat
      ? { ...base, model: 'TH-200', targetTemperature: this.setpoint }
      : { ...base, model: 'GEN-100' };
  }

  /** Applies a shared attribute pushed by the server (`targetTemperature` moves a thermostat's setpoint). */
  applyShared(attrs: Record<string, unknown>): boolean {
    const t = attrs['targetTemperature'];
    if (typeof t !== 'number' || !Number.isFinite(t)) return false;
    this.setpoint = clamp(t, 5, 35);
    return true;
  }

  /**
   * Answers a server-side RPC the demo controls send: `getValue`/`setValue` (knob: setpoint; switch: on/off),
   * `checkStatus` (LED indicator), `getTelemetry`. Anything else gets an error object, as a device firmware would.
   */
  rpc(method: string, params: unknown): unknown {
    switch (method) {
      case 'getValue':
        return this.isThermostat ? this.setpoint : this.on;
      case 'setValue':
        if (typeof params === 'boolean') this.on = params;
        else if (typeof params === 'number' && Number.isFinite(params)) this.setpoint = clamp(params, 5, 35);
        else return { error: 'setValue expects a number or a boolean' };
        return this.isThermostat ? this.setpoint : this.on;
      case 'checkStatus':
        return this.on;
      case 'getTelemetry':
        return { ...this.values };
      default:
        return { error: `Unsupported method: ${method}` };
    }
  }
}
