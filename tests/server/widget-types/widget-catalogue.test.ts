/**
 * Our system widget catalogue speaks ThingsBoard's aliases. Always: it serves 14 bundles and 94 types under the null
 * tenant to every role, exactly the types the console renders natively (src/widgets/registry.ts), with our own
 * descriptors (no controller code), and every system widget of our fixture dashboards resolves with the kind the
 * dashboard gives it. With IOT_TB_COMPAT_DIR: every bundle alias and widget type alias of ThingsBoard 3.3.1's 14 real
 * bundles exists with the same widget kind and default size, so ThingsBoard dashboards resolve their widgets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../../demo/server/lib/uuid.js';
import { registeredWidgetTypes } from '../../../src/widgets/registry';
import { COMPAT_SKIP, compatDir, readCorpus } from '../../fixtures/corpus.mjs';
import { body } from '../helpers.js';
import { fixture, type Fixture } from '../fixtures.js';

interface CompatBundle {
  widgetsBundle: { alias: string; title: string };
  widgetTypes: {
    alias: string;
    name: string;
    descriptor: { type: string; sizeX: number; sizeY: number; controllerScript?: string };
  }[];
}
interface TypeDetails {
  alias: string;
  bundleAlias: string;
  tenantId: { id: string };
  descriptor: { type: string; sizeX: number; sizeY: number; controllerScript: string };
}

const compat: CompatBundle[] = compatDir()
  ? readCorpus('compat', 'widget_bundles').map((c) => c.json as CompatBundle)
  : [];

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

/** Every system type served: `bundleAlias.typeAlias` → its details. */
async function servedTypes(): Promise<Map<string, TypeDetails>> {
  const bundles = body<{ alias: string; tenantId: { id: string } }[]>(
    await f.req('GET', '/api/widgetsBundles', 'ta'),
  ).filter((b) => b.tenantId.id === NULL_UUID);
  const out = new Map<string, TypeDetails>();
  for (const b of bundles) {
    for (const t of body<TypeDetails[]>(
      await f.req('GET', `/api/widgetTypesDetails?isSystem=true&bundleAlias=${b.alias}`, 'ta'),
    ))
      out.set(`${b.alias}.${t.alias}`, t);
  }
  return out;
}

describe('system widget catalogue', () => {
  it('serves the same 14 system bundles to every role', async () => {
    const aliases = async (who: 'sa' | 'ta' | 'cu') =>
      body<{ alias: string; tenantId: { id: string } }[]>(await f.req('GET', '/api/widgetsBundles', who))
        .filter((b) => b.tenantId.id === NULL_UUID)
        .map((b) => b.alias)
        .sort();
    const ta = await aliases('ta');
    expect(ta).toHaveLength(14);
    expect(await aliases('sa')).toEqual(ta);
    expect(await aliases('cu')).toEqual(ta);
  });

  it('serves exactly the 94 types the console renders natively, with our own descriptors', async () => {
    const served = await servedTypes();
    expect([...served.keys()].sort()).toEqual([...registeredWidgetTypes].sort());
    expect(served.size).toBe(94);
    for (const [id, t] of served) {
      expect(['timeseries', 'latest', 'rpc', 'alarm', 'static'], id).toContain(t.descriptor.type);
      expect(t.descriptor.sizeX > 0 && t.descriptor.sizeY > 0, id).toBe(true);
      expect(t.descriptor.controllerScript, id).toBe('');
    }
  });

  it('resolves every system widget of the fixture dashboards with the kind the dashboard gives it', async () => {
    const served = await servedTypes();
    const used = readCorpus('fixtures', 'dashboards').flatMap((d) =>
      Object.values(
        (
          d.json as {
            configuration: {
              widgets: Record<string, { isSystemType: boolean; bundleAlias: string; typeAlias: string; type: string }>;
            };
          }
        ).configuration.widgets,
      )
        .filter((w) => w.isSystemType)
        .map((w) => [
          `${d.name}: ${w.bundleAlias}.${w.typeAlias}`,
          served.get(`${w.bundleAlias}.${w.typeAlias}`)?.descriptor.type,
          w.type,
        ]),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(([, served, kind]) => served !== kind)).toEqual([]);
    const one = await f.req('GET', '/api/widgetType?isSystem=true&bundleAlias=cards&alias=entities_table', 'cu');
    expect(one.statusCode).toBe(200);
    expect(body<{ descriptor: { type: string } }>(one).descriptor.type).toBe('latest');
  });
});

describe.skipIf(!compatDir())(
  `system widget catalogue vs ThingsBoard 3.3.1's bundles (${compatDir() ? 'IOT_TB_COMPAT_DIR' : COMPAT_SKIP})`,
  () => {
    it('has the 14 bundles with 94 types in the ThingsBoard exports', () => {
      expect(compat).toHaveLength(14);
      expect(compat.reduce((n, b) => n + b.widgetTypes.length, 0)).toBe(94);
    });

    it('serves every bundle alias under the null tenant, to every role', async () => {
      for (const who of ['sa', 'ta', 'cu'] as const) {
        const bundles = body<{ alias: string; tenantId: { id: string }; title: string }[]>(
          await f.req('GET', '/api/widgetsBundles', who),
        );
        const system = bundles.filter((b) => b.tenantId.id === NULL_UUID);
        expect(system.map((b) => b.alias).sort(), who).toEqual(compat.map((b) => b.widgetsBundle.alias).sort());
      }
    });

    it.each(compat.map((b) => [b.widgetsBundle.alias, b] as const))(
      '%s: same type aliases, kinds and default sizes',
      async (alias, bundle) => {
        const infos = body<{ alias: string; widgetType: string; bundleAlias: string; tenantId: { id: string } }[]>(
          await f.req('GET', `/api/widgetTypesInfos?isSystem=true&bundleAlias=${alias}`, 'ta'),
        );
        expect(infos.map((t) => [t.alias, t.widgetType]).sort()).toEqual(
          bundle.widgetTypes.map((t) => [t.alias, t.descriptor.type]).sort(),
        );
        expect(infos.every((t) => t.bundleAlias === alias && t.tenantId.id === NULL_UUID)).toBe(true);
        const details = body<
          { alias: string; descriptor: { sizeX: number; sizeY: number; controllerScript: string } }[]
        >(await f.req('GET', `/api/widgetTypesDetails?isSystem=true&bundleAlias=${alias}`, 'ta'));
        for (const t of bundle.widgetTypes) {
          const ours = details.find((d) => d.alias === t.alias);
          expect([ours?.descriptor.sizeX, ours?.descriptor.sizeY], t.alias).toEqual([
            t.descriptor.sizeX,
            t.descriptor.sizeY,
          ]);
          // Facts carry over, code does not: our descriptors never contain ThingsBoard's controller scripts.
          if (t.descriptor.controllerScript && t.descriptor.controllerScript.length > 40)
            expect(ours?.descriptor.controllerScript).not.toBe(t.descriptor.controllerScript);
        }
        const first = bundle.widgetTypes[0];
        const one = await f.req(
          'GET',
          `/api/widgetType?isSystem=true&bundleAlias=${alias}&alias=${first?.alias}`,
          'cu',
        );
        expect(one.statusCode).toBe(200);
        expect(body<{ descriptor: { type: string } }>(one).descriptor.type).toBe(first?.descriptor.type);
      },
    );
  },
);
