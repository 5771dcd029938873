/**
 * Mount a ThingsBoard dashboard JSON in the real runtime inside a test element, fed by the test data source.
 * `fixture(path)` reads one of our ThingsBoard-format files under tests/fixtures; `corpus(source, kind)` every file of
 * one kind from our fixtures or from the opt-in ThingsBoard exports of IOT_TB_COMPAT_DIR (tests/fixtures/corpus.mjs).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import {
  DashboardRuntime,
  type DashboardRuntimeProps,
} from '../../../src/features/dashboards/runtime/dashboard-runtime';
import { parseDashboard } from '../../../src/features/dashboards/model/dashboard-model';
import { ToastProvider } from '../../../src/ui/toast/toast-context';
import { ToastHost } from '../../../src/ui/toast/toast-host';
import { mountUi, qa, until } from '../ui/harness';
import { TestDataSource } from './test-data-source';

export type CorpusSource = 'fixtures' | 'compat';
export type CorpusKind = 'dashboards' | 'rule_chains' | 'widget_bundles';

/** Every JSON file of one kind from a source, parsed; null when the source is off (compat without IOT_TB_COMPAT_DIR). */
export async function corpus(
  source: CorpusSource,
  kind: CorpusKind,
): Promise<{ name: string; json: unknown }[] | null> {
  const { files } = await executeServerCommand<
    { files: { name: string; text: string }[] | null },
    { source: CorpusSource; kind: CorpusKind }
  >('iot-corpus', { source, kind });
  return files ? files.map((f) => ({ name: f.name, json: JSON.parse(f.text) as unknown })) : null;
}

/** One file of tests/fixtures, e.g. `fixture('dashboards/greenhouse.json')`. */
export async function fixture(path: string): Promise<unknown> {
  const [kind, name] = path.split('/') as [CorpusKind, string];
  const file = (await corpus('fixtures', kind))?.find((f) => f.name === name);
  if (!file) throw new Error(`fixture not found: ${path}`);
  return file.json;
}

export async function screenshot(name: string, fullPage = false): Promise<void> {
  await executeServerCommand('iot-screenshot', { name, fullPage });
}

export async function viewport(width: number, height: number): Promise<void> {
  await executeServerCommand('iot-viewport', { width, height });
}

export interface MountedDashboard {
  el: HTMLElement;
  ds: TestDataSource;
  states: string[];
  actions: unknown[];
}

export async function mountDashboard(
  raw: unknown,
  opts: Partial<Omit<DashboardRuntimeProps, 'dataSource'>> & {
    ds?: TestDataSource;
    width?: number;
    height?: number;
  } = {},
): Promise<MountedDashboard> {
  const ds = opts.ds ?? new TestDataSource({ updateIntervalMs: 0 });
  const model = opts.model ?? parseDashboard(raw);
  const states: string[] = [];
  const actions: unknown[] = [];
  const { width = 1280, height = 800, model: _model, ...rest } = opts;
  const el = await mountUi(
    () => (
      <div style={{ width, height, display: 'flex', flexDirection: 'column' }}>
        <ToastProvider>
          <DashboardRuntime
            model={model}
            raw={raw}
            dataSource={ds}
            user={{ tenantId: 't', customerId: null, userId: 'u', authority: 'TENANT_ADMIN' }}
            theme="light"
            onStateChange={(s) => states.push(s)}
            onWidgetAction={(a) => actions.push(a)}
            {...rest}
          />
          <ToastHost />
        </ToastProvider>
      </div>
    ),
    rest.theme === 'dark' ? 'theme="dark"' : 'theme="light"',
  );
  return { el, ds, states, actions };
}

/** Wait until every widget cell has finished loading its type (or failed). */
export async function widgetsSettled(el: HTMLElement, expected?: number, timeout = 15000): Promise<HTMLElement[]> {
  return until(
    () => {
      const cards = qa(el, '[data-testid="widget"]');
      if (expected !== undefined && cards.length !== expected) return null;
      const loading = cards.some((c) => c.querySelector('[role="progressbar"]'));
      return !loading && cards.length > 0 ? cards : null;
    },
    timeout,
    'widgets settled',
  );
}

/**
 * The widget cards of `el` the runtime paints: those whose content box is within 200 px of the viewport, observed
 * as the widget host observes it (widget-host.tsx); a card out of view gets no data until it comes into view.
 */
function cardsInView(el: HTMLElement): Promise<HTMLElement[]> {
  const cards = qa(el, '[data-testid="widget"]');
  const contents = new Map(cards.map((c) => [c.lastElementChild, c]));
  if (cards.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const io = new IntersectionObserver(
      (entries) => {
        io.disconnect();
        resolve(entries.filter((e) => e.isIntersecting).map((e) => contents.get(e.target)!));
      },
      { rootMargin: '200px' },
    );
    for (const content of contents.keys()) if (content) io.observe(content);
  });
}

/**
 * Waits until every widget card in view carries `data-first-data` (its datasources delivered their first data and
 * its user functions ran), then for a frame, so what the widgets draw from that data is painted. Fails naming the
 * widget types still waiting.
 */
export async function untilFirstData(el: HTMLElement, what: string, timeout = 15_000): Promise<void> {
  const cards = await cardsInView(el);
  const waiting = () => cards.filter((c) => !c.hasAttribute('data-first-data'));
  try {
    await until(() => waiting().length === 0, timeout, `${what}: first data`);
  } catch {
    throw new Error(
      `${what}: no first data from ${waiting()
        .map((c) => c.dataset.widgetType)
        .join(', ')}`,
    );
  }
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}
