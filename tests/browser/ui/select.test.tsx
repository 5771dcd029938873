/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Select, type SelectOption } from '../../../src/ui/select/select';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

const options: SelectOption<string>[] = [
  { value: 'MIN', label: 'Min' },
  { value: 'MAX', label: 'Max' },
  { value: 'AVG', label: 'Average' },
  { value: 'NONE', label: 'None', disabled: true },
];

let last: string | null = null;
function Probe({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>('MAX');
  return (
    <Select
      label="Aggregation"
      options={options}
      value={value}
      error={error}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

describe('Select', () => {
  afterEach(unmountAll);

  it('is a labelled combobox showing the selected option', async () => {
    const el = await mountUi(<Probe />);
    const trigger = await $(el, '[role="combobox"]');
    expect(trigger.textContent).to.contain('Max');
    const labelIds = trigger.getAttribute('aria-labelledby')!.split(' ');
    expect(el.shadowRoot!.getElementById(labelIds[0]!)!.textContent).to.equal('Aggregation');
  });

  it('opens a listbox inside the shadow root portal and picks with the mouse', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[role="combobox"]')).click();
    const list = await $(el, '[role="listbox"]');
    expect(list.closest('[data-iot-portal-root]')).to.exist;
    expect(getComputedStyle(list).position).to.equal('fixed');
    qa(el, '[role="option"]')[2]!.click();
    await until(() => !q(el, '[role="listbox"]'));
    expect(last).to.equal('AVG');
    expect(q(el, '[role="combobox"]')!.textContent).to.contain('Average');
  });

  it('is keyboard-operable: arrows move, Enter picks, Escape closes, letters jump', async () => {
    const el = await mountUi(<Probe />);
    const trigger = await $(el, '[role="combobox"]');
    trigger.focus();
    await press('ArrowDown');
    await $(el, '[role="listbox"]');
    expect(trigger.getAttribute('aria-activedescendant')).to.equal(qa(el, '[role="option"]')[1]!.id);
    await press('ArrowDown');
    await press('Enter');
    await until(() => !q(el, '[role="listbox"]'));
    expect(last).to.equal('AVG');
    await press('ArrowDown');
    await $(el, '[role="listbox"]');
    await press('Escape');
    await until(() => !q(el, '[role="listbox"]'));
    await press('m');
    expect(last).to.equal('MIN');
  });

  it('does not pick disabled options', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[role="combobox"]')).click();
    await $(el, '[role="listbox"]');
    last = null;
    qa(el, '[role="option"]')[3]!.click();
    expect(last).to.equal(null);
  });

  it('shows an error with role=alert and aria-invalid', async () => {
    const el = await mountUi(<Probe error="Aggregation is required." />);
    const trigger = await $(el, '[role="combobox"]');
    expect(trigger.getAttribute('aria-invalid')).to.equal('true');
    expect(q(el, '[role="alert"]')!.textContent).to.equal('Aggregation is required.');
  });
});
