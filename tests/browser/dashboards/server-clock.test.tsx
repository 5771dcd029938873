/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { fixture, mountDashboard, widgetsSettled } from './dashboard-harness';
import { TestDataSource } from './test-data-source';
import { qa, unmountAll, until } from '../ui/harness';

/** A source whose server-time answer waits until the test releases it. */
class HeldClockSource extends TestDataSource {
  asked = 0;
  release: (serverMs: number) => void = () => undefined;
  override serverTime(): Promise<number> {
    this.asked += 1;
    return new Promise((resolve) => (this.release = resolve));
  }
}

describe('server clock (as ThingsBoard 3.3.1: it corrects the client clock, it never holds the first values)', () => {
  afterEach(() => unmountAll());

  it('paints the first values while the server time is still unanswered, then keeps them when it arrives', async () => {
    const raw = await fixture('dashboards/greenhouse.json');
    const ds = new HeldClockSource({ updateIntervalMs: 0 });
    const { el } = await mountDashboard(raw, { ds });
    await widgetsSettled(el);
    const row = () =>
      qa(el, '[data-testid="widget"] [data-testid="table-row"]').find((r) => /\d/.test(r.textContent ?? ''))
        ?.textContent ?? null;
    expect(await until(row, 10_000, 'a data row before the server time')).to.match(/\d/);
    expect(ds.asked).to.equal(1);
    ds.release(Date.now() + 60_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(row()).to.match(/\d/);
    ds.dispose();
  });
});
