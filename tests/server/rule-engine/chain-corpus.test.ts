/**
 * Every rule chain file imports through the rule-chain save routes, as the console's import does, and messages of
 * each device message type run through it without breaking the engine (telemetry and attributes end up stored): our
 * fixtures (tests/fixtures/rule_chains) always, ThingsBoard 3.3.1's own exports with IOT_TB_COMPAT_DIR. A link to
 * another rule chain needs that chain in the tenant: a chain is created for each target and the link pointed at it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg } from '../../../demo/server/rule-engine/message.js';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../../fixtures/corpus.mjs';
import { fixture, type Fixture } from '../fixtures.js';
import { device, latest } from './support.js';

interface ChainFile {
  ruleChain: Record<string, unknown>;
  metadata: Record<string, unknown> & { ruleChainConnections?: { targetRuleChainId: { id: string } }[] | null };
}

let f: Fixture;

beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

async function createChain(body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await f.req('POST', '/api/ruleChain', 'ta', body);
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body) as { id: { id: string } }).id;
}

/** The metadata with each chain link pointed at a chain of this tenant, created once per target. */
async function withLocalTargets(meta: ChainFile['metadata'], name: string): Promise<ChainFile['metadata']> {
  const targets = new Map<string, { id: string }>();
  for (const link of meta.ruleChainConnections ?? []) {
    if (!targets.has(link.targetRuleChainId.id))
      targets.set(
        link.targetRuleChainId.id,
        await createChain({ name: `${name} target ${targets.size + 1}`, type: 'CORE' }),
      );
  }
  const links = (meta.ruleChainConnections ?? []).map((l) => ({
    ...l,
    targetRuleChainId: { entityType: 'RULE_CHAIN', id: targets.get(l.targetRuleChainId.id)!.id },
  }));
  return { ...meta, ruleChainConnections: meta.ruleChainConnections ? links : null };
}

for (const source of ['fixtures', 'compat'] as CorpusSource[]) {
  const off = source === 'compat' && !compatDir();
  const files = off ? [] : readCorpus(source, 'rule_chains');
  describe.skipIf(off)(
    source === 'fixtures'
      ? 'fixture rule chains'
      : `ThingsBoard rule chain exports (${off ? COMPAT_SKIP : 'IOT_TB_COMPAT_DIR'})`,
    () => {
      it('has chains to check', () => {
        expect(files.length).toBeGreaterThan(0);
      });

      it.each(files.map((c) => [c.name, c] as const))('%s imports and runs messages', async (file, entry) => {
        const exported = entry.json as ChainFile;
        const name = `${source} ${file}`;
        const chainId = await createChain({ ...exported.ruleChain, name, root: false });
        const metaRes = await f.req('POST', '/api/ruleChain/metadata', 'ta', {
          ...(await withLocalTargets(exported.metadata, name)),
          ruleChainId: { entityType: 'RULE_CHAIN', id: chainId.id },
        });
        expect(metaRes.statusCode).toBe(200);

        const d = await device(f, name);
        const originator = { entityType: 'DEVICE' as const, id: d.id };
        const base = { originator, tenantId: f.tenantId, metadata: { deviceName: name, deviceType: 'default' } };
        const engine = f.server.ruleEngine;
        await engine.push(createMsg({ ...base, type: 'POST_TELEMETRY_REQUEST', data: '{"compat":1}' }), chainId.id);
        await engine.push(
          createMsg({ ...base, type: 'POST_ATTRIBUTES_REQUEST', data: '{"compatAttr":"x"}' }),
          chainId.id,
        );
        await engine.push(
          createMsg({ ...base, type: 'TO_SERVER_RPC_REQUEST', data: '{"method":"m","params":{}}' }),
          chainId.id,
        );
        await engine.push(createMsg({ ...base, type: 'CONNECT_EVENT', data: '{"active":true}' }), chainId.id);
        await engine.push(createMsg({ ...base, type: 'POST_TELEMETRY_REQUEST', data: 'not json' }), chainId.id);
        expect((await latest(f, d.id, 'compat'))['compat']?.[0]?.value).toBe(1);
        const attrs = await f.req(
          'GET',
          `/api/plugins/telemetry/DEVICE/${d.id}/values/attributes/CLIENT_SCOPE?keys=compatAttr`,
          'ta',
        );
        expect(JSON.parse(attrs.body)).toEqual([expect.objectContaining({ key: 'compatAttr', value: 'x' })]);
      });
    },
  );
}
