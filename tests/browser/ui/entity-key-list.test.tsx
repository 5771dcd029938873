/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntityKeyList } from '../../../src/ui/entity/entity-key-list';
import { $, mountUi, press, qa, typeInto, unmountAll } from './harness';

const out: string[][] = [];
function Probe() {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <>
      <EntityKeyList
        label="Keys"
        value={keys}
        onChange={(k) => {
          out.push(k);
          setKeys(k);
        }}
        required
      />
      <button>next</button>
    </>
  );
}

describe('EntityKeyList', () => {
  afterEach(unmountAll);

  it('key list: trimmed, empties and duplicates ignored', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), ' temperature , ;humidity;temperature');
    await press('Enter');
    expect(qa(el, '[data-chip] > span').map((s) => s.textContent)).to.deep.equal(['temperature', 'humidity']);
    expect(out.at(-1)).to.deep.equal(['temperature', 'humidity']);
  });

  it('error if empty when required', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Add at least one key.');
  });
});
