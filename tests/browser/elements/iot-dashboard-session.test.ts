/// <reference types="mocha" />
/**
 * `<iot-dashboard>` owns its hand-off: each element gets its own dashboard session when it is connected (the
 * dashboard its prepare step fetches waits there for its view), two elements on one page never share one, and
 * removing an element disposes its session (a fetch in flight is cancelled). Against the demo server's seeded
 * public dashboard (/real).
 */
import { expect } from '@open-wc/testing';
import { DEMO_PUBLIC_DASHBOARD } from '../../../demo/server/seed/demo-data';
import '../../../elements/iot-dashboard';
import { DashboardSession } from '../../../src/features/dashboards/dashboard-session';
import { elementContextOf } from '../../../src/host/create-element-class';
import { clearAuthStorage, shadow, until } from '../helpers';

const { dashboardId, publicId } = DEMO_PUBLIC_DASHBOARD;

function dashboardElement(): HTMLElement {
  const el = document.createElement('iot-dashboard');
  el.setAttribute('api-url', '/real');
  el.setAttribute('dashboard-id', dashboardId);
  el.setAttribute('public-id', publicId);
  el.style.height = '500px';
  return el;
}

const sessionOf = (el: Element) => elementContextOf(el) as DashboardSession | undefined;
const prepared = () => new Promise<void>((resolve) => queueMicrotask(resolve));
/** GET /api/dashboard/{id} requests the page made since the resource timings were last cleared. */
const dashboardFetches = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes(`/real/api/dashboard/${dashboardId}`)).length;

describe('<iot-dashboard> dashboard session', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    const res = await fetch('/real/api/auth/login/public', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ publicId }),
    });
    expect(res.status).to.equal(200);
    performance.setResourceTimingBufferSize(2000);
  });
  afterEach(() => document.querySelectorAll('iot-dashboard').forEach((e) => e.remove()));
  after(() => clearAuthStorage());

  it('gives each of two elements on one page its own session; each view takes its own prefetched dashboard', async () => {
    performance.clearResourceTimings();
    const a = dashboardElement();
    const b = dashboardElement();
    document.body.append(a, b);
    const [sa, sb] = [sessionOf(a), sessionOf(b)];
    expect(sa).to.be.instanceOf(DashboardSession);
    expect(sb).to.be.instanceOf(DashboardSession);
    expect(sa).to.not.equal(sb);
    await prepared();
    // Both prepare steps fetch: the first element's fetch is not the second's.
    expect(sa!.prefetching).to.equal(dashboardId);
    expect(sb!.prefetching).to.equal(dashboardId);
    for (const el of [a, b])
      await until(() => shadow(el).querySelectorAll('[data-testid="widget"]').length === 2, 90_000, 'two widgets');
    expect(sa!.prefetching).to.equal(null);
    expect(sb!.prefetching).to.equal(null);
    // One request per element: each view took its element's prefetch instead of asking again.
    expect(dashboardFetches()).to.equal(2);
    // Reconfiguring an element that shows the dashboard fetches nothing again.
    a.setAttribute('hide-toolbar', '');
    await prepared();
    expect(sa!.prefetching).to.equal(null);
  });

  it('disposes the session when the element is removed, and a reconnected element gets a new one', async () => {
    const el = dashboardElement();
    document.body.append(el);
    const first = sessionOf(el)!;
    await prepared();
    expect(first.prefetching).to.equal(dashboardId);
    el.remove();
    expect(elementContextOf(el)).to.equal(undefined);
    expect(first.disposed).to.equal(true);
    expect(first.prefetching, 'the fetch in flight is dropped').to.equal(null);
    document.body.append(el);
    const second = sessionOf(el)!;
    expect(second).to.be.instanceOf(DashboardSession);
    expect(second).to.not.equal(first);
    expect(second.disposed).to.equal(false);
    await until(
      () => shadow(el).querySelectorAll('[data-testid="widget"]').length === 2,
      90_000,
      'two widgets after reconnecting',
    );
    el.remove();
    expect(second.disposed).to.equal(true);
  });
});
