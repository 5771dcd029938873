/**
 * One simulated device on the device HTTP API (`POST /api/v1/{token}/attributes|telemetry`), as a constrained
 * device without a persistent connection would report: client attributes once, telemetry every interval.
 */
import type { DeviceModel } from './models.js';
import type { SimulatedDevice } from './mqtt-device.js';

/** Starts posting `model`'s telemetry to `baseUrl` every `intervalMs` (±25 % jitter). */
export function startHttpDevice(
  baseUrl: string,
  model: DeviceModel,
  intervalMs: number,
  log: (msg: string) => void,
): SimulatedDevice {
  const prefix = `${baseUrl}/api/v1/${encodeURIComponent(model.device.accessToken)}`;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const post = async (path: string, body: unknown): Promise<void> => {
    const res = await fetch(`${prefix}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    await res.arrayBuffer();
    if (res.status === 401) {
      log(`simulator: ${model.device.name} was refused (token ${model.device.accessToken} unknown); not retrying`);
      stopped = true;
    }
  };
  let reported = false;
  const tick = async (): Promise<void> => {
    if (!reported) {
      await post('attributes', model.clientAttributes());
      reported = true;
    }
    if (!stopped) await post('telemetry', model.step());
  };
  const schedule = (delay: number): void => {
    timer = setTimeout(() => {
      if (stopped) return;
      inFlight = tick().catch(() => {}); // server restarting or busy: try again next interval
      void inFlight.then(() => {
        if (!stopped) schedule(intervalMs * (0.75 + Math.random() * 0.5));
      });
    }, delay);
  };
  schedule(Math.random() * intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await inFlight;
    },
  };
}
