/**
 * Mount a ThingsBoard dashboard JSON in the real runtime inside a test element, fed by the test data source.
 * `compat(path)` reads ../shared/compat at test time (never copied into the repo).
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { DashboardRuntime, type DashboardRuntimeProps } from '../../../src/features/dashboards/runtime/dashboard-runtime';
import { parseDashboard } from '../../../src/features/dashboards/model/dashboard-model';
import { ToastProvider } from '../../../src/ui/toast/toast-context';
import { ToastHost } from '../../../src/ui/toast/toast-host';
import { mountUi, qa, until } from '../ui/harness';
import { TestDataSource } from './test-data-source';

export async function compat(path: string): Promise<unknown> {
  const text = await executeServerCommand<string | null, { path: string }>('iot-compat', { path });
  if (!text) throw new Error(`compat file not found: ${path}`);
  return JSON.parse(text);
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
  opts: Partial<Omit<DashboardRuntimeProps, 'dataSource'>> & { ds?: TestDataSource; width?: number; height?: number } = {},
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
