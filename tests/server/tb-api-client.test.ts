/**
 * Compatibility with the npm client `thingsboard_api@3.1.22`: it logs in, creates, lists, looks up and
 * deletes devices and assets, creates/reads/deletes relations, and saves and reads attributes — against the embedded
 * server on a real socket (the client builds `http://HOST:PORT/api/...` URLs and uses axios + node-fetch).
 *
 * Attributes live in the telemetry API (`/api/plugins/telemetry`).
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../demo/server/app.js';
import { startServer } from './helpers.js';

type Result = Record<string, unknown> & { error?: boolean; message?: string };
interface TbApi {
  createConnection(o: Record<string, string>): Promise<void>;
  get: {
    objectID(name: string, type: string, tokenFlag?: boolean): Promise<string | Result>;
    allObjectsIDbyType(customType: string, tbType: string, tokenFlag?: boolean): Promise<Result[] | Result>;
    relations(name: string, type: string, direction: string, level?: number): Promise<Result[] | Result>;
    getDeviceToken(id: string): Promise<string | Result>;
    objectIDandKeys(name: string, type: string, keys?: string | null): Promise<Result>;
  };
  push: {
    createEntity(name: string, customType: string, attributes: unknown, entityType: string): Promise<string | Result>;
    createRelation(name: string, type: string, parentName: string, parentType: string): Promise<Result | undefined>;
    pushAttributes(name: string, type: string, attributes: Record<string, unknown>): Promise<Result>;
  };
  delete: {
    deleteEntity(name: string, type: string): Promise<Result>;
    deleteRelation(
      fromId: string,
      fromType: string,
      toId: string,
      toType: string,
      relationType?: string,
    ): Promise<Result>;
  };
}

const require = createRequire(import.meta.url);
let server: IotServer;
let tb: TbApi;
let telemetryServed = false;

beforeAll(async () => {
  server = await startServer();
  telemetryServed = server.routes.some((r) => r.url.startsWith('/api/plugins/telemetry'));
  const { port } = await server.listen(0, '127.0.0.1');
  tb = require('thingsboard_api') as TbApi;
  await tb.createConnection({
    TB_HOST: '127.0.0.1',
    TB_PORT: String(port),
    TB_USERNAME: 'tenant@thingsboard.org',
    TB_PASSWORD: 'tenant',
    tokenID: 'iot',
  });
});
afterAll(async () => {
  await server?.close();
});

describe('thingsboard_api@3.1.22 against the embedded server', () => {
  it('logs in (token stored by the client)', () => {
    expect(process.env['iotTB_TOKEN']).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('creates, finds, lists and deletes devices', async () => {
    const id = await tb.push.createEntity('Client Device 1', 'client-type', null, 'device');
    expect(typeof id).toBe('string');
    expect(await tb.push.createEntity('Client Device 2', 'client-type', null, 'device')).toEqual(expect.any(String));
    expect(await tb.get.objectID('Client Device 1', 'device')).toBe(id);
    const withToken = (await tb.get.objectID('Client Device 1', 'device', true)) as Result;
    expect(withToken).toMatchObject({ id, name: 'Client Device 1', type: 'DEVICE' });
    expect(withToken['device_token']).toMatch(/^[A-Za-z0-9]{20}$/);
    const list = (await tb.get.allObjectsIDbyType('client-type', 'device', true)) as Result[];
    expect(list.map((d) => d['name']).sort()).toEqual(['Client Device 1', 'Client Device 2']);
    expect(list.every((d) => d['entityType'] === 'DEVICE' && typeof d['deviceToken'] === 'string')).toBe(true);
    expect(await tb.push.createEntity('Client Device 1', 'client-type', null, 'device')).toMatchObject({
      error: true,
      message: expect.stringContaining('Device with such name already exists!'),
    });
    expect(await tb.delete.deleteEntity('Client Device 2', 'device')).toEqual({ success: true });
    expect(await tb.get.objectID('Client Device 2', 'device')).toMatchObject({ error: true });
    expect(((await tb.get.allObjectsIDbyType('client-type', 'device')) as Result[]).map((d) => d['name'])).toEqual([
      'Client Device 1',
    ]);
  });

  it('creates, finds, lists and deletes assets, with names needing URL encoding', async () => {
    const id = await tb.push.createEntity('Client Hall & Annex', 'client-building', null, 'asset');
    expect(typeof id).toBe('string');
    expect(await tb.get.objectID('Client Hall & Annex', 'asset')).toBe(id);
    expect(((await tb.get.allObjectsIDbyType('client-building', 'asset')) as Result[]).map((a) => a['id'])).toEqual([
      id,
    ]);
    expect(await tb.delete.deleteEntity('Client Hall & Annex', 'asset')).toEqual({ success: true });
    expect(await tb.get.allObjectsIDbyType('client-building', 'asset')).toMatchObject({ error: true });
  });

  it('creates, reads (with names) and deletes relations', async () => {
    const assetId = (await tb.push.createEntity('Client Site', 'client-site', null, 'asset')) as string;
    const deviceId = (await tb.get.objectID('Client Device 1', 'device')) as string;
    expect(await tb.push.createRelation('Client Device 1', 'device', 'Client Site', 'asset')).toEqual({
      success: true,
    });
    const children = (await tb.get.relations('Client Site', 'asset', 'to', 1)) as Result[];
    expect(children).toEqual([{ id: deviceId, name: 'Client Device 1', entity_type: 'DEVICE' }]);
    const parents = (await tb.get.relations('Client Device 1', 'device', 'from', 1)) as Result[];
    expect(parents).toEqual([{ id: assetId, name: 'Client Site', entity_type: 'ASSET' }]);
    expect(await tb.delete.deleteRelation(assetId, 'ASSET', deviceId, 'DEVICE')).toEqual({ success: true });
    expect(await tb.get.relations('Client Site', 'asset', 'to', 1)).toMatchObject({
      error: true,
      message: expect.stringContaining('empty relations'),
    });
  });

  it('saves and reads attributes through /api/plugins/telemetry', async () => {
    expect(telemetryServed).toBe(true);
    await tb.push.createEntity('Client Meter', 'client-meter', null, 'asset');
    // The client also posts `{ts, values: null}` telemetry after the attributes; only the attributes matter here.
    await tb.push.pushAttributes('Client Meter', 'asset', { floor: 3, vendor: 'Acme', active: true });
    const read = await tb.get.objectIDandKeys('Client Meter', 'asset', 'floor,vendor,active');
    expect(read).toMatchObject({ name: 'Client Meter', floor: 3, vendor: 'Acme', active: true });
  });
});
