/// <reference types="mocha" />
/**
 * Every dashboard of ../shared/compat/dashboards (real ThingsBoard 3.3.1 exports, read at test time) renders in
 * every state with zero 'widget type not found' placeholders, zero widget load errors and no console errors,
 * fed by the test data source. Screenshots (light and dark) go to tests/e2e/screenshots/.
 */
import { expect } from '@open-wc/testing';
import { encodeState } from '../../../src/features/dashboards/state/state-controller';
import { qa, sleep, unmountAll, until } from '../ui/harness';
import { compat, mountDashboard, screenshot, viewport, widgetsSettled } from './dashboard-harness';
import { TEST_ENTITIES, TestDataSource } from './test-data-source';

const DASHBOARDS = ['thermostats', 'gateways'];

function captureErrors() {
  const errors: string[] = [];
  const orig = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    orig.apply(console, args);
  };
  const onError = (e: ErrorEvent) => errors.push(e.message);
  window.addEventListener('error', onError);
  return {
    errors,
    restore() {
      console.error = orig;
      window.removeEventListener('error', onError);
    },
  };
}

describe('compat dashboards', function () {
  this.timeout(60_000);
  before(() => viewport(1440, 960));
  afterEach(() => unmountAll());

  for (const name of DASHBOARDS) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${name} (${theme}): every state renders natively with no errors`, async () => {
        const raw = (await compat(`dashboards/${name}.json`)) as { configuration: { states: Record<string, { layouts: { main: { widgets: object } } }> } };
        const stateIds = Object.keys(raw.configuration.states);
        const capture = captureErrors();
        try {
          for (const stateId of stateIds) {
            const entity = TEST_ENTITIES[name === 'gateways' ? 2 : 0]!;
            const params = { entityId: { entityType: entity.entityType, id: entity.id }, entityName: entity.name };
            const ds = new TestDataSource({ updateIntervalMs: 0 });
            const { el } = await mountDashboard(raw, { ds, theme, state: encodeState([{ id: stateId, params }]), width: 1440, height: 940 });
            const expected = Object.keys(raw.configuration.states[stateId]!.layouts.main.widgets).length;
            const cards = await widgetsSettled(el, expected);
            await until(() => qa(el, '[data-testid="widget"]').every((c) => !c.querySelector('[role="progressbar"]')), 10_000, 'widgets loaded');
            await sleep(600);
            expect(qa(el, '[data-testid="widget-type-not-found"]').map((e) => e.dataset.type)).to.deep.equal([]);
            expect(qa(el, '[data-testid="widget-type-load-error"]').map((e) => e.textContent)).to.deep.equal([]);
            expect(cards.length).to.equal(expected);
            await screenshot(`compat-${name}-${stateId}-${theme}`);
            ds.dispose();
            unmountAll();
          }
          expect(capture.errors).to.deep.equal([]);
        } finally {
          capture.restore();
        }
      });
    }
  }
});
