/**
 * Seeded fuzz over every registered route: malformed path parameters (NUL, bad percent-encoding, 5,000-character
 * ids, junk), query strings (NUL, repeated parameters, out-of-range numbers, bad sort properties), bodies (invalid
 * JSON, NUL and unpaired surrogates in strings and keys, wrong types, deep nesting, wrong content types) and tokens
 * (none, junk, other roles). Every answer must be below 500 and every error must carry a ThingsBoard body: the JSON
 * error body, Spring's empty 400/405, or — on the telemetry, RPC and device API families — ThingsBoard's plain text.
 * The server must be healthy afterwards. `IOT_FUZZ_CASES` raises the count (default 2,400), `IOT_FUZZ_SEED` the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../demo/server/app.js';
import { CUSTOMER, SYSADMIN, TENANT, auth, body, login, startServer } from './helpers.js';

const CASES = Number(process.env['IOT_FUZZ_CASES'] ?? 2400);
const SEED = Number(process.env['IOT_FUZZ_SEED'] ?? 20211122);

/** mulberry32: small, fast, seedable. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAMS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  'a'.repeat(5000),
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '784f394c-42b6-435a-983c-b7beff2784f9',
  '13814000-1dd2-11b2-8080-808080808080',
  '%F0%9F%92%A5',
  '%20',
  '..%2F..',
  '-1',
  '99999999999999999999',
  'DEVICE',
  'true',
  '%ud800',
  '%ED%A0%80',
];
const QUERIES = [
  'pageSize=-1&page=0',
  'pageSize=abc&page=0',
  'pageSize=99999999999&page=0',
  'pageSize=10&page=%00',
  'pageSize=10&page=0&textSearch=%00',
  'pageSize=10&page=0&textSearch=%ZZ',
  'pageSize=1&pageSize=2&page=0&page=1',
  'pageSize=10&page=0&sortProperty=%27%3B%20drop&sortOrder=DESC',
  'pageSize=10&page=0&sortOrder=sideways',
  'pageSize=10&page=0&startTime=abc&endTime=%00',
  'keys=%00',
  'keys=a&keys=b&startTs=x&endTs=1',
  'pageSize=10&page=0&type=%00',
  'limit=-5&startTs=0&endTs=1&interval=-1&agg=BOGUS',
  'scope=%00',
  'entityType=%00&entityId=%ZZ',
  `pageSize=10&page=0&textSearch=${'x'.repeat(6000)}`,
  'pageSize=10&page=0&textSearch=%ED%A0%80',
  '%ZZ=1&pageSize=10&page=0',
  '',
];
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const BODIES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{' },
  {
    type: 'application/json',
    payload: '{"name": "a\\u0000b", "type": "default", "title": "t\\u0000", "email": "x\\u0000@y.z"}',
  },
  { type: 'application/json', payload: '{"name": "\\ud800", "title": "\\udc00x", "type": "\\ud83d"}' },
  { type: 'application/json', payload: '{"a\\u0000": 1, "name": "ok"}' },
  {
    type: 'application/json',
    payload: '{"name": {}, "type": [], "id": "x", "tenantId": {"id": "zz"}, "entityType": 5}',
  },
  { type: 'application/json', payload: '[1, 2, 3]' },
  { type: 'application/json', payload: '"\\u0000"' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: nested(3000) },
  { type: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(100_000), configuration: { a: '\u0000' } }) },
  {
    type: 'application/json',
    payload: '{"id": {"entityType": "DEVICE", "id": "%00"}, "from": {"id": "\\u0000", "entityType": "DEVICE"}}',
  },
  { type: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { type: 'application/json', payload: '{"configuration": {"widgets": {"w": {"config": "\\u0000"}}}, "title": "d"}' },
  { type: 'application/json; charset=latin1', payload: '{"name":"x"}' },
  { type: 'text/plain', payload: 'name=x\u0000' },
  { type: 'application/xml', payload: '<a>\u0000</a>' },
  {
    type: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--zz--',
  },
  { type: 'application/x-www-form-urlencoded', payload: 'a=%00&a=%ZZ' },
];

let server: IotServer;
let tokens: Record<'sa' | 'ta' | 'cu', string>;

beforeAll(async () => {
  server = await startServer();
  tokens = {
    sa: (await login(server, SYSADMIN)).token,
    ta: (await login(server, TENANT)).token,
    cu: (await login(server, CUSTOMER)).token,
  };
});
afterAll(() => server?.close());

/** Families that answer errors in plain text (ThingsBoard's DeferredResult handlers and the device API). */
const PLAIN_TEXT_FAMILIES = ['/api/plugins/telemetry', '/api/plugins/rpc', '/api/rpc', '/api/v1/'];

function isTbErrorBody(url: string, status: number, contentType: string, text: string): boolean {
  if (text === '') return true; // Spring's default handler: status only
  if (contentType.startsWith('application/json')) {
    try {
      const b = JSON.parse(text) as Record<string, unknown>;
      return (
        b['status'] === status &&
        typeof b['message'] === 'string' &&
        typeof b['errorCode'] === 'number' &&
        typeof b['timestamp'] === 'string'
      );
    } catch {
      return false;
    }
  }
  return PLAIN_TEXT_FAMILIES.some((p) => url.startsWith(p)) && contentType.startsWith('text/plain');
}

function fill(pattern: string, pick: <T>(list: readonly T[]) => T): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, () => pick(PARAMS)).replace(/\*$/, () => pick(PARAMS));
}

describe('fuzz: malformed requests over every route', () => {
  it(`answers ${CASES} malformed requests below 500, each error with a ThingsBoard body, and stays healthy`, async () => {
    const random = rng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const routes = server.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'));
    const families = new Set(routes.map((r) => r.url.split('/').slice(0, 3).join('/')));
    expect(families.size).toBeGreaterThan(30);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const route = routes[i % routes.length] ?? routes[0];
      if (!route) break;
      const url = fill(route.url, pick);
      const query = random() < 0.7 ? pick(QUERIES) : '';
      const who = pick(['ta', 'ta', 'ta', 'sa', 'cu', 'none', 'junk'] as const);
      const headers: Record<string, string> =
        who === 'none' ? {} : who === 'junk' ? { 'x-authorization': 'Bearer e30.e30.\u0000' } : auth(tokens[who]);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE' && random() < 0.9;
      const b = withBody ? pick(BODIES) : null;
      if (b) headers['content-type'] = b.type;
      const full = query ? `${url}?${query}` : url;
      const res = await server.app.inject({
        method: route.method as 'GET',
        url: full,
        headers,
        ...(b ? { payload: b.payload } : {}),
      });
      const contentType = String(res.headers['content-type'] ?? '');
      const ok =
        res.statusCode < 500 && (res.statusCode < 400 || isTbErrorBody(url, res.statusCode, contentType, res.body));
      if (!ok)
        failures.push(
          `${route.method} ${full.slice(0, 160)} [${b?.type ?? '-'} ${b?.payload.slice(0, 60) ?? ''}] → ${res.statusCode} ${contentType} ${res.body.slice(0, 160)}`,
        );
    }
    expect(failures.slice(0, 20)).toEqual([]);

    // Healthy afterwards: sign-in, lists and reads still work.
    const fresh = await login(server, TENANT);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(fresh.token) });
    expect(me.statusCode).toBe(200);
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/tenant/deviceInfos?pageSize=5&page=0',
      headers: auth(fresh.token),
    });
    expect(list.statusCode).toBe(200);
    expect(body<{ data: unknown[] }>(list).data.length).toBeGreaterThan(0);
  }, 120_000);
});
