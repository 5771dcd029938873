/// <reference types="mocha" />
/** Relation-type autocomplete. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { RelationTypeAutocomplete } from '../../../src/ui/relation-type/relation-type-autocomplete';
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
      <RelationTypeAutocomplete value={v} onChange={change} required />
      <button>next</button>
    </>
  );
}

async function blurEmpty(el: HTMLElement) {
  (await $(el, 'input')).focus();
  await press('Tab');
  return (await $(el, '[role="alert"]')).textContent;
}

describe('RelationTypeAutocomplete', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('relation-type autocomplete: standard types suggested, free text accepted, required relation.relation-type-required', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'c');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length >= 1);
    expect(qa(el, '[role="option"]')[0]!.textContent).to.equal('Contains');
    await typeInto(q(el, 'input')!, 'ustom');
    await press('Tab');
    expect(out.at(-1)).to.equal('custom');
    unmountAll();
    expect(await blurEmpty(await mountUi(<Probe />))).to.equal('Enter a relation type.');
  });
});
