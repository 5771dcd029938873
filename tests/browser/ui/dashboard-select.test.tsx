/// <reference types="mocha" />
/**
 * Dashboard selector: a dropdown on small screens, a
 * popup panel on large screens that opens above or below and at start or end depending on free space.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { useState, type CSSProperties } from 'react';
import { DashboardSelect } from '../../../src/ui/dashboard-select/dashboard-select';
import { panelPlacement } from '../../../src/ui/dashboard-select/panel-placement';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

const DASHBOARDS = [
  { id: 'd1', title: 'Fleet overview' },
  { id: 'd2', title: 'Firmware status' },
  { id: 'd3', title: 'Thermostats' },
];
let changes: string[] = [];

function Probe({ at }: { at?: CSSProperties }) {
  const [value, setValue] = useState<string | null>('d1');
  return (
    <div style={{ position: 'fixed', ...at }}>
      <DashboardSelect
        dashboards={DASHBOARDS}
        value={value}
        onChange={(id) => {
          changes.push(id);
          setValue(id);
        }}
        testId="dash-select"
      />
    </div>
  );
}

async function openAt(at: CSSProperties) {
  const el = await mountUi(<Probe at={at} />);
  const trigger = await $(el, '[data-testid="dash-select"]');
  trigger.click();
  const panel = await $(el, '[data-testid="dashboard-select-panel"]');
  await until(() => panel.getBoundingClientRect().width > 0);
  await new Promise((r) => requestAnimationFrame(r));
  return {
    el,
    trigger: trigger.getBoundingClientRect(),
    panel: panel.getBoundingClientRect(),
    placement: panel.getAttribute('data-placement'),
  };
}

describe('DashboardSelect', () => {
  beforeEach(async () => {
    changes = [];
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it('popup panel on large screens, 300 to 320 px wide, with a filter and the dashboard list', async () => {
    const { el, panel } = await openAt({ left: '20px', top: '20px' });
    expect(panel.width).to.be.within(300, 320);
    expect(q(el, '[data-testid="dashboard-select-panel"]')!.getAttribute('role')).to.equal('dialog');
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal([
      'Fleet overview',
      'Firmware status',
      'Thermostats',
    ]);
    expect(q(el, '[role="option"][aria-selected="true"]')!.textContent).to.equal('Fleet overview');
  });

  it('opens below and at start when there is room below and to the right', async () => {
    const { trigger, panel, placement } = await openAt({ left: '20px', top: '20px' });
    expect(placement).to.equal('bottom-start');
    expect(panel.top).to.be.at.least(trigger.bottom);
    expect(Math.abs(panel.left - trigger.left)).to.be.below(2);
  });

  it('opens above and at end when the trigger sits in the bottom-right corner', async () => {
    const { trigger, panel, placement } = await openAt({ right: '20px', bottom: '20px' });
    expect(placement).to.equal('top-end');
    expect(panel.bottom).to.be.at.most(trigger.top);
    expect(Math.abs(panel.right - trigger.right)).to.be.below(2);
  });

  it('placement rule: below when the panel fits under the trigger, start when it fits to the right', () => {
    const box = (left: number, top: number) => ({ left, top, right: left + 100, bottom: top + 36 });
    expect(panelPlacement(box(10, 10), 1000, 800)).to.equal('bottom-start');
    expect(panelPlacement(box(900, 10), 1000, 800)).to.equal('bottom-end');
    expect(panelPlacement(box(10, 700), 1000, 800)).to.equal('top-start');
    expect(panelPlacement(box(900, 700), 1000, 800)).to.equal('top-end');
  });

  it('filter by typing; arrows and Enter pick; Escape closes and returns focus to the button', async () => {
    const { el } = await openAt({ left: '20px', top: '20px' });
    const filter = await $(el, '[data-testid="dashboard-select-filter"]');
    await until(() => el.shadowRoot!.activeElement === filter);
    await typeInto(filter, 'f');
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal(['Fleet overview', 'Firmware status']);
    await press('ArrowDown');
    await press('Enter');
    expect(changes).to.deep.equal(['d2']);
    await until(() => !q(el, '[data-testid="dashboard-select-panel"]'));
    expect(q(el, '[data-testid="dash-select"]')!.textContent).to.equal('Firmware status');
    (await $(el, '[data-testid="dash-select"]')).click();
    await $(el, '[data-testid="dashboard-select-panel"]');
    await typeInto(await $(el, '[data-testid="dashboard-select-filter"]'), 'zz');
    expect(q(el, '[role="option"][aria-disabled]')!.textContent).to.equal("No dashboards match 'zz'.");
    await press('Escape');
    await until(() => !q(el, '[data-testid="dashboard-select-panel"]'));
    await until(() => el.shadowRoot!.activeElement === q(el, '[data-testid="dash-select"]'));
  });

  it('dropdown on small screens', async () => {
    await setViewport({ width: 500, height: 800 });
    const el = await mountUi(<Probe at={{ left: '0', top: '0', width: '100%' }} />);
    const select = await $(el, '[data-testid="dash-select"] [role="combobox"]');
    expect(select.textContent).to.contain('Fleet overview');
    select.click();
    await until(() => qa(el, '[role="option"]').length === 3);
    expect(q(el, '[data-testid="dashboard-select-panel"]')).to.equal(null);
    qa(el, '[role="option"]')[2]!.click();
    expect(changes).to.deep.equal(['d3']);
  });
});
