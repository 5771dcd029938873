/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import type { DashboardDataSource } from '../../../src/features/dashboards/data/data-source';
import { parseDashboard } from '../../../src/features/dashboards/model/dashboard-model';
import { startOpeningSubscriptions } from '../../../src/features/dashboards/runtime/early-subscriptions';
import { fixture, mountDashboard, widgetsSettled } from './dashboard-harness';
import { TestDataSource } from './test-data-source';
import { qa, sleep, unmountAll, until } from '../ui/harness';

const user = { tenantId: 't', customerId: null, userId: 'u', authority: 'TENANT_ADMIN' };

/** The test data source with a count of the subscriptions it has open and has ever opened. */
class CountingSource extends TestDataSource {
  opened = 0;
  open = 0;
  limit = 500;
  private count<T extends (...args: never[]) => unknown>(stop: T): T {
    this.opened += 1;
    this.open += 1;
    let done = false;
    return ((...args: never[]) => {
      if (!done) this.open -= 1;
      done = true;
      return stop(...args);
    }) as T;
  }
  override subscribeEntityData(...args: Parameters<DashboardDataSource['subscribeEntityData']>) {
    const sub = super.subscribeEntityData(...args);
    return { update: sub.update, unsubscribe: this.count(sub.unsubscribe) };
  }
  override subscribeAlarmData(...args: Parameters<DashboardDataSource['subscribeAlarmData']>) {
    return this.count(super.subscribeAlarmData(...args));
  }
  override subscribeEntityCount(...args: Parameters<DashboardDataSource['subscribeEntityCount']>) {
    return this.count(super.subscribeEntityCount(...args));
  }
  override maxDatapointsLimit(): number {
    return this.limit;
  }
}

async function firstRow(el: HTMLElement): Promise<string> {
  return until(
    () =>
      qa(el, '[data-testid="widget"] [data-testid="table-row"]').find((r) => /\d/.test(r.textContent ?? ''))
        ?.textContent ?? null,
    10_000,
    'a data row',
  );
}

/** The greenhouse fixture dashboard, parsed, with its opening subscriptions started over a counting source. */
async function startedEarly() {
  const raw = await fixture('dashboards/greenhouse.json');
  const model = parseDashboard(raw);
  const ds = new CountingSource({ updateIntervalMs: 0 });
  const subscriptions = startOpeningSubscriptions(model, null, ds, user)!;
  return { raw, model, ds, subscriptions, early: ds.opened };
}

describe('early subscriptions (started from the dashboard JSON)', () => {
  afterEach(() => unmountAll());

  it('the runtime adopts them: its widgets show their data without subscribing again', async () => {
    const { raw, model, ds, subscriptions, early } = await startedEarly();
    expect(early).to.be.greaterThan(0);
    await sleep(50); // the first messages arrive before the widgets mount
    const { el } = await mountDashboard(raw, { model, ds, user, early: subscriptions });
    await widgetsSettled(el);
    expect(await firstRow(el)).to.match(/\d/);
    expect(ds.opened).to.equal(early);
    expect(ds.open).to.equal(early);
    unmountAll();
    expect(ds.open).to.equal(0);
    ds.dispose();
  });

  it('restarts a subscription when the running dashboard asks for other data', async () => {
    const { raw, model, ds, subscriptions, early } = await startedEarly();
    ds.limit = 1000; // every widget's window is computed from the datapoint limit
    const { el } = await mountDashboard(raw, { model, ds, user, early: subscriptions });
    await widgetsSettled(el);
    expect(await firstRow(el)).to.match(/\d/);
    expect(ds.opened).to.equal(2 * early);
    expect(ds.open).to.equal(early);
    ds.dispose();
  });

  it('stops the ones no widget takes: on stop(), and when the runtime is not theirs', async () => {
    const { raw, ds, subscriptions } = await startedEarly();
    expect(ds.open).to.be.greaterThan(0);
    subscriptions.stop();
    expect(ds.open).to.equal(0);
    // A runtime over another data source stops them at once and starts its own.
    const again = startOpeningSubscriptions(parseDashboard(raw), null, ds, user)!;
    expect(ds.open).to.be.greaterThan(0);
    const other = new CountingSource({ updateIntervalMs: 0 });
    const { el } = await mountDashboard(raw, { ds: other, user, early: again });
    await widgetsSettled(el);
    expect(other.opened).to.be.greaterThan(0);
    await until(() => ds.open === 0 || null, 2000, 'early subscriptions stopped');
    ds.dispose();
    other.dispose();
  });

  it('the runtime stops the ones its widgets did not take when it unmounts', async () => {
    const { raw, model, ds, subscriptions, early } = await startedEarly();
    // The runtime opens another state: none of its widgets takes the default state's subscriptions.
    const { el } = await mountDashboard(raw, { model, ds, user, early: subscriptions, state: 'trend' });
    await widgetsSettled(el);
    // Untaken, they run while the runtime lives…
    expect(ds.open).to.equal(ds.opened);
    expect(ds.open).to.be.at.least(early);
    unmountAll();
    expect(ds.open).to.equal(0);
    ds.dispose();
  });
});
