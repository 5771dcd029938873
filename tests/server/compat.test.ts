/**
 * What real ThingsBoard clients (the Python REST client, the device SDKs) need from a server beyond the happy path —
 * header spellings, error body shapes, strict JSON fields, quirks of ThingsBoard 3.3.1 — checked over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, Agent } from 'node:http';
import type { IotServer } from '../../demo/server/app.js';
import { NULL_UUID } from '../../demo/server/lib/uuid.js';
import { TENANT, startServer } from './helpers.js';

let server: IotServer;
let base = '';
let token = '';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Res {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  socket: unknown;
}

function call(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    const length = body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {};
    const req = request(
      `${base}${path}`,
      { method, agent, headers: { 'x-authorization': `Bearer ${token}`, ...length, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            socket: res.socket,
          }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  server = await startServer();
  const { port } = await server.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
  const login = await call(
    'POST',
    '/api/auth/login',
    JSON.stringify({ username: TENANT.username, password: TENANT.password }),
    json,
  );
  token = (JSON.parse(login.text) as { token: string }).token;
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

describe('ThingsBoard client compatibility', () => {
  it('reuses one kept-alive socket across requests (no "socket hang up")', async () => {
    const a = await call('GET', '/api/auth/user');
    const b = await call('GET', '/api/auth/user');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.socket).toBe(b.socket);
  });

  it('accepts Content-Type: application/json on body-less GETs and axios charset variants', async () => {
    expect((await call('GET', '/api/tenant/devices?pageSize=1&page=0', undefined, json)).status).toBe(200);
    const res = await call('POST', '/api/device', JSON.stringify({ name: 'Compat 1' }), {
      'content-type': 'application/json;charset=utf-8',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('creates, reads, deletes with a {} body on DELETE; empty 200 bodies; 404/32 after delete', async () => {
    const created = JSON.parse(
      (await call('POST', '/api/device', JSON.stringify({ name: 'Compat 2', type: 'compat' }), json)).text,
    ) as {
      id: { entityType: string; id: string };
      customerId: { entityType: string; id: string };
      createdTime: unknown;
    };
    expect(created.id.entityType).toBe('DEVICE');
    expect(created.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
    expect(Number.isInteger(created.createdTime)).toBe(true);
    const creds = JSON.parse((await call('GET', `/api/device/${created.id.id}/credentials`)).text) as Record<
      string,
      unknown
    >;
    expect(creds).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsValue: null });
    const del = await call('DELETE', `/api/device/${created.id.id}`, '{}', json);
    expect([del.status, del.text], del.text).toEqual([200, '']);
    const gone = await call('GET', `/api/device/${created.id.id}`);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toMatchObject({
      status: 404,
      errorCode: 32,
      message: "Requested item wasn't found!",
    });
    expect(JSON.parse(gone.text).timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
  });

  it('POST /api/relation and POST /api/auth/logout answer 200 with an empty body', async () => {
    const a = JSON.parse(
      (await call('POST', '/api/asset', JSON.stringify({ name: 'Compat A', type: 't' }), json)).text,
    ) as { id: object };
    const d = JSON.parse((await call('POST', '/api/device', JSON.stringify({ name: 'Compat D' }), json)).text) as {
      id: object;
    };
    const rel = await call('POST', '/api/relation', JSON.stringify({ from: a.id, to: d.id, type: 'Contains' }), json);
    expect([rel.status, rel.text]).toEqual([200, '']);
    const out = await call('POST', '/api/auth/logout', '{}', json);
    expect([out.status, out.text]).toEqual([200, '']);
  });

  it('accepts additionalInfo sent back as a string (Python client) and Python booleans in queries', async () => {
    const res = await call(
      'POST',
      '/api/device',
      JSON.stringify({ name: 'Compat Py', additionalInfo: "{'gateway': False}" }),
      json,
    );
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as { additionalInfo: unknown }).additionalInfo).toBe("{'gateway': False}");
    const page = JSON.parse(
      (await call('GET', '/api/tenant/dashboards?pageSize=999999999&page=0&mobile=True')).text,
    ) as Record<string, unknown>;
    expect(typeof page['hasNext']).toBe('boolean');
    expect(Number.isInteger(page['totalPages'])).toBe(true);
  });

  it('parses encoded commas in id lists', async () => {
    const page = JSON.parse((await call('GET', '/api/tenant/devices?pageSize=2&page=0')).text) as {
      data: { id: { id: string } }[];
    };
    const ids = page.data.map((x) => x.id.id);
    const raw = JSON.parse((await call('GET', `/api/devices?deviceIds=${ids.join(',')}`)).text) as unknown[];
    const enc = JSON.parse((await call('GET', `/api/devices?deviceIds=${ids.join('%2C')}`)).text) as unknown[];
    expect([raw.length, enc.length]).toEqual([2, 2]);
  });

  it('answers a bad login with 401/10 and a missing token with 401/10', async () => {
    const bad = await call(
      'POST',
      '/api/auth/login',
      JSON.stringify({ username: TENANT.username, password: 'nope' }),
      json,
    );
    expect(JSON.parse(bad.text)).toMatchObject({ status: 401, errorCode: 10 });
    const none = await call('GET', '/api/auth/user', undefined, { 'x-authorization': '' });
    expect(none.status).toBe(401);
  });
});
