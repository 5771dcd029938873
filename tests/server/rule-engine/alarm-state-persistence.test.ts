/**
 * The device profile node with `persistAlarmRulesState` / `fetchAlarmRulesStateOnStart` on: DURATION and REPEATING
 * counters are stored in `rule_node_state` and survive a server restart on the same data directory — a DURATION rule
 * that started before the restart fires after it without another message, and a REPEATING rule counts on from where
 * it was. With persistence off, nothing is stored and the counters start again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type IotServer } from '../../../demo/server/app.js';
import { getTemplate, login, TENANT } from '../helpers.js';
import type { Fixture } from '../fixtures.js';
import { device, eventually, installRoot, node, postTelemetry } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'iot-alarm-state-'));
const dataDir = join(dir, 'pglite');
const servers: IotServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fixture-like view of a server with the tenant admin logged in (only what the support helpers use). */
async function open(first: boolean): Promise<Fixture> {
  const server = await createServer(first ? { dataDir, template: await getTemplate() } : { dataDir });
  servers.push(server);
  const { token } = await login(server, TENANT);
  const req: Fixture['req'] = (method, url, _who, payload) =>
    server.app.inject({
      method,
      url,
      headers: { 'x-authorization': `Bearer ${token}` },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    server,
    tok: { sa: '', ta: token, cu: '', cb: '', tb: '' },
    tenantId: '',
    customerA: '',
    customerB: '',
    req,
  };
}

function numeric(key: string, operation: string, value: number) {
  return {
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue: value, userValue: null, dynamicValue: null } },
  };
}

function rule(filters: unknown[], spec: Record<string, unknown>) {
  return {
    condition: { condition: filters, spec },
    schedule: { type: 'ANY_TIME' },
    alarmDetails: null,
    dashboardId: null,
  };
}

async function profileWith(f: Fixture, name: string): Promise<string> {
  const res = await f.req('POST', '/api/deviceProfile', 'ta', {
    name,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED' },
      alarms: [
        {
          id: 'hot',
          alarmType: 'Hot for long',
          createRules: {
            MAJOR: rule([numeric('t', 'GREATER', 30)], {
              type: 'DURATION',
              unit: 'SECONDS',
              predicate: { defaultValue: 6, userValue: null, dynamicValue: null },
            }),
          },
        },
        {
          id: 'spikes',
          alarmType: 'Spikes',
          createRules: {
            WARNING: rule([numeric('v', 'GREATER', 100)], {
              type: 'REPEATING',
              predicate: { defaultValue: 3, userValue: null, dynamicValue: null },
            }),
          },
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { id: { id: string } }).id.id;
}

async function alarmTypes(f: Fixture, deviceId: string): Promise<string[]> {
  const { rows } = await f.server.db.query<{ type: string }>(
    'SELECT type FROM alarm WHERE originator_id = $1 ORDER BY type',
    [deviceId],
  );
  return rows.map((r) => r.type);
}

describe('persistent alarm rule state', () => {
  it('keeps DURATION and REPEATING counters across a restart when the node persists them', async () => {
    let f = await open(true);
    const [profileNode] = await installRoot(
      f,
      'Persisting root',
      [
        node('profile.TbDeviceProfileNode', 'Profile', {
          persistAlarmRulesState: true,
          fetchAlarmRulesStateOnStart: true,
        }),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
      ],
      [[0, 1, 'Success']],
    );
    const profile = await profileWith(f, 'Persisted rules');
    const d = await device(f, 'Persisted 1', profile);
    const started = Date.now();
    await postTelemetry(f, d.token, { t: 35 });
    await postTelemetry(f, d.token, { v: 150 });
    await postTelemetry(f, d.token, { v: 160 });
    expect(await alarmTypes(f, d.id)).toEqual([]);
    const stored = await f.server.db.query<{ state_data: string; entity_type: string }>(
      'SELECT state_data, entity_type FROM rule_node_state WHERE rule_node_id = $1 AND entity_id = $2',
      [profileNode, d.id],
    );
    expect(stored.rows[0]?.entity_type).toBe('DEVICE');
    const state = JSON.parse(stored.rows[0]?.state_data ?? '{}') as {
      alarmStates: Record<
        string,
        { createRuleStates: Record<string, { eventCount: number; lastEventTs: number; duration: number }> }
      >;
    };
    expect(state.alarmStates['spikes']?.createRuleStates['WARNING']?.eventCount).toBe(2);
    expect(state.alarmStates['hot']?.createRuleStates['MAJOR']?.lastEventTs).toBeGreaterThan(0);

    await f.server.close();
    f = await open(false);
    // No message since the restart: the fetched DURATION state is checked by the node's timer and fires ~6 s after t went above 30.
    await eventually(async () => (await alarmTypes(f, d.id)).includes('Hot for long'), 12_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5900);
    expect(await alarmTypes(f, d.id)).toEqual(['Hot for long']);
    // The third spike in a row (two before the restart) raises the REPEATING alarm.
    await postTelemetry(f, d.token, { v: 170 });
    expect(await alarmTypes(f, d.id)).toEqual(['Hot for long', 'Spikes']);
    await f.server.close();
  }, 60_000);

  it('stores nothing and starts counting again when persistence is off', async () => {
    let f = await open(false);
    await installRoot(
      f,
      'Memory root',
      [
        node('profile.TbDeviceProfileNode', 'Profile', {
          persistAlarmRulesState: false,
          fetchAlarmRulesStateOnStart: false,
        }),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
      ],
      [[0, 1, 'Success']],
    );
    const profile = await profileWith(f, 'Memory rules');
    const d = await device(f, 'Memory 1', profile);
    await postTelemetry(f, d.token, { v: 150 });
    await postTelemetry(f, d.token, { v: 160 });
    expect((await f.server.db.query('SELECT 1 FROM rule_node_state WHERE entity_id = $1', [d.id])).rows).toEqual([]);
    await f.server.close();
    f = await open(false);
    await postTelemetry(f, d.token, { v: 170 });
    expect(await alarmTypes(f, d.id)).toEqual([]);
    await f.server.close();
  }, 60_000);
});
