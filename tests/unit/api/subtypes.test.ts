import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAsset } from '../../../src/api/assets';
import { configureApi } from '../../../src/api/http';
import { clearSubtypes, getEntitySubtypes, uniqueSubtypes } from '../../../src/api/subtypes';

function serve(handler: (url: string, init: RequestInit) => Response) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(input)}`);
    return handler(String(input), init);
  }) as unknown as typeof globalThis.fetch;
  configureApi({ fetch, baseUrl: '', getToken: () => 'T', onError: () => undefined });
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  for (const t of ['ASSET', 'DEVICE', 'EDGE', 'ENTITY_VIEW'] as const) clearSubtypes(t);
});

describe('subtype lists and caches', () => {
  it('de-duplicates and sorts', () => {
    expect(uniqueSubtypes(['b', 'a', 'b', '', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('caches one list per entity type until an entity of that type is saved', async () => {
    let types = ['floor', 'building', 'floor'];
    const calls = serve((url) => {
      if (url.endsWith('/api/asset/types')) return json(types.map((type) => ({ type, entityType: 'ASSET' })));
      return json({ id: { entityType: 'ASSET', id: 'a1' }, name: 'x', type: 'site' });
    });
    expect(await getEntitySubtypes('ASSET')).toEqual(['building', 'floor']);
    types = ['site'];
    expect(await getEntitySubtypes('ASSET')).toEqual(['building', 'floor']);
    expect(calls.filter((c) => c.endsWith('/types'))).toHaveLength(1);
    await saveAsset({ name: 'x', type: 'site' });
    expect(await getEntitySubtypes('ASSET')).toEqual(['site']);
    expect(calls.filter((c) => c.endsWith('/types'))).toHaveLength(2);
  });

  it('answers an empty list when the lookup fails, and tries again next time', async () => {
    let fail = true;
    serve(() => (fail ? json({ status: 500, message: 'boom', errorCode: 2 }, 500) : json([{ type: 'gw' }])));
    expect(await getEntitySubtypes('DEVICE')).toEqual([]);
    fail = false;
    expect(await getEntitySubtypes('DEVICE')).toEqual(['gw']);
  });
});
