/**
 * Every rule chain export in the shared compatibility set (/work/shared/compat/rule_chains, read in place) imports
 * through the rule-chain save routes, as the console's import does, and messages of each device message type run
 * through it without breaking the engine (telemetry and attributes end up stored).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg } from '../../../demo/server/rule-engine/message.js';
import { fixture, type Fixture } from '../fixtures.js';
import { device, latest } from './support.js';

const DIR = '/work/shared/compat/rule_chains';
const FILES = readdirSync(DIR).filter((n) => n.endsWith('.json')).sort();

let f: Fixture;

beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

describe('compat rule chains', () => {
  it('has chains to check', () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  it.each(FILES)('%s imports and runs messages', async (file) => {
    const exported = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { ruleChain: Record<string, unknown>; metadata: Record<string, unknown> };
    const chainRes = await f.req('POST', '/api/ruleChain', 'ta', { ...exported.ruleChain, name: `compat ${file}`, root: false });
    expect(chainRes.statusCode).toBe(200);
    const chainId = (JSON.parse(chainRes.body) as { id: { id: string } }).id;
    const metaRes = await f.req('POST', '/api/ruleChain/metadata', 'ta', { ...exported.metadata, ruleChainId: chainId });
    expect(metaRes.statusCode).toBe(200);

    const d = await device(f, `compat ${file}`);
    const originator = { entityType: 'DEVICE' as const, id: d.id };
    const base = { originator, tenantId: f.tenantId, metadata: { deviceName: `compat ${file}`, deviceType: 'default' } };
    const engine = f.server.ruleEngine;
    await engine.push(createMsg({ ...base, type: 'POST_TELEMETRY_REQUEST', data: '{"compat":1}' }), chainId.id);
    await engine.push(createMsg({ ...base, type: 'POST_ATTRIBUTES_REQUEST', data: '{"compatAttr":"x"}' }), chainId.id);
    await engine.push(createMsg({ ...base, type: 'TO_SERVER_RPC_REQUEST', data: '{"method":"m","params":{}}' }), chainId.id);
    await engine.push(createMsg({ ...base, type: 'CONNECT_EVENT', data: '{"active":true}' }), chainId.id);
    await engine.push(createMsg({ ...base, type: 'POST_TELEMETRY_REQUEST', data: 'not json' }), chainId.id);
    expect((await latest(f, d.id, 'compat'))['compat']?.[0]?.value).toBe(1);
    const attrs = await f.req('GET', `/api/plugins/telemetry/DEVICE/${d.id}/values/attributes/CLIENT_SCOPE?keys=compatAttr`, 'ta');
    expect(JSON.parse(attrs.body)).toEqual([expect.objectContaining({ key: 'compatAttr', value: 'x' })]);
  });
});
