/// <reference types="mocha" />
/**
 * A dashboard session's prefetch with the runtime as a lazy chunk (`<iot-dashboard>` loads the view and its runtime
 * beside the sign-in and the dashboard request): the request does not wait for the chunk, the dashboard is parsed
 * and its subscriptions started once both are in, whichever comes last, and a chunk that fails to load fails the
 * prefetch instead of leaving it pending. Against the demo server's seeded public dashboard (/real).
 */
import { expect } from '@open-wc/testing';
import { DEMO_PUBLIC_DASHBOARD } from '../../../../demo/server/seed/demo-data';
import { DashboardSession, type PrefetchRuntime } from '../../../../src/features/dashboards/dashboard-session';
import { until } from '../../helpers';
import { REAL, useRealApi } from '../real-server';

const { dashboardId, publicId } = DEMO_PUBLIC_DASHBOARD;

/** Finished GET /api/dashboard/{id} requests since the resource timings were last cleared. */
const dashboardFetches = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes(`${REAL}/api/dashboard/${dashboardId}`))
    .length;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('DashboardSession prefetch with a lazily loaded runtime', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    const res = await fetch(`${REAL}/api/auth/login/public`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ publicId }),
    });
    expect(res.status).to.equal(200);
    useRealApi(((await res.json()) as { token: string }).token);
    performance.setResourceTimingBufferSize(2000);
  });

  it('requests the dashboard before the runtime has arrived and runs it once the runtime is there', async () => {
    performance.clearResourceTimings();
    const session = new DashboardSession();
    const runtime = deferred<PrefetchRuntime>();
    session.prefetch(dashboardId, null, Promise.resolve(), runtime.promise);
    expect(session.prefetching).to.equal(dashboardId);
    await until(() => dashboardFetches() === 1, 60_000, 'the dashboard request, without the runtime');
    expect(session.prefetching, 'still waiting for the runtime').to.equal(dashboardId);
    runtime.resolve(await import('../../../../src/features/dashboards/view-chunk'));
    const loaded = await session.take(dashboardId)!;
    expect(loaded.model.title).to.equal(DEMO_PUBLIC_DASHBOARD.title);
    expect(Object.keys(loaded.model.widgets)).to.have.length(2);
    expect(loaded.early?.model, 'the opening subscriptions run on the parsed model').to.equal(loaded.model);
    loaded.early?.stop();
    expect(dashboardFetches(), 'one request').to.equal(1);
    session.dispose();
  });

  it('fails the prefetch when the runtime cannot load, so a view fetches and reports on its own', async () => {
    const session = new DashboardSession();
    const runtime = deferred<PrefetchRuntime>();
    session.prefetch(dashboardId, null, Promise.resolve(), runtime.promise);
    runtime.reject(new TypeError('Failed to fetch dynamically imported module'));
    const taken = session.take(dashboardId);
    expect(taken).to.not.equal(null);
    let error: unknown = null;
    await taken!.catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect(session.prefetching).to.equal(null);
    session.dispose();
  });
});
