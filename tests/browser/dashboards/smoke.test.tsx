/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { fixture, mountDashboard, screenshot, untilFirstData, widgetsSettled } from './dashboard-harness';
import { unmountAll, qa } from '../ui/harness';

describe('dashboard smoke', () => {
  afterEach(() => unmountAll());
  it('renders the greenhouse fixture', async () => {
    const raw = await fixture('dashboards/greenhouse.json');
    const { el, ds } = await mountDashboard(raw);
    const cards = await widgetsSettled(el, 3);
    await untilFirstData(el, 'greenhouse');
    await screenshot('smoke-greenhouse');
    console.log(
      cards
        .map(
          (c) =>
            c.dataset.widgetType +
            ':' +
            (c.querySelector('[data-testid="widget-type-load-error"]')?.textContent ?? 'ok'),
        )
        .join('\n'),
    );
    expect(qa(el, '[data-testid="widget-type-not-found"]').length).to.equal(0);
    ds.dispose();
  });
});
