/** Cross-origin calls to `/api/**` and cross-origin loading of the distribution, as ThingsBoard 3.3.1's default CORS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import type { IotServer } from '../../../demo/server/app.js';
import { installCors, parseAllowedOrigins } from '../../../demo/server/http/cors.js';
import { TENANT, auth, errorOf, login, startServer } from '../helpers.js';

const PARTNER = 'https://portal.partner.example';
const VARY = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';

let open: IotServer;
let restricted: IotServer;
let token: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'iot-cors-'));
  for (const [file, text] of [
    ['dist/elements/loader.js', 'export {};'],
    ['dist/chunks/emscripten-module.wasm', 'wasm'],
    ['dist/chunks/panel-Ab_d-123.js', 'export const a = 1;'],
    ['dist/widget-sandbox.html', '<!doctype html>'],
    ['locales/en_US.json', '{}'],
    ['demo/index.html', '<!doctype html>'],
  ] as const) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  [open, restricted] = await Promise.all([
    startServer({ staticRoot: root }),
    startServer({ corsAllowedOrigins: ['https://other.example', 'https://Second.example/'] }),
  ]);
  token = (await login(open, TENANT)).token;
});
afterAll(async () => {
  await Promise.all([open?.close(), restricted?.close()]);
  rmSync(root, { recursive: true, force: true });
});

const preflight = (
  server: IotServer,
  url: string,
  origin: string,
  method = 'POST',
  headers = 'content-type,x-authorization',
) =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('IOT_CORS_ALLOWED_ORIGINS', () => {
  it('unset means any origin; empty means off; a list is trimmed', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(['*']);
    expect(parseAllowedOrigins('')).toEqual([]);
    expect(parseAllowedOrigins(' https://a.example/ , ,https://b.example:8443')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });
});

describe('default: any origin (ThingsBoard 3.3.1 spring.mvc.cors)', () => {
  it('answers a preflight with 200 before authentication, echoing origin, method and headers, max-age 1800', async () => {
    const res = await preflight(open, '/api/auth/login', PARTNER);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type,x-authorization',
      'access-control-allow-credentials': 'true',
      'access-control-max-age': '1800',
      vary: VARY,
    });
    // A protected path too: a preflight carries no token and must not meet the 401.
    const protectedPath = await preflight(
      open,
      '/api/tenant/deviceInfos?pageSize=10&page=0',
      PARTNER,
      'GET',
      'x-authorization',
    );
    expect(protectedPath.statusCode).toBe(200);
    expect(protectedPath.headers['access-control-allow-methods']).toBe('GET');
  });

  it('adds the headers to real answers, errors included, so the page can read ThingsBoard error bodies', async () => {
    const ok = await open.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { ...auth(token), origin: PARTNER },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(ok.headers['access-control-max-age']).toBeUndefined();
    const denied = await open.app.inject({ method: 'GET', url: '/api/auth/user', headers: { origin: PARTNER } });
    expect(errorOf(denied)).toMatchObject({ http: 401, errorCode: 10 });
    expect(denied.headers['access-control-allow-origin']).toBe(PARTNER);
    const badLogin = await open.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: PARTNER },
      payload: { username: TENANT.username, password: 'wrong' },
    });
    expect(errorOf(badLogin)).toMatchObject({ http: 401 });
    expect(badLogin.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('leaves same-origin requests and paths outside /api alone', async () => {
    const same = await open.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { ...auth(token), origin: 'http://localhost:80', host: 'localhost' },
    });
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
    expect(same.headers.vary).toBe(VARY);
    const page = await open.app.inject({ method: 'GET', url: '/', headers: { origin: PARTNER } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the distribution, the wasm, the sandbox page and the locales to any origin', async () => {
    for (const url of [
      '/dist/elements/loader.js',
      '/dist/chunks/panel-Ab_d-123.js',
      '/dist/chunks/emscripten-module.wasm',
      '/dist/widget-sandbox.html',
      '/locales/en_US.json',
    ]) {
      const res = await open.app.inject({ method: 'GET', url, headers: { origin: PARTNER } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
    }
    const wasm = await open.app.inject({ method: 'GET', url: '/dist/chunks/emscripten-module.wasm' });
    expect(wasm.headers['content-type']).toBe('application/wasm');
    const shell = await open.app.inject({ method: 'GET', url: '/', headers: { origin: PARTNER } });
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('restricted to a list of origins', () => {
  it('allows the listed origins (case-insensitively) and refuses others with 403 "Invalid CORS request"', async () => {
    const listed = await preflight(restricted, '/api/auth/login', 'https://second.example');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe('https://second.example');
    for (const res of [
      await preflight(restricted, '/api/auth/login', PARTNER),
      await restricted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: PARTNER },
        payload: TENANT,
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Invalid CORS request');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Same-origin pages are not CORS requests: they still sign in.
    const same = await restricted.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: TENANT,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('off (empty list)', () => {
  it('adds no CORS headers and answers no preflight', async () => {
    const app = Fastify();
    installCors(app, []);
    app.get('/api/x', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/x', headers: { origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/x',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(404);
    await app.close();
  });
});
