/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Autocomplete } from '../../../src/ui/autocomplete/autocomplete';
import { $, mountUi, press, q, qa, sleep, typeInto, unmountAll, until } from './harness';

const names = ['Thermostat A', 'Thermometer', 'Pump', 'Tank level'];
let calls: string[] = [];
let last: string | null | undefined;
const search = async (text: string) => {
  calls.push(text);
  return names.filter((n) => n.toLowerCase().startsWith(text.toLowerCase()));
};

function Probe({ free, required }: { free?: boolean; required?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Autocomplete<string>
      label="Device"
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
      search={search}
      getLabel={(s) => s}
      getKey={(s) => s}
      noMatchText={(text) => `No devices matching '${text}'`}
      freeText={free ? (s) => s : undefined}
      required={required}
      requiredText="Device is required."
      prefixOnly
    />
  );
}

describe('Autocomplete', () => {
  beforeEach(() => {
    calls = [];
    last = undefined;
  });
  afterEach(unmountAll);

  it('debounces the lookup (150 ms): one search for fast typing', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'Ther');
    await sleep(60);
    expect(calls.filter((c) => c.startsWith('T'))).to.deep.equal([]);
    await until(() => qa(el, '[role="option"]').length === 2);
    expect(calls.filter((c) => c.startsWith('T'))).to.deep.equal(['Ther']);
  });

  it('highlights the matched prefix of each suggestion', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'ther');
    await until(() => qa(el, '[role="option"]').length === 2);
    expect(qa(el, '[data-highlight]').map((b) => b.textContent)).to.deep.equal(['Ther', 'Ther']);
  });

  it("shows the 'no … matching' option when nothing is found", async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'zz');
    const row = await $(el, '[data-no-match]');
    expect(row.textContent).to.equal("No devices matching 'zz'");
  });

  it('picks with the keyboard and clears with the clear button', async () => {
    const el = await mountUi(<Probe />);
    const input = await $<HTMLInputElement>(el, 'input');
    await typeInto(input, 'pu');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(last).to.equal('Pump');
    expect(input.value).to.equal('Pump');
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    expect(last).to.equal(null);
    await until(() => input.value === '', 1000, 'cleared input');
  });

  it('offers the typed text as the value when free text is allowed and nothing matches', async () => {
    const el = await mountUi(<Probe free />);
    const input = await $<HTMLInputElement>(el, 'input');
    await typeInto(input, 'Valve');
    const free = await $(el, '[data-free-text]');
    expect(free.textContent).to.equal('Valve');
    await press('Enter');
    expect(last).to.equal('Valve');
  });

  it('shows the required error after blur with no value', async () => {
    const el = await mountUi(
      <>
        <Probe required />
        <button>next</button>
      </>,
    );
    (await $(el, 'input')).focus();
    await press('Tab');
    const alert = await $(el, '[role="alert"]');
    expect(alert.textContent).to.equal('Device is required.');
    expect(q(el, 'input')!.getAttribute('aria-invalid')).to.equal('true');
  });
});
