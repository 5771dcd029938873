/**
 * Each ThingsBoard 3.3.1 dashboard file imports through `POST /api/dashboard` and comes back from
 * `GET /api/dashboard/{id}` with the same title and a structurally equal configuration (widgets, aliases, filters,
 * states, layouts, settings, timewindow), also after a second save of what was fetched (what the console's editor
 * does on Apply): our fixtures (tests/fixtures/dashboards) always, ThingsBoard's own exports with IOT_TB_COMPAT_DIR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../../fixtures/corpus.mjs';
import { body } from '../helpers.js';
import { fixture, type Fixture, type Id } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

type Dash = { id: Id; title: string; configuration: Record<string, unknown>; [k: string]: unknown };

for (const source of ['fixtures', 'compat'] as CorpusSource[]) {
  const off = source === 'compat' && !compatDir();
  const files = off ? [] : readCorpus(source, 'dashboards');
  describe.skipIf(off)(
    source === 'fixtures'
      ? 'fixture dashboards round trip'
      : `ThingsBoard dashboard exports round trip (${off ? COMPAT_SKIP : 'IOT_TB_COMPAT_DIR'})`,
    () => {
      it('finds the dashboards', () => expect(files.length).toBeGreaterThan(source === 'fixtures' ? 1 : 0));

      for (const file of files) {
        it(file.name, async () => {
          const dash = file.json as Dash;
          const created = body<Dash>(
            await f.req('POST', '/api/dashboard', 'ta', { title: dash.title, configuration: dash.configuration }),
          );
          const fetched = body<Dash>(await f.req('GET', `/api/dashboard/${created.id.id}`, 'ta'));
          expect(fetched.title).toBe(dash.title);
          expect(fetched.configuration).toEqual(dash.configuration);
          for (const part of ['widgets', 'entityAliases', 'filters', 'states', 'settings', 'timewindow'] as const) {
            expect(Object.keys((fetched.configuration[part] ?? {}) as object).sort(), part).toEqual(
              Object.keys((dash.configuration[part] ?? {}) as object).sort(),
            );
          }
          const resaved = body<Dash>(await f.req('POST', '/api/dashboard', 'ta', fetched));
          expect(resaved.id).toEqual(created.id);
          expect(body<Dash>(await f.req('GET', `/api/dashboard/${created.id.id}`, 'ta')).configuration).toEqual(
            dash.configuration,
          );
        });
      }
    },
  );
}
