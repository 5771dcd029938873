/**
 * The device profile node of the seeded root chain evaluating a profile's alarm rules: SIMPLE create and clear,
 * DURATION (raised by the periodic check once the time has passed, without another message) and REPEATING, with
 * the alarm messages leaving by "Alarm Created" / "Alarm Cleared".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture } from '../fixtures.js';
import { debugEvents, device, eventually, postTelemetry } from './support.js';

let f: Fixture;

beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

function numeric(key: string, operation: string, value: number) {
  return {
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue: value, userValue: null, dynamicValue: null } },
  };
}

function rule(filters: unknown[], spec: Record<string, unknown> = { type: 'SIMPLE' }, details: string | null = null) {
  return {
    condition: { condition: filters, spec },
    schedule: { type: 'ANY_TIME' },
    alarmDetails: details,
    dashboardId: null,
  };
}

async function profileWith(name: string, alarms: unknown[]): Promise<string> {
  const res = await f.req('POST', '/api/deviceProfile', 'ta', {
    name,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED' },
      alarms,
    },
  });
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body) as { id: { id: string } }).id.id;
}

async function alarms(
  deviceId: string,
): Promise<{ type: string; severity: string; status: string; details: unknown }[]> {
  const { rows } = await f.server.db.query<{ type: string; severity: string; status: string; details: unknown }>(
    'SELECT type, severity, status, details FROM alarm WHERE originator_id = $1 ORDER BY created_time',
    [deviceId],
  );
  return rows;
}

describe('device profile alarm rules', () => {
  it('raises a SIMPLE alarm (temperature > 30) and clears it with the clear rule', async () => {
    const profile = await profileWith('RE hot', [
      {
        id: 'hot',
        alarmType: 'Too hot',
        propagate: false,
        propagateRelationTypes: null,
        createRules: {
          CRITICAL: rule([numeric('temperature', 'GREATER', 30)], { type: 'SIMPLE' }, 'Temperature is ${temperature}'),
        },
        clearRule: rule([numeric('temperature', 'LESS_OR_EQUAL', 30)]),
      },
    ]);
    const d = await device(f, 'RE hot 1', profile);
    await postTelemetry(f, d.token, { temperature: 25 });
    expect(await alarms(d.id)).toEqual([]);
    await postTelemetry(f, d.token, { temperature: 35 });
    expect(await alarms(d.id)).toEqual([
      { type: 'Too hot', severity: 'CRITICAL', status: 'ACTIVE_UNACK', details: { data: 'Temperature is 35' } },
    ]);
    await postTelemetry(f, d.token, { temperature: 36 });
    expect((await alarms(d.id)).length).toBe(1);
    await postTelemetry(f, d.token, { temperature: 20 });
    expect((await alarms(d.id)).map((a) => a.status)).toEqual(['CLEARED_UNACK']);
    await postTelemetry(f, d.token, { temperature: 40 });
    expect((await alarms(d.id)).map((a) => a.status)).toEqual(['CLEARED_UNACK', 'ACTIVE_UNACK']);
    // Telemetry is still saved by the chain after the profile node.
    const latest = await f.req('GET', `/api/plugins/telemetry/DEVICE/${d.id}/values/timeseries?keys=temperature`, 'ta');
    expect(JSON.parse(latest.body)['temperature'][0].value).toBe('40');
  });

  it('leaves the profile node by "Alarm Created" and "Alarm Cleared"', async () => {
    const { rows } = await f.server.db.query<{ id: string; debug_mode: boolean }>(
      "SELECT n.id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE c.tenant_id = $1 AND c.root AND c.type = 'CORE' AND n.type LIKE '%TbDeviceProfileNode'",
      [f.tenantId],
    );
    const nodeId = rows[0]?.id as string;
    const meta = JSON.parse(
      (
        await f.req(
          'GET',
          `/api/ruleChain/${(await f.server.db.query<{ rule_chain_id: string }>('SELECT rule_chain_id FROM rule_node WHERE id = $1', [nodeId])).rows[0]?.rule_chain_id}/metadata`,
          'ta',
        )
      ).body,
    ) as { nodes: Record<string, unknown>[] };
    for (const n of meta.nodes) if ((n['id'] as { id: string }).id === nodeId) n['debugMode'] = true;
    expect((await f.req('POST', '/api/ruleChain/metadata', 'ta', meta)).statusCode).toBe(200);
    const profile = await profileWith('RE hot debug', [
      {
        id: 'hot',
        alarmType: 'Hot',
        createRules: { MAJOR: rule([numeric('t', 'GREATER', 30)]) },
        clearRule: rule([numeric('t', 'LESS', 10)]),
      },
    ]);
    const d = await device(f, 'RE hot 2', profile);
    await postTelemetry(f, d.token, { t: 31 });
    await postTelemetry(f, d.token, { t: 5 });
    const outs = (await debugEvents(f, nodeId)).filter(
      (e) => e.type === 'OUT' && e.msgType !== 'ACTIVITY_EVENT' && JSON.parse(e.metadata)['deviceName'] === 'RE hot 2',
    );
    expect(outs.map((e) => e.relationType)).toEqual(['Alarm Created', 'Success', 'Alarm Cleared', 'Success']);
    expect(outs[0]?.msgType).toBe('ALARM');
    expect(JSON.parse(outs[0]?.data ?? '{}')).toMatchObject({ type: 'Hot', severity: 'MAJOR', status: 'ACTIVE_UNACK' });
  });

  durationAndRepeatingAlarmTests();
});

function durationAndRepeatingAlarmTests(): void {
  it('raises a DURATION alarm once the condition held long enough, without another message', async () => {
    const profile = await profileWith('RE dry', [
      {
        id: 'dry',
        alarmType: 'Dry',
        createRules: {
          MINOR: rule([numeric('humidity', 'LESS', 20)], {
            type: 'DURATION',
            unit: 'SECONDS',
            predicate: { defaultValue: 1, userValue: null, dynamicValue: null },
          }),
        },
        clearRule: null,
      },
    ]);
    const d = await device(f, 'RE dry 1', profile);
    await postTelemetry(f, d.token, { humidity: 10 });
    expect(await alarms(d.id)).toEqual([]);
    const raised = await eventually(async () => {
      const list = await alarms(d.id);
      return list.length > 0 ? list : null;
    }, 5000);
    expect(raised.map((a) => [a.type, a.severity])).toEqual([['Dry', 'MINOR']]);

    // A break in the condition restarts the clock.
    const d2 = await device(f, 'RE dry 2', profile);
    await postTelemetry(f, d2.token, { humidity: 10 });
    await postTelemetry(f, d2.token, { humidity: 50 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await alarms(d2.id)).toEqual([]);
  });

  it('raises a REPEATING alarm on the third matching message in a row', async () => {
    const profile = await profileWith('RE spikes', [
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
    ]);
    const d = await device(f, 'RE spikes', profile);
    await postTelemetry(f, d.token, { v: 150 });
    await postTelemetry(f, d.token, { v: 150 });
    await postTelemetry(f, d.token, { v: 50 });
    await postTelemetry(f, d.token, { v: 150 });
    await postTelemetry(f, d.token, { v: 150 });
    expect(await alarms(d.id)).toEqual([]);
    await postTelemetry(f, d.token, { v: 150 });
    expect((await alarms(d.id)).map((a) => a.type)).toEqual(['Spikes']);
  });
}
