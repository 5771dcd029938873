import { describe, expect, it, vi } from 'vitest';
import { csvValue, importRow, mapRow, mappingErrors } from '../../../src/api/bulk-import';
import { configureApi } from '../../../src/api/http';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('CSV import mapping', () => {
  it('reads cells like ThingsBoard: booleans, numbers, else text', () => {
    expect([
      csvValue('true'),
      csvValue('FALSE'),
      csvValue('42'),
      csvValue('-1.5'),
      csvValue('1e3'),
      csvValue('0x1'),
      csvValue(' a '),
    ]).toEqual([true, false, 42, -1.5, 1000, '0x1', ' a ']);
  });

  it('maps columns to entity fields, attributes per scope and timeseries', () => {
    const row = mapRow(
      [
        { type: 'NAME' },
        { type: 'TYPE' },
        { type: 'SERVER_ATTRIBUTE', key: 'floor' },
        { type: 'SHARED_ATTRIBUTE', key: 'cfg' },
        { type: 'TIMESERIES', key: 't' },
        { type: 'IS_GATEWAY' },
        { type: 'ACCESS_TOKEN' },
        { type: 'UNUSED' },
      ],
      [' Pump 1 ', 'pump', '3', 'on', '21.5', 'true', 'TOK', 'ignored'],
    );
    expect(row).toMatchObject({
      name: 'Pump 1',
      type: 'pump',
      gateway: true,
      accessToken: 'TOK',
      attributes: { SERVER_SCOPE: { floor: 3 }, SHARED_SCOPE: { cfg: 'on' } },
      timeseries: { t: 21.5 },
    });
  });

  it('requires one name column, a type column for assets and edges, and keys for attribute columns', () => {
    expect(mappingErrors('DEVICE', [{ type: 'NAME' }])).toEqual([]);
    expect(mappingErrors('ASSET', [{ type: 'NAME' }])).toEqual(['import.type-column-required']);
    expect(mappingErrors('DEVICE', [{ type: 'LABEL' }, { type: 'SERVER_ATTRIBUTE', key: ' ' }])).toEqual([
      'import.name-column-required',
      'import.key-required',
    ]);
    expect(mappingErrors('EDGE', [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'TYPE' }])).toEqual([
      'import.type-column-required',
      'import.duplicate-column-type',
    ]);
  });
});

describe('entity save rule of the import', () => {
  function server(createFails: boolean) {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST' && url.startsWith('/api/asset') && !body.id && createFails)
        return json({ status: 400, message: 'Asset with such name already exists!', errorCode: 31 }, 400);
      if (method === 'POST' && url.startsWith('/api/asset'))
        return json({ ...body, id: body.id ?? { entityType: 'ASSET', id: 'new' } });
      if (url.startsWith('/api/tenant/assets?assetName='))
        return json({ id: { entityType: 'ASSET', id: 'old' }, name: 'A', type: 'x', label: 'keep' });
      if (url === '/api/asset/old')
        return json({ id: { entityType: 'ASSET', id: 'old' }, name: 'A', type: 'x', label: 'keep', createdTime: 5 });
      return json(undefined);
    }) as unknown as typeof globalThis.fetch;
    configureApi({ fetch, baseUrl: '', getToken: () => 'T', onError: () => undefined });
    return calls;
  }
  const row = mapRow(
    [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'SERVER_ATTRIBUTE', key: 'k' }, { type: 'TIMESERIES', key: 'v' }],
    ['A', 'site', '1', '2'],
  );

  it('creates first, then writes attributes and timeseries', async () => {
    const calls = server(false);
    expect(await importRow('ASSET', row, true)).toBe('created');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/asset',
      'POST /api/plugins/telemetry/ASSET/new/SERVER_SCOPE',
      'POST /api/plugins/telemetry/ASSET/new/timeseries/ANY',
    ]);
    expect(calls[1]!.body).toEqual({ k: 1 });
  });

  it('on a failed create updates the entity found by name when allowed', async () => {
    const calls = server(true);
    expect(await importRow('ASSET', row, true)).toBe('updated');
    const update = calls.find((c) => c.method === 'POST' && c.url === '/api/asset' && (c.body as { id?: unknown }).id);
    expect(update?.body).toMatchObject({ id: { id: 'old' }, name: 'A', type: 'site', label: 'keep', createdTime: 5 });
  });

  it('reports the failure when updating is not allowed', async () => {
    server(true);
    await expect(importRow('ASSET', row, false)).rejects.toThrow('Asset with such name already exists!');
  });
});
