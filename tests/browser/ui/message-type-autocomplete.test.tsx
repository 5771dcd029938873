/// <reference types="mocha" />
/** Message type autocomplete (rulenode.message-type-required). */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { MessageTypeAutocomplete } from '../../../src/ui/message-type/message-type-autocomplete';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let out: (string | null)[] = [];
function Probe() {
  const [v, setV] = useState<string | null>(null);
  const change = (x: string | null) => {
    out.push(x);
    setV(x);
  };
  return (
    <>
      <MessageTypeAutocomplete value={v} onChange={change} required />
      <button>next</button>
    </>
  );
}

async function blurEmpty(el: HTMLElement) {
  (await $(el, 'input')).focus();
  await press('Tab');
  return (await $(el, '[role="alert"]')).textContent;
}

describe('MessageTypeAutocomplete', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('message type autocomplete: known types shown by display name, free text accepted, required rulenode.message-type-required', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'telemetry p');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.equal('POST_TELEMETRY_REQUEST');
    expect(q<HTMLInputElement>(el, 'input')!.value).to.equal('Telemetry posted');
    unmountAll();
    const el2 = await mountUi(<Probe />);
    await typeInto(await $(el2, 'input'), 'MY_TYPE');
    await press('Tab');
    expect(out.at(-1)).to.equal('MY_TYPE');
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe />))).to.equal('Enter a message type.');
  });
});
