/**
 * Our system widget catalogue speaks ThingsBoard's aliases: every bundle alias and
 * widget type alias of the 14 real ThingsBoard 3.3.1 bundles (../shared/compat/widget_bundles, read at run time)
 * exists under the null tenant with the same widget kind and default size, so ThingsBoard dashboards resolve their
 * widgets; descriptors themselves are ours.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../demo/server/lib/uuid.js';
import { ROOT, body } from './helpers.js';
import { fixture, type Fixture } from './fixtures.js';

interface CompatBundle {
  widgetsBundle: { alias: string; title: string };
  widgetTypes: { alias: string; name: string; descriptor: { type: string; sizeX: number; sizeY: number; controllerScript?: string } }[];
}

const DIR = join(ROOT, '../shared/compat/widget_bundles');
const compat: CompatBundle[] = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as CompatBundle);

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

describe('system widget catalogue', () => {
  it('has the 14 bundles with 94 types in the compat corpus', () => {
    expect(compat).toHaveLength(14);
    expect(compat.reduce((n, b) => n + b.widgetTypes.length, 0)).toBe(94);
  });

  it('serves every bundle alias under the null tenant, to every role', async () => {
    for (const who of ['sa', 'ta', 'cu'] as const) {
      const bundles = body<{ alias: string; tenantId: { id: string }; title: string }[]>(await f.req('GET', '/api/widgetsBundles', who));
      const system = bundles.filter((b) => b.tenantId.id === NULL_UUID);
      expect(system.map((b) => b.alias).sort(), who).toEqual(compat.map((b) => b.widgetsBundle.alias).sort());
    }
  });

  it.each(compat.map((b) => [b.widgetsBundle.alias, b] as const))('%s: same type aliases, kinds and default sizes', async (alias, bundle) => {
    const infos = body<{ alias: string; widgetType: string; bundleAlias: string; tenantId: { id: string } }[]>(
      await f.req('GET', `/api/widgetTypesInfos?isSystem=true&bundleAlias=${alias}`, 'ta'),
    );
    expect(infos.map((t) => [t.alias, t.widgetType]).sort()).toEqual(bundle.widgetTypes.map((t) => [t.alias, t.descriptor.type]).sort());
    expect(infos.every((t) => t.bundleAlias === alias && t.tenantId.id === NULL_UUID)).toBe(true);
    const details = body<{ alias: string; descriptor: { sizeX: number; sizeY: number; controllerScript: string } }[]>(
      await f.req('GET', `/api/widgetTypesDetails?isSystem=true&bundleAlias=${alias}`, 'ta'),
    );
    for (const t of bundle.widgetTypes) {
      const ours = details.find((d) => d.alias === t.alias);
      expect([ours?.descriptor.sizeX, ours?.descriptor.sizeY], t.alias).toEqual([t.descriptor.sizeX, t.descriptor.sizeY]);
      // Facts carry over, code does not: our descriptors never contain ThingsBoard's controller scripts.
      if (t.descriptor.controllerScript && t.descriptor.controllerScript.length > 40) expect(ours?.descriptor.controllerScript).not.toBe(t.descriptor.controllerScript);
    }
    const first = bundle.widgetTypes[0];
    const one = await f.req('GET', `/api/widgetType?isSystem=true&bundleAlias=${alias}&alias=${first?.alias}`, 'cu');
    expect(one.statusCode).toBe(200);
    expect(body<{ descriptor: { type: string } }>(one).descriptor.type).toBe(first?.descriptor.type);
  });
});
