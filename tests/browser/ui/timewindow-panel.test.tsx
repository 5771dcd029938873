/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { TimewindowControl } from '../../../src/ui/timewindow/timewindow-control';
import type { Timewindow } from '../../../src/ui/timewindow/timewindow-model';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let updates: Timewindow[] = [];
function Probe(props: {
  initial?: Timewindow;
  isEdit?: boolean;
  disabled?: boolean;
  aggregation?: boolean;
  timezone?: boolean;
}) {
  const [tw, setTw] = useState<Timewindow | undefined>(props.initial);
  return (
    <TimewindowControl
      value={tw}
      onChange={(next) => {
        updates.push(next);
        setTw(next);
      }}
      isEdit={props.isEdit}
      disabled={props.disabled}
      aggregation={props.aggregation ?? true}
      timezone={props.timezone ?? true}
      testId="tw"
    />
  );
}

async function open(el: HTMLElement) {
  (await $(el, '[data-testid="tw"]')).click();
  return $(el, '[data-testid="timewindow-popover"]');
}

describe('Timewindow panel', () => {
  beforeEach(() => (updates = []));
  afterEach(unmountAll);

  it('full screen on small screens', async () => {
    await setViewport({ width: 420, height: 700 });
    try {
      const el = await mountUi(<Probe />);
      const pop = await open(el);
      await until(() => Math.round(pop.getBoundingClientRect().width) === 420);
      const r = pop.getBoundingClientRect();
      expect([Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]).to.deep.equal([
        0, 0, 420, 700,
      ]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('popover with Realtime and History tabs, min width 417 px, max height 550 px, inside the shadow root', async () => {
    const el = await mountUi(<Probe />);
    expect((await $(el, '[data-testid="tw"]')).textContent).to.equal('Realtime · Last 1 minute');
    const pop = await open(el);
    expect(pop.closest('[data-iot-portal-root]')).to.exist;
    expect(qa(el, '[role="tab"]').map((t) => t.textContent)).to.deep.equal(['Realtime', 'History']);
    expect(pop.getBoundingClientRect().width).to.be.at.least(417);
    expect(parseFloat(getComputedStyle(pop).maxHeight)).to.be.within(120, 550);
  });

  it('Update is enabled only when valid and changed; Cancel closes without change', async () => {
    const el = await mountUi(<Probe />);
    await open(el);
    const update = q<HTMLButtonElement>(el, '[data-testid="timewindow-update"]')!;
    expect(update.disabled).to.equal(true);
    qa(el, '[role="tab"]')[1]!.click();
    await until(() => !update.disabled);
    q<HTMLButtonElement>(el, '[data-testid="timewindow-cancel"]')!.click();
    await until(() => !q(el, '[data-testid="timewindow-popover"]'));
    expect(updates).to.have.length(0);
  });

  it('Update closes and returns the new timewindow', async () => {
    const el = await mountUi(<Probe />);
    await open(el);
    qa(el, '[role="tab"]')[1]!.click();
    await until(() => !q<HTMLButtonElement>(el, '[data-testid="timewindow-update"]')!.disabled);
    q<HTMLButtonElement>(el, '[data-testid="timewindow-update"]')!.click();
    await until(() => updates.length === 1);
    expect(updates[0]!.selectedTab).to.equal(1);
    await until(() => !q(el, '[data-testid="timewindow-popover"]'));
    expect(q(el, '[data-testid="tw"]')!.textContent).to.equal('History · Last 1 minute');
  });

  it('aggregation limit at least 7 and at most the max datapoints limit (Update disabled otherwise)', async () => {
    const el = await mountUi(<Probe initial={{ aggregation: { type: 'NONE', limit: 100 } }} />);
    await open(el);
    const limit = await $<HTMLInputElement>(el, 'input[type="number"][max="500"]');
    limit.select();
    await typeInto(limit, '5');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Enter a whole number from 7 to 500.');
    expect(q<HTMLButtonElement>(el, '[data-testid="timewindow-update"]')!.disabled).to.equal(true);
    limit.select();
    await typeInto(limit, '50');
    await until(() => !q<HTMLButtonElement>(el, '[data-testid="timewindow-update"]')!.disabled);
  });

  it('in edit mode each hide flag disables its controls', async () => {
    const el = await mountUi(<Probe isEdit />);
    await open(el);
    const hideInterval = await $<HTMLInputElement>(el, 'input[aria-label="Hide the interval"]');
    hideInterval.click();
    await until(() =>
      qa<HTMLInputElement>(el, '[data-section="interval"] input[type="radio"]').every((r) => r.disabled),
    );
    q<HTMLInputElement>(el, 'input[aria-label="Hide the time zone"]')!.click();
    await until(() => q<HTMLInputElement>(el, '[data-section="timezone"] input[role="combobox"]')!.disabled);
  });

  it('outside edit mode hidden sections are not shown', async () => {
    const el = await mountUi(<Probe initial={{ hideAggregation: true, hideTimezone: true }} />);
    await open(el);
    expect(q(el, '[data-section="interval"]')).to.exist;
    expect(q(el, '[data-section="aggregation"]')).to.equal(null);
    expect(q(el, '[data-section="timezone"]')).to.equal(null);
    expect(q(el, 'input[aria-label="Hide the interval"]')).to.equal(null);
  });

  it('the whole control is disabled when disabled, and outside edit mode when interval and both aggregation parts are hidden', async () => {
    let el = await mountUi(<Probe disabled />);
    expect((await $<HTMLButtonElement>(el, '[data-testid="tw"]')).disabled).to.equal(true);
    unmountAll();
    el = await mountUi(<Probe initial={{ hideInterval: true, hideAggregation: true, hideAggInterval: true }} />);
    expect((await $<HTMLButtonElement>(el, '[data-testid="tw"]')).disabled).to.equal(true);
    unmountAll();
    el = await mountUi(<Probe initial={{ hideInterval: true, hideAggregation: true }} />);
    expect((await $<HTMLButtonElement>(el, '[data-testid="tw"]')).disabled).to.equal(false);
    unmountAll();
    el = await mountUi(<Probe isEdit initial={{ hideInterval: true, hideAggregation: true, hideAggInterval: true }} />);
    expect((await $<HTMLButtonElement>(el, '[data-testid="tw"]')).disabled).to.equal(false);
  });

  it('Escape closes the panel', async () => {
    const el = await mountUi(<Probe />);
    await open(el);
    await until(() => el.shadowRoot!.activeElement?.closest('[data-testid="timewindow-popover"]'));
    await press('Escape');
    await until(() => !q(el, '[data-testid="timewindow-popover"]'));
  });
});
