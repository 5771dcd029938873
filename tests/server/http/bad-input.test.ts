/**
 * Bad input for every body-taking route: malformed JSON, wrong JSON types, missing fields, invalid UUIDs, unknown
 * enum values, oversized strings and a 10 MB body. Every answer must be a 4xx (TB error body, or Spring's empty
 * 400), never a 500, and the server must keep answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSandbox } from '../../../demo/server/script/sandbox.js';
import { auth } from '../helpers.js';
import { fixture, type Fixture } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await stopSandbox();
  await f?.server.close();
});

const PAYLOADS: [string, string][] = [
  ['malformed', '{"name": '],
  ['missing fields', '{}'],
  [
    'nulls',
    '{"name": null, "title": null, "type": null, "id": null, "email": null, "key": null, "jsonValue": null, "parameters": null}',
  ],
  ['array', '[1, 2]'],
  ['string', '"text"'],
  ['number', '42'],
  ['null', 'null'],
  [
    'wrong types',
    '{"name": {"x": 1}, "title": [1], "type": 5, "email": true, "additionalInfo": "str", "deviceProfileId": "abc", "customerId": 7}',
  ],
  ['invalid uuid', '{"id": {"entityType": "DEVICE", "id": "not-a-uuid"}, "name": "n", "title": "t", "type": "t"}'],
  ['missing entityType', '{"id": {"id": "6a1c1a00-4b2c-11ee-8000-000000000001"}, "name": "n"}'],
  [
    'unknown enum',
    '{"name": "n", "title": "t", "type": "BOGUS", "authority": "BOGUS", "transportType": "BOGUS", "credentialsType": "BOGUS", "resourceType": "BOGUS", "scriptType": "BOGUS", "key": "k", "jsonValue": {}}',
  ],
  [
    'long strings',
    JSON.stringify({
      name: 'x'.repeat(5000),
      title: 'y'.repeat(5000),
      type: 'z'.repeat(5000),
      email: `${'a'.repeat(300)}@example.com`,
    }),
  ],
];

function fill(url: string): string {
  return url.replace(/:[A-Za-z]+/g, (p) =>
    p === ':deviceName' ? 'nope' : p === ':entityType' ? 'DEVICE' : '6a1c1a00-4b2c-11ee-8000-000000000001',
  );
}

/** TB's asynchronous telemetry/RPC controllers answer errors with a plain-text message, not ThingsBoard's JSON error body. */
function isPlainTextFamily(url: string, contentType: string | undefined): boolean {
  return url.startsWith('/api/plugins/') && (contentType ?? '').startsWith('text/plain');
}

function isTbErrorOrEmpty(status: number, text: string): boolean {
  if (text === '') return true;
  try {
    const b = JSON.parse(text) as Record<string, unknown>;
    return (
      (b['status'] === status && typeof b['message'] === 'string' && typeof b['errorCode'] === 'number') ||
      typeof b === 'string'
    );
  } catch {
    return false;
  }
}

describe('bad input', () => {
  it('answers every body-taking route with 4xx TB errors, never 500', { timeout: 240_000 }, async () => {
    const routes = f.server.routes.filter(
      (r) =>
        r.method === 'POST' && r.url.startsWith('/api/') && !r.url.includes('/login') && r.url !== '/api/auth/token',
    );
    const failures: string[] = [];
    let count = 0;
    for (const route of routes) {
      for (const who of ['ta', 'sa'] as const) {
        for (const [name, payload] of PAYLOADS) {
          const res = await f.server.app.inject({
            method: 'POST',
            url: `${fill(route.url)}?checksumAlgorithm=MD5&pageSize=10&page=0&tenantId=${f.tenantId}`,
            payload,
            headers: { ...auth(f.tok[who]), 'content-type': 'application/json' },
          });
          count += 1;
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${route.url} ${name} as ${who}: ${res.body.slice(0, 160)}`);
          else if (
            res.statusCode >= 400 &&
            !isTbErrorOrEmpty(res.statusCode, res.body) &&
            !isPlainTextFamily(route.url, String(res.headers['content-type'] ?? ''))
          )
            failures.push(`non-TB body ${route.url} ${name}: ${res.body.slice(0, 160)}`);
        }
      }
    }
    process.stdout.write(
      `bad input: ${routes.length} POST routes × 2 roles × ${PAYLOADS.length} payloads → ${count} requests\n`,
    );
    expect(failures).toEqual([]);
  });

  it(
    'refuses a 10 MB body on every body-taking route with a TB error, a 20 MB one with 413; the server keeps answering',
    { timeout: 300_000 },
    async () => {
      const big = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });
      const routes = f.server.routes.filter(
        (r) =>
          r.method === 'POST' && r.url.startsWith('/api/') && !r.url.includes('/login') && r.url !== '/api/auth/token',
      );
      const failures: string[] = [];
      for (const route of routes) {
        const res = await f.server.app.inject({
          method: 'POST',
          url: `${fill(route.url)}?checksumAlgorithm=MD5`,
          payload: big,
          headers: { ...auth(f.tok.ta), 'content-type': 'application/json' },
        });
        if (
          res.statusCode >= 500 ||
          (res.statusCode >= 400 &&
            !isTbErrorOrEmpty(res.statusCode, res.body) &&
            !isPlainTextFamily(route.url, String(res.headers['content-type'] ?? '')))
        )
          failures.push(`${res.statusCode} ${route.url}: ${res.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
      for (const url of ['/api/device', '/api/asset', '/api/dashboard', '/api/ruleChain/metadata']) {
        const res = await f.server.app.inject({
          method: 'POST',
          url,
          payload: big,
          headers: { ...auth(f.tok.ta), 'content-type': 'application/json' },
        });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const huge = await f.server.app.inject({
        method: 'POST',
        url: '/api/device',
        payload: 'x'.repeat(20 * 1024 * 1024),
        headers: { ...auth(f.tok.ta), 'content-type': 'application/json' },
      });
      expect(huge.statusCode).toBe(413);
      expect(JSON.parse(huge.body)).toMatchObject({ status: 413, errorCode: 31 });
      expect((await f.req('GET', '/api/auth/user', 'ta')).statusCode).toBe(200);
    },
  );
});
