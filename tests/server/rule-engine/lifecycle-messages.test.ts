/**
 * Lifecycle messages of rule chains, device profiles and OTA packages, as ThingsBoard 3.3.1's controllers log them:
 * ENTITY_CREATED / ENTITY_UPDATED / ENTITY_DELETED into the root chain with the entity as originator and data and the
 * acting user in the metadata (a new root chain or default device profile updates the previous one too). ThingsBoard
 * 3.3.1 logs no entity action for widgets bundles and tenants, so saving those pushes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture } from '../fixtures.js';
import { debugEvents, eventually, installRoot, node, saveChain } from './support.js';

let f: Fixture;
let first = '';

beforeAll(async () => {
  f = await fixture();
  [first = ''] = await installRoot(
    f,
    'LC root',
    [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }, true)],
    [],
  );
});
afterAll(async () => {
  await f?.server.close();
});

type Seen = { type: string; entityType: string; data: Record<string, unknown>; metadata: Record<string, string> };

async function messagesOf(nodeId: string, id: string, count: number): Promise<Seen[]> {
  return eventually(async () => {
    const events = (await debugEvents(f, nodeId)).filter(
      (e) => e.type === 'IN' && (e as { entityId?: string }).entityId === id,
    );
    if (events.length < count) return null;
    return events.map((e) => ({
      type: e.msgType,
      entityType: String((e as { entityName?: string }).entityName),
      data: JSON.parse(e.data) as Record<string, unknown>,
      metadata: JSON.parse(e.metadata) as Record<string, string>,
    }));
  });
}

const ok = <T>(res: { statusCode: number; body: string }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.body ? JSON.parse(res.body) : null) as T;
};

describe('lifecycle messages', () => {
  it('rule chain: created, metadata updated, deleted', async () => {
    const { chainId } = await saveChain(f, 'LC chain', [node('flow.TbAckNode', 'Ack')], []);
    ok(await f.req('DELETE', `/api/ruleChain/${chainId}`, 'ta'));
    const seen = await messagesOf(first, chainId, 3);
    expect(seen.map((s) => s.type)).toEqual(['ENTITY_CREATED', 'ENTITY_UPDATED', 'ENTITY_DELETED']);
    expect(seen[0]).toMatchObject({
      entityType: 'RULE_CHAIN',
      data: { name: 'LC chain', type: 'CORE' },
      metadata: { userName: 'tenant@thingsboard.org' },
    });
    expect(seen[0]?.metadata['userId']).toBeTruthy();
  });

  it('rule chain: a new root updates the previous root too', async () => {
    const { chainId, nodeIds } = await saveChain(
      f,
      'LC new root',
      [node('filter.TbMsgTypeSwitchNode', 'Switch 2', { version: 0 }, true)],
      [],
    );
    const oldRoot = ok<{ data: { id: { id: string }; root: boolean }[] }>(
      await f.req('GET', '/api/ruleChains?pageSize=100&page=0', 'ta'),
    );
    const previous = oldRoot.data.find((c) => c.root)?.id.id as string;
    ok(await f.req('POST', `/api/ruleChain/${chainId}/root`, 'ta'));
    const [updatedOld] = await messagesOf(nodeIds[0] as string, previous, 1);
    const [updatedNew] = await messagesOf(nodeIds[0] as string, chainId, 1);
    expect([updatedOld?.type, updatedOld?.data['root'], updatedNew?.type, updatedNew?.data['root']]).toEqual([
      'ENTITY_UPDATED',
      false,
      'ENTITY_UPDATED',
      true,
    ]);
    ok(await f.req('POST', `/api/ruleChain/${previous}/root`, 'ta'));
  });

  it('device profile: created, updated, made default (with the previous default), deleted', async () => {
    const profile = ok<{ id: { id: string }; name: string }>(
      await f.req('POST', '/api/deviceProfile', 'ta', {
        name: 'LC profile',
        type: 'DEFAULT',
        transportType: 'DEFAULT',
        provisionType: 'DISABLED',
        profileData: {
          configuration: { type: 'DEFAULT' },
          transportConfiguration: { type: 'DEFAULT' },
          provisionConfiguration: { type: 'DISABLED' },
        },
      }),
    );
    ok(await f.req('POST', '/api/deviceProfile', 'ta', { ...profile, description: 'changed' }));
    const before = ok<{ id: { id: string } }>(await f.req('GET', '/api/deviceProfileInfo/default', 'ta'));
    ok(await f.req('POST', `/api/deviceProfile/${profile.id.id}/default`, 'ta'));
    ok(await f.req('POST', `/api/deviceProfile/${before.id.id}/default`, 'ta'));
    ok(await f.req('DELETE', `/api/deviceProfile/${profile.id.id}`, 'ta'));
    const seen = await messagesOf(first, profile.id.id, 5);
    expect(seen.map((s) => s.type)).toEqual([
      'ENTITY_CREATED',
      'ENTITY_UPDATED',
      'ENTITY_UPDATED',
      'ENTITY_UPDATED',
      'ENTITY_DELETED',
    ]);
    expect(seen.map((s) => s.data['default'])).toEqual([false, false, true, false, false]);
    expect(seen[0]).toMatchObject({ entityType: 'DEVICE_PROFILE', data: { name: 'LC profile' } });
    expect((await messagesOf(first, before.id.id, 2)).map((s) => s.type)).toEqual(['ENTITY_UPDATED', 'ENTITY_UPDATED']);
  });

  otaWidgetAndTenantTests();
});

function otaWidgetAndTenantTests(): void {
  it('OTA package: created, data uploaded, deleted', async () => {
    const profileId = ok<{ id: { id: string } }>(await f.req('GET', '/api/deviceProfileInfo/default', 'ta')).id.id;
    const pkg = ok<{ id: { id: string } }>(
      await f.req('POST', '/api/otaPackage', 'ta', {
        title: 'LC fw',
        version: '1.0',
        type: 'FIRMWARE',
        deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
      }),
    );
    const boundary = 'lcboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fw.bin"\r\nContent-Type: application/octet-stream\r\n\r\nfirmware\r\n--${boundary}--\r\n`;
    const up = await f.server.app.inject({
      method: 'POST',
      url: `/api/otaPackage/${pkg.id.id}?checksumAlgorithm=SHA256`,
      headers: { 'X-Authorization': `Bearer ${f.tok.ta}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    ok(await f.req('DELETE', `/api/otaPackage/${pkg.id.id}`, 'ta'));
    const seen = await messagesOf(first, pkg.id.id, 3);
    expect(seen.map((s) => s.type)).toEqual(['ENTITY_CREATED', 'ENTITY_UPDATED', 'ENTITY_DELETED']);
    expect(seen[1]).toMatchObject({
      entityType: 'OTA_PACKAGE',
      data: { title: 'LC fw', fileName: 'fw.bin', hasData: true },
    });
  });

  it('widgets bundles and tenants push nothing, as in ThingsBoard 3.3.1', async () => {
    const bundle = ok<{ id: { id: string } }>(await f.req('POST', '/api/widgetsBundle', 'ta', { title: 'LC bundle' }));
    const tenant = ok<Record<string, unknown>>(await f.req('GET', `/api/tenant/${f.tenantId}`, 'sa'));
    ok(await f.req('POST', '/api/tenant', 'sa', { ...tenant, city: 'Lviv' }));
    const { chainId } = await saveChain(f, 'LC marker', [], []); // a later message to wait for
    await messagesOf(first, chainId, 1);
    const all = await debugEvents(f, first);
    expect(
      all.filter((e) => [bundle.id.id, f.tenantId].includes(String((e as { entityId?: string }).entityId))),
    ).toEqual([]);
  });
}
