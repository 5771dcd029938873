/**
 * Issue 10 item 6: each real ThingsBoard 3.3.1 dashboard export in ../shared/compat/dashboards (read at test time)
 * imports through `POST /api/dashboard` and comes back from `GET /api/dashboard/{id}` with the same title and a
 * structurally equal configuration (widgets, aliases, filters, states, layouts, settings, timewindow), also after a
 * second save of what was fetched (what the console's editor does on Apply).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from './helpers.js';
import { fixture, type Fixture, type Id } from './fixtures.js';

const DIR = path.join(import.meta.dirname, '../../../shared/compat/dashboards');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

type Dash = { id: Id; title: string; configuration: Record<string, unknown>; [k: string]: unknown };

describe('compat dashboards round trip', () => {
  it('finds the exports', () => expect(files.length).toBeGreaterThan(0));

  for (const file of files) {
    it(file, async () => {
      const source = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Dash;
      const created = body<Dash>(await f.req('POST', '/api/dashboard', 'ta', { title: source.title, configuration: source.configuration }));
      const fetched = body<Dash>(await f.req('GET', `/api/dashboard/${created.id.id}`, 'ta'));
      expect(fetched.title).toBe(source.title);
      expect(fetched.configuration).toEqual(source.configuration);
      for (const part of ['widgets', 'entityAliases', 'states', 'settings', 'timewindow'] as const) {
        expect(Object.keys((fetched.configuration[part] ?? {}) as object).sort(), part).toEqual(Object.keys((source.configuration[part] ?? {}) as object).sort());
      }
      const resaved = body<Dash>(await f.req('POST', '/api/dashboard', 'ta', fetched));
      expect(resaved.id).toEqual(created.id);
      expect(body<Dash>(await f.req('GET', `/api/dashboard/${created.id.id}`, 'ta')).configuration).toEqual(source.configuration);
    });
  }
});
