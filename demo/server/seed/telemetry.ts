/**
 * A little telemetry, attributes and alarm history for the demo devices, so charts and tables have data on a fresh
 * start: the last 24 h of temperature/humidity (every 10 min) for the thermostats and the DHT11 sensor, a few
 * attributes, one active and one cleared alarm. Deterministic values (no randomness).
 */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { KeyDictionary, writePoints, type StoredPoint } from '../telemetry/ts-repo.js';
import type { TsKvEntry } from '../telemetry/kv.js';

const DAY = 86_400_000;
const STEP = 600_000;

async function deviceId(
  tx: Queryable,
  tenantId: string,
  name: string,
): Promise<{ id: string; customer_id: string } | null> {
  const { rows } = await tx.query<{ id: string; customer_id: string }>(
    'SELECT id, customer_id FROM device WHERE tenant_id = $1 AND name = $2',
    [tenantId, name],
  );
  return rows[0] ?? null;
}

function series(now: number, base: number, amplitude: number, phase: number): { ts: number; value: number }[] {
  const start = Math.floor((now - DAY) / STEP) * STEP;
  const out: { ts: number; value: number }[] = [];
  for (let ts = start; ts <= now; ts += STEP) {
    const hour = (ts % DAY) / 3_600_000;
    out.push({ ts, value: Math.round((base + amplitude * Math.sin(((hour + phase) / 24) * 2 * Math.PI)) * 10) / 10 });
  }
  return out;
}

async function attribute(
  tx: Queryable,
  id: string,
  scope: string,
  key: string,
  cols: [boolean | null, string | null, number | null, number | null],
  ts: number,
) {
  await tx.query(
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v, last_update_ts)
     VALUES ('DEVICE', $1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [id, scope, key, ...cols, ts],
  );
}

async function alarm(
  tx: Queryable,
  tenantId: string,
  device: { id: string; customer_id: string },
  type: string,
  severity: string,
  status: string,
  startTs: number,
) {
  const id = uuidV1();
  const cleared = status.startsWith('CLEARED');
  await tx.query(
    `INSERT INTO alarm (id, created_time, tenant_id, customer_id, type, originator_id, originator_type, severity, status, start_ts, end_ts, ack_ts, clear_ts, details, propagate)
     VALUES ($1, $2, $3, $4, $5, $6, 'DEVICE', $7, $8, $9, $10, 0, $11, $12::jsonb, false)`,
    [
      id,
      uuidV1Time(id),
      tenantId,
      device.customer_id,
      type,
      device.id,
      severity,
      status,
      startTs,
      startTs + STEP,
      cleared ? startTs + 2 * STEP : 0,
      jsonParam({ message: `${type} detected` }),
    ],
  );
  await tx.query("INSERT INTO alarm_entity (entity_id, alarm_id, entity_type) VALUES ($1, $2, 'DEVICE')", [
    device.id,
    id,
  ]);
}

/** Seeds the history of the first demo tenant's devices. */
export async function seedTelemetryHistory(tx: Queryable, tenantId: string, now = Date.now()): Promise<void> {
  const dict = new KeyDictionary(tx);
  const keys = await dict.ensure(['temperature', 'humidity']);
  const points: StoredPoint[] = [];
  const plan: [string, number, number][] = [
    ['Thermostat T1', 21.5, 0],
    ['Thermostat T2', 19, 6],
    ['DHT11 Demo Device', 24, 3],
  ];
  const devices: Record<string, { id: string; customer_id: string }> = {};
  for (const [name, base, phase] of plan) {
    const d = await deviceId(tx, tenantId, name);
    if (!d) continue;
    devices[name] = d;
    for (const [key, b, amp] of [
      ['temperature', base, 2.5],
      ['humidity', 45 + phase, 8],
    ] as const) {
      for (const p of series(now, b, amp, phase)) {
        const entry: TsKvEntry = { key, type: 'DOUBLE', value: p.value, ts: p.ts };
        points.push({ entityId: d.id, keyId: keys.get(key) as number, entry, expireTs: null });
      }
    }
  }
  if (points.length === 0) return;
  await writePoints(tx, points);
  for (const [name, target] of [
    ['Thermostat T1', 22],
    ['Thermostat T2', 20],
  ] as const) {
    const d = devices[name];
    if (!d) continue;
    await attribute(tx, d.id, 'SHARED_SCOPE', 'targetTemperature', [null, null, target, null], now - DAY);
    await attribute(tx, d.id, 'CLIENT_SCOPE', 'firmwareVersion', [null, '1.4.2', null, null], now - DAY);
    await attribute(
      tx,
      d.id,
      'SERVER_SCOPE',
      'installationRoom',
      [null, name === 'Thermostat T1' ? 'Office' : 'Lab', null, null],
      now - DAY,
    );
  }
  const t1 = devices['Thermostat T1'];
  const t2 = devices['Thermostat T2'];
  if (t2) await alarm(tx, tenantId, t2, 'High Temperature', 'MAJOR', 'ACTIVE_UNACK', now - 2 * 3_600_000);
  if (t1) await alarm(tx, tenantId, t1, 'Low Humidity', 'WARNING', 'CLEARED_ACK', now - 8 * 3_600_000);
}
