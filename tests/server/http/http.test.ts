import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { IotServer } from '../../../demo/server/app.js';
import { TB_TIMESTAMP, TENANT, auth, body, errorOf, login, startServer } from '../helpers.js';

let server: IotServer;
let token: string;
let root: string;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'iot-static-'));
  write('package.json', '{"name":"iot-console"}');
  write('demo/index.html', '<!doctype html><title>shell</title>');
  write('demo/embedded.html', '<!doctype html><title>embedded</title>');
  write('demo/server/app.ts', 'secret source');
  write('demo/scripts/build-server.mjs', 'secret script');
  write('dist/elements/index.js', 'export {};');
  write('dist/server/main.mjs', 'bundle');
  write('dist/chunks/widgets-Ab_d-123.js', 'export const hashed = 1;');
  write('dist/chunks/engine.wasm', 'wasm bytes');
  write('dist/chunks/.hidden', 'secret hidden');
  write('locales/en_US.json', '{"a":"b"}');
  write('dist/locales/de_DE.Ab_d-12345.json', '{"a":"c"}');
  server = await startServer({ staticRoot: root, testRoutes: true });
  token = (await login(server, TENANT)).token;
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('error bodies', () => {
  it('bad JSON on a normal route → 400/31 TB body, no stack trace', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: '{"a":',
      headers: { ...auth(token), 'content-type': 'application/json' },
    });
    expect(errorOf(res)).toMatchObject({ http: 400, status: 400, errorCode: 31 });
    expect(body(res)['timestamp']).toMatch(TB_TIMESTAMP);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('unknown /api route → 404/32 TB body with a token, 401 without (auth runs first, as in TB)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nothing/here', headers: auth(token) });
    expect(errorOf(res)).toEqual({ http: 404, status: 404, errorCode: 32, message: "Requested item wasn't found!" });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const anon = await server.app.inject({ method: 'DELETE', url: '/api/nothing/here' });
    expect(errorOf(anon)).toMatchObject({ http: 401, errorCode: 10 });
  });

  it('accepts Content-Type json with an empty body on GET/DELETE and {} bodies on DELETE', async () => {
    const headers = { ...auth(token), 'content-type': 'application/json' };
    expect((await server.app.inject({ method: 'GET', url: '/api/edges/enabled', headers })).statusCode).toBe(200);
    const del = await server.app.inject({ method: 'DELETE', url: '/api/nothing', headers, payload: '{}' });
    expect(errorOf(del)).toMatchObject({ http: 404, errorCode: 32 });
    const axiosStyle = { ...auth(token), 'content-type': 'application/json;charset=utf-8' };
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: axiosStyle,
      payload: '{}',
    });
    expect([logout.statusCode, logout.body]).toEqual([200, '']);
  });
});

describe('test routes', () => {
  it.each([
    [403, 20, "You don't have permission to perform this operation!"],
    [404, 32, "Requested item wasn't found!"],
    [429, 33, 'Too many requests for current tenant!'],
    [500, 2, 'Internal server error'],
  ])('GET /api/test/status/%i → TB body with errorCode %i', async (status, errorCode, message) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/test/status/${status}` });
    expect(errorOf(res)).toEqual({ http: status, status, errorCode, message });
    const post = await server.app.inject({ method: 'POST', url: `/api/test/status/${status}`, payload: {} });
    expect(post.statusCode).toBe(status);
  });

  it('supports errorCode/message overrides', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/test/status/401?errorCode=11&message=Token%20has%20expired',
    });
    expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 11, message: 'Token has expired' });
  });

  it('does not exist unless enabled', async () => {
    const plain = await startServer();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/test/status/500', headers: auth(token) });
      expect(res.statusCode).not.toBe(500);
    } finally {
      await plain.close();
    }
  });
});

describe('static files', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves demo/, dist/ and locales/ with no-cache', async () => {
    for (const [url, text] of [
      ['/', 'shell'],
      ['/embedded.html', 'embedded'],
      ['/dist/elements/index.js', 'export {};'],
      ['/locales/en_US.json', '{"a":"b"}'],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(text);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves content-hashed chunks as immutable (gzipped to a client that takes it), other chunk files with no-cache, and only plain names', async () => {
    const hashed = await server.app.inject({ method: 'GET', url: '/dist/chunks/widgets-Ab_d-123.js' });
    expect([hashed.statusCode, hashed.body]).toEqual([200, 'export const hashed = 1;']);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/^text\/javascript/);
    const again = await server.app.inject({ method: 'GET', url: '/dist/chunks/widgets-Ab_d-123.js' }); // from memory
    expect(again.body).toBe('export const hashed = 1;');
    expect(hashed.headers['content-encoding']).toBeUndefined();
    expect(hashed.headers['vary']).toBe('accept-encoding');
    const zipped = await server.app.inject({
      method: 'GET',
      url: '/dist/chunks/widgets-Ab_d-123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('export const hashed = 1;');
    const refused = await server.app.inject({
      method: 'GET',
      url: '/dist/chunks/widgets-Ab_d-123.js',
      headers: { 'accept-encoding': 'br, gzip;q=0' },
    });
    expect([refused.headers['content-encoding'], refused.body]).toEqual([undefined, 'export const hashed = 1;']);
    const head = await server.app.inject({ method: 'HEAD', url: '/dist/chunks/widgets-Ab_d-123.js' });
    expect(head.statusCode).toBe(200);
    const plain = await server.app.inject({ method: 'GET', url: '/dist/chunks/engine.wasm' });
    expect([plain.statusCode, plain.body, plain.headers['cache-control']]).toEqual([200, 'wasm bytes', 'no-cache']);
    for (const url of [
      '/dist/chunks/.hidden',
      '/dist/chunks/..%2Fserver%2Fmain.mjs',
      '/dist/chunks/%2e%2e',
      '/dist/chunks/missing-Abcd1234.js',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/secret|bundle/);
    }
  });

  it("serves the build's content-hashed locale files as immutable; the plain ones revalidate", async () => {
    const hashed = await server.app.inject({ method: 'GET', url: '/dist/locales/de_DE.Ab_d-12345.json' });
    expect([hashed.statusCode, hashed.body, hashed.headers['cache-control']]).toEqual([
      200,
      '{"a":"c"}',
      'public, max-age=31536000, immutable',
    ]);
    const plain = await server.app.inject({ method: 'GET', url: '/locales/en_US.json' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the server sources or bundle', async () => {
    for (const url of ['/server/app.ts', '/scripts/build-server.mjs', '/dist/server/main.mjs', '/../package.json']) {
      const res = await server.app.inject({ method: 'GET', url, headers: html });
      expect(res.body, url).not.toMatch(/secret|bundle|iot-console/);
      expect(res.statusCode, url).toBe(404);
    }
    // A directory-like navigation gets the SPA shell, never a listing or a source file.
    const dir = await server.app.inject({ method: 'GET', url: '/server/', headers: html });
    expect(dir.body).toContain('shell');
  });

  it('falls back to index.html for extensionless HTML navigations only', async () => {
    const nav = await server.app.inject({ method: 'GET', url: '/devices/123?x=1', headers: html });
    expect([nav.statusCode, nav.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(nav.body).toContain('shell');
    const asset = await server.app.inject({ method: 'GET', url: '/missing.js', headers: html });
    expect(errorOf(asset)).toMatchObject({ http: 404, errorCode: 32 });
    const xhr = await server.app.inject({ method: 'GET', url: '/devices', headers: { accept: 'application/json' } });
    expect(xhr.statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/api/unknown', headers: { ...html, ...auth(token) } });
    expect(errorOf(api)).toMatchObject({ http: 404, errorCode: 32 });
  });
});

describe('keep-alive over a real socket', () => {
  it('reuses one connection across 200, 401, 404 and empty-body responses', async () => {
    const { port } = await server.listen(0, '127.0.0.1');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const call = (method: string, path: string, headers: Record<string, string>, payload?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // Like axios/urllib3, send Content-Length (Node's client sends DELETE bodies unframed otherwise).
        const length: Record<string, string> =
          payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {};
        const req = httpRequest(
          { host: '127.0.0.1', port, method, path, headers: { ...headers, ...length }, agent },
          (res) => {
            sockets.add(req.socket);
            let data = '';
            res.on('data', (c: Buffer) => (data += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
          },
        );
        req.on('error', (e) => reject(new Error(`${method} ${path}: ${e.message}`)));
        req.end(payload);
      });
    const json = { 'content-type': 'application/json' };
    try {
      const results = [];
      for (let i = 0; i < 3; i++) {
        results.push(await call('GET', '/api/noauth/userPasswordPolicy', json));
        results.push(await call('GET', '/api/auth/user', json));
        results.push(await call('GET', '/api/nothing', { ...json, ...auth(token) }));
        results.push(await call('POST', '/api/auth/logout', { ...json, ...auth(token) }, '{}'));
        results.push(await call('DELETE', '/api/nothing', { ...json, ...auth(token) }, '{}'));
      }
      expect(results.map((r) => r.status)).toEqual([
        200, 401, 404, 200, 404, 200, 401, 404, 200, 404, 200, 401, 404, 200, 404,
      ]);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
