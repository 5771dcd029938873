/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { DateTimePeriod } from '../../../src/ui/datetime/datetime-period';
import type { Period } from '../../../src/ui/datetime/period';
import { $, mountUi, unmountAll, until } from './harness';

const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();
let out: Period[] = [];
function Probe({ initial }: { initial: Period | null }) {
  const [p, setP] = useState(initial);
  return (
    <DateTimePeriod
      value={p}
      now={() => NOW}
      onChange={(x) => {
        out.push(x);
        setP(x);
      }}
    />
  );
}

function setNativeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('DateTimePeriod', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('missing value defaults to the last 24 hours ending now', async () => {
    await mountUi(<Probe initial={null} />);
    await until(() => out.length === 1);
    expect(out[0]).to.deep.equal({ startTimeMs: NOW - 86_400_000, endTimeMs: NOW });
  });

  it('inputs are labelled, second precision, with min/max 1 s apart and end max now', async () => {
    const el = await mountUi(<Probe initial={{ startTimeMs: NOW - 3_600_000, endTimeMs: NOW - 60_000 }} />);
    const start = await $<HTMLInputElement>(el, '[data-testid="period-start"]');
    const end = await $<HTMLInputElement>(el, '[data-testid="period-end"]');
    expect(start.labels?.[0]?.textContent).to.equal('From');
    expect(start.step).to.equal('1');
    expect(start.max).to.equal('2026-06-15T11:58:59');
    expect(end.min).to.equal('2026-06-15T11:00:01');
    expect(end.max).to.equal('2026-06-15T12:00:00');
  });

  it('start at most 1 s before the end', async () => {
    const el = await mountUi(<Probe initial={{ startTimeMs: NOW - 3_600_000, endTimeMs: NOW - 60_000 }} />);
    const start = await $<HTMLInputElement>(el, '[data-testid="period-start"]');
    // A start past the end is clamped to end - 1 s.
    setNativeValue(start, '2026-06-15T11:59:30');
    await until(() => out.length > 0);
    expect(out.at(-1)!.startTimeMs).to.equal(NOW - 60_000 - 1000);
  });

  it('end at least 1 s after start; end not in the future', async () => {
    const el = await mountUi(<Probe initial={{ startTimeMs: NOW - 3_600_000, endTimeMs: NOW - 60_000 }} />);
    const end = await $<HTMLInputElement>(el, '[data-testid="period-end"]');
    setNativeValue(end, '2026-06-15T10:00:00');
    await until(() => out.length === 1);
    expect(out[0]!.endTimeMs).to.equal(NOW - 3_600_000 + 1000);
    setNativeValue(end, '2026-06-16T10:00:00');
    await until(() => out.length === 2);
    expect(out[1]!.endTimeMs).to.equal(NOW);
  });

  it('keyboard: the start field takes typed digits', async () => {
    const el = await mountUi(<Probe initial={{ startTimeMs: NOW - 3_600_000, endTimeMs: NOW - 60_000 }} />);
    const start = await $<HTMLInputElement>(el, '[data-testid="period-start"]');
    start.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => out.length > 0);
    expect(out.at(-1)!.startTimeMs).to.be.lessThan(NOW - 3_600_000);
  });
});
