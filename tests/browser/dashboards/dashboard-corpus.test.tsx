/**
 * Every dashboard of the corpus renders in every state with zero 'widget type not found' placeholders, zero widget
 * load errors and no console errors, fed by the test data source: our fixtures (tests/fixtures/dashboards, written in
 * ThingsBoard 3.3.1's format) always, real ThingsBoard 3.3.1 exports when IOT_TB_COMPAT_DIR is set.
 * Screenshots (light and dark) go to tests/e2e/screenshots/.
 */
import { expect } from '@open-wc/testing';
import { encodeState } from '../../../src/features/dashboards/state/state-controller';
import { qa, unmountAll, until } from '../ui/harness';
import {
  corpus,
  mountDashboard,
  screenshot,
  untilFirstData,
  viewport,
  widgetsSettled,
  type CorpusSource,
} from './dashboard-harness';
import { TEST_ENTITIES, TestDataSource } from './test-data-source';

interface RawDashboard {
  configuration: { states: Record<string, { layouts: Record<string, { widgets: object } | undefined> }> };
}

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

/** Widgets a state shows on a wide screen: its main layout and, beside it, its right layout. */
const widgetCount = (raw: RawDashboard, stateId: string) =>
  Object.values(raw.configuration.states[stateId]!.layouts).reduce(
    (n, l) => n + Object.keys(l?.widgets ?? {}).length,
    0,
  );

async function renderEveryState(name: string, raw: RawDashboard, theme: 'light' | 'dark') {
  const capture = captureErrors();
  try {
    for (const stateId of Object.keys(raw.configuration.states)) {
      const entity = TEST_ENTITIES[name.startsWith('gateways') ? 2 : 0]!;
      const params = { entityId: { entityType: entity.entityType, id: entity.id }, entityName: entity.name };
      const ds = new TestDataSource({ updateIntervalMs: 0 });
      const { el } = await mountDashboard(raw, {
        ds,
        theme,
        state: encodeState([{ id: stateId, params }]),
        width: 1440,
        height: 940,
      });
      const expected = widgetCount(raw, stateId);
      const cards = await widgetsSettled(el, expected).catch(() => {
        throw new Error(
          `${name}, state ${stateId}: ${qa(el, '[data-testid="widget"]')
            .map((c) => c.dataset.widgetType)
            .join()} settled, ${expected} expected`,
        );
      });
      await until(
        () => qa(el, '[data-testid="widget"]').every((c) => !c.querySelector('[role="progressbar"]')),
        10_000,
        'widgets loaded',
      );
      // The widgets in view drew their first data: errors of drawing it are caught below.
      await untilFirstData(el, `${name}, state ${stateId} (${theme})`);
      expect(qa(el, '[data-testid="widget-type-not-found"]').map((e) => e.dataset.type)).to.deep.equal([]);
      expect(qa(el, '[data-testid="widget-type-load-error"]').map((e) => e.textContent)).to.deep.equal([]);
      expect(cards.length).to.equal(expected);
      await screenshot(`dashboard-${name.replace(/\.json$/, '')}-${stateId}-${theme}`);
      ds.dispose();
      unmountAll();
    }
    expect(capture.errors).to.deep.equal([]);
  } finally {
    capture.restore();
  }
}

for (const source of ['fixtures', 'compat'] as CorpusSource[]) {
  describe(
    source === 'fixtures' ? 'dashboard fixtures' : 'ThingsBoard 3.3.1 dashboard exports (IOT_TB_COMPAT_DIR)',
    function () {
      this.timeout(180_000);
      let files: { name: string; json: unknown }[] = [];
      before(async function () {
        const found = await corpus(source, 'dashboards');
        if (!found) this.skip(); // the compat folder is not configured
        files = found ?? [];
        await viewport(1440, 960);
      });
      afterEach(() => unmountAll());

      it('has dashboards to render', () => expect(files.length).to.be.greaterThan(source === 'fixtures' ? 1 : 0));

      for (const theme of ['light', 'dark'] as const) {
        it(`every state of every dashboard renders natively with no errors (${theme})`, async () => {
          for (const f of files) await renderEveryState(f.name, f.json as RawDashboard, theme);
        });
      }
    },
  );
}
