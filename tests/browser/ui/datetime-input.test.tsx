/// <reference types="mocha" />
/** Date-time input. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { DateTimeInput } from '../../../src/ui/datetime/datetime-input';
import { toLocalInput } from '../../../src/ui/datetime/period';
import { $, mountUi, unmountAll, until } from './harness';

let values: (number | null)[] = [];
function Probe({ initial, min, max }: { initial: number | null; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      label="Start"
      value={value}
      min={min}
      max={max}
      onChange={(v) => {
        values.push(v);
        setValue(v);
      }}
    />
  );
}

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

/** Set the field the way a user's picker does: a real `input` event from the element's native setter. */
function pick(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('DateTimeInput', () => {
  beforeEach(() => {
    values = [];
  });
  afterEach(unmountAll);

  it('stores a millisecond timestamp; a labelled datetime field with second precision', async () => {
    const el = await mountUi(<Probe initial={at(2021, 6, 15, 9, 3, 1)} />);
    const input = await $<HTMLInputElement>(el, 'input');
    expect([input.type, input.step, input.value]).to.deep.equal(['datetime-local', '1', '2021-06-15T09:03:01']);
    expect(el.shadowRoot!.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Start');
    pick(input, '2021-06-16T10:00:05');
    await until(() => values.length === 1);
    expect(values[0]).to.equal(at(2021, 6, 16, 10, 0, 5));
  });

  it('stores null when cleared', async () => {
    const el = await mountUi(<Probe initial={at(2021, 6, 15)} />);
    const input = await $<HTMLInputElement>(el, 'input');
    input.focus();
    await sendKeys({ press: 'ControlOrMeta+a' });
    pick(input, '');
    await until(() => values.length === 1);
    expect(values[0]).to.equal(null);
  });

  it('accepts optional min and max: shown on the field and enforced on the value', async () => {
    const min = at(2021, 6, 10);
    const max = at(2021, 6, 20, 12);
    const el = await mountUi(<Probe initial={at(2021, 6, 15)} min={min} max={max} />);
    const input = await $<HTMLInputElement>(el, 'input');
    expect([input.min, input.max]).to.deep.equal([toLocalInput(min), toLocalInput(max)]);
    pick(input, '2021-06-01T00:00:00');
    await until(() => values.length === 1);
    pick(input, '2021-07-01T00:00:00');
    await until(() => values.length === 2);
    expect(values).to.deep.equal([min, max]);
  });
});
