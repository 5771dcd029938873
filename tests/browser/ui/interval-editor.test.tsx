/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { IntervalEditor } from '../../../src/ui/timewindow/interval-editor';
import { DAY, HOUR, MINUTE, SECOND } from '../../../src/ui/timewindow/time-constants';
import { QuickIntervalSelect } from '../../../src/ui/quick-interval/quick-interval-select';
import { $, mountUi, q, qa, unmountAll, until } from './harness';

let out: (number | null)[] = [];
function Probe({
  initial,
  min,
  max,
  advanced,
}: {
  initial: number | null;
  min?: number;
  max?: number;
  advanced?: boolean;
}) {
  const [v, setV] = useState(initial);
  return (
    <IntervalEditor
      label="Group interval"
      value={v}
      min={min}
      max={max}
      advanced={advanced}
      onChange={(x) => {
        out.push(x);
        setV(x);
      }}
    />
  );
}
const part = (el: HTMLElement, p: string) => q<HTMLInputElement>(el, `input[data-part="${p}"]`)!;
async function setPart(el: HTMLElement, p: string, value: string) {
  const input = part(el, p);
  input.focus();
  input.select();
  await sendKeys({ type: value });
}

describe('IntervalEditor and QuickIntervalSelect', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('basic mode lists the predefined intervals between min and max', async () => {
    const el = await mountUi(<Probe initial={MINUTE} min={MINUTE} max={HOUR} />);
    (await $(el, '[role="combobox"]')).click();
    await $(el, '[role="listbox"]');
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal([
      '1 minute',
      '2 minutes',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
    ]);
  });

  it('switching to advanced carries the value over into days/hours/mins/secs (integer inputs, step 1)', async () => {
    const el = await mountUi(<Probe initial={DAY + 2 * HOUR} />);
    (await $<HTMLInputElement>(el, 'input[type="checkbox"]')).click();
    await until(() => part(el, 'days'));
    expect(['days', 'hours', 'mins', 'secs'].map((p) => part(el, p).value)).to.deep.equal(['1', '2', '0', '0']);
    expect(part(el, 'secs').step).to.equal('1');
  });

  it('overflow carries: 60 s → 1 min, 60 min → 1 h, 24 h → 1 day', async () => {
    const el = await mountUi(<Probe initial={MINUTE} advanced />);
    await setPart(el, 'secs', '60');
    await until(() => part(el, 'mins').value === '2' && part(el, 'secs').value === '0');
    await setPart(el, 'mins', '60');
    await until(() => part(el, 'hours').value === '1' && part(el, 'mins').value === '0');
    await setPart(el, 'hours', '24');
    await until(() => part(el, 'days').value === '1' && part(el, 'hours').value === '0');
    expect(out.at(-1)).to.equal(DAY);
  });

  it('negatives borrow from larger units and floor at 0; zero gives no value', async () => {
    const el = await mountUi(<Probe initial={HOUR} advanced />);
    part(el, 'secs').focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => part(el, 'mins').value === '59' && part(el, 'secs').value === '59');
    expect(out.at(-1)).to.equal(HOUR - SECOND);
    unmountAll();
    const el2 = await mountUi(<Probe initial={5 * SECOND} advanced />);
    await setPart(el2, 'secs', '0');
    expect(out.at(-1)).to.equal(null);
    part(el2, 'secs').focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => part(el2, 'secs').value === '0', 1000, 'floored at 0');
  });

  it('value clamped between min and max; switching back to basic snaps to a predefined interval', async () => {
    const el = await mountUi(<Probe initial={MINUTE} max={HOUR} advanced />);
    await setPart(el, 'hours', '5');
    expect(out.at(-1)).to.equal(HOUR);
    await setPart(el, 'hours', '0');
    await setPart(el, 'mins', '7');
    expect(out.at(-1)).to.equal(7 * MINUTE);
    q<HTMLInputElement>(el, 'input[type="checkbox"]')!.click();
    await until(() => out.at(-1) === 5 * MINUTE);
  });

  it('quick interval list is filtered to values starting with CURRENT_ when only the current interval is allowed', async () => {
    const el = await mountUi(<QuickIntervalSelect value="CURRENT_DAY" onChange={() => {}} onlyCurrent />);
    (await $(el, '[role="combobox"]')).click();
    await $(el, '[role="listbox"]');
    const labels = qa(el, '[role="option"]').map((o) => o.textContent);
    expect(labels).to.have.length(11);
    expect(labels).to.include('Current day so far');
    expect(labels).not.to.include('Yesterday');
  });
});
