/**
 * Every REST call the console makes (tests/fixtures/console-calls.txt) is registered on the embedded server, except
 * the ones ThingsBoard 3.3.1 itself does not serve (listed below with the reason). Routes that need routing care
 * (trailing slash, dotted class names, names with spaces) are also exercised once as the role that calls them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopSandbox } from '../../demo/server/script/sandbox.js';
import { ROOT } from './helpers.js';
import { fixture, type Fixture } from './fixtures.js';

/** Calls of the console not served here, and why. */
const NOT_SERVED: [RegExp, string][] = [
  [
    /^\/api\/noauth\/(activateByEmailCode|resendEmailActivation)$/,
    'no handler in ThingsBoard 3.3.1 CE (sign-up of other editions); 404 as TB',
  ],
  [/^\/api\/otaPackages\/\{id\}$/, 'no such route in ThingsBoard 3.3.1 (unused UI helper); 404 as TB'],
];

/** `METHOD /path` lines of the fixture; `#` starts a comment line. */
function consoleCalls(): string[] {
  const text = readFileSync(join(ROOT, 'tests/fixtures/console-calls.txt'), 'utf8');
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function matcher(url: string): RegExp {
  return new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
}

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await stopSandbox();
  await f?.server.close();
});

describe("the console's REST calls", () => {
  const calls = consoleCalls();

  it('reads the call list, every line a method and a path', () => {
    expect(calls.length).toBeGreaterThan(190);
    expect(calls.filter((c) => !/^(GET|POST|PUT|DELETE) \/api\/\S+$/.test(c))).toEqual([]);
  });

  it('every call is registered unless listed as not served (with its reason)', () => {
    const routes = f.server.routes.map((r) => ({ method: r.method, re: matcher(r.url) }));
    const missing: string[] = [];
    const notServed: string[] = [];
    for (const call of calls) {
      const [method = '', path = ''] = call.split(' ');
      const reason = NOT_SERVED.find(([re]) => re.test(path))?.[1];
      const concrete = path.replace(/\{[^}]+\}/g, 'x');
      const served = routes.some((r) => r.method === method && r.re.test(concrete));
      if (reason) {
        // A listed call that is served after all is a stale entry of the list.
        if (served) missing.push(`${call} (listed as not served, but it is)`);
        notServed.push(`${call}: ${reason}`);
        continue;
      }
      if (!served) missing.push(call);
    }
    process.stdout.write(
      `console calls: ${calls.length} calls, ${calls.length - notServed.length} served, ${notServed.length} not served:\n  ${notServed.join('\n  ')}\n`,
    );
    expect(missing).toEqual([]);
  });

  it('answers the UI forms that need routing care: trailing slash, dotted class names, names with spaces', async () => {
    const lwm2m = await f.req('GET', '/api/resource/lwm2m/?sortProperty=id&sortOrder=ASC', 'ta');
    expect(lwm2m.statusCode).toBe(200);
    expect(Array.isArray(JSON.parse(lwm2m.body))).toBe(true);
    expect(
      (await f.req('GET', '/api/component/org.thingsboard.rule.engine.filter.TbJsFilterNode', 'ta')).statusCode,
    ).toBe(200);
    expect((await f.req('GET', '/api/tenant/devices?deviceName=Test%20Device%20A1', 'ta')).statusCode).toBe(200);
    expect((await f.req('GET', '/api/tenant/assets?assetName=Building%20Alpha', 'ta')).statusCode).toBe(200);
    expect((await f.req('GET', '/api/tenant/entityViews?entityViewName=T1%20comfort%20view', 'ta')).statusCode).toBe(
      200,
    );
    expect((await f.req('GET', '/api/tenant/edges?edgeName=Edge%20Alpha', 'ta')).statusCode).toBe(200);
  });
});
