/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntitySubtypeAutocomplete, EntitySubtypeList } from '../../../src/ui/entity/entity-subtype';
import { $, mountUi, press, qa, typeInto, unmountAll, until } from './harness';

const load = async () => ['boiler', 'pump', 'sensor'];
let single: (string | null)[] = [];
let lists: (string[] | null)[] = [];

function AutoProbe() {
  const [v, setV] = useState<string | null>(null);
  return (
    <>
      <EntitySubtypeAutocomplete
        entityType="ASSET"
        loadSubtypes={load}
        value={v}
        onChange={(x) => {
          single.push(x);
          setV(x);
        }}
        required
      />
      <button>next</button>
    </>
  );
}

function ListProbe() {
  const [v, setV] = useState<string[] | null>(['pump']);
  return (
    <EntitySubtypeList
      entityType="DEVICE"
      loadSubtypes={load}
      value={v}
      onChange={(x) => {
        lists.push(x);
        setV(x);
      }}
      required
    />
  );
}

describe('Entity subtype autocomplete and chip list', () => {
  beforeEach(() => {
    single = [];
    lists = [];
  });
  afterEach(unmountAll);

  it('if a subtype search has no match the typed text is offered as the value', async () => {
    const el = await mountUi(<AutoProbe />);
    await typeInto(await $(el, 'input'), 'valve');
    expect((await $(el, '[data-free-text]')).textContent).to.equal('valve');
    await press('Enter');
    expect(single.at(-1)).to.equal('valve');
  });

  it('known subtypes are suggested with the match highlighted', async () => {
    const el = await mountUi(<AutoProbe />);
    await typeInto(await $(el, 'input'), 'pu');
    await until(() => qa(el, '[role="option"]:not([data-free-text])').length === 1);
    expect(qa(el, '[data-highlight]')[0]!.textContent).to.equal('pu');
  });

  it('required error e.g. asset.asset-type-required', async () => {
    const el = await mountUi(<AutoProbe />);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Enter an asset type.');
  });

  it('subtype list: entries added or removed, duplicates ignored, an empty list becomes null', async () => {
    const el = await mountUi(<ListProbe />);
    await typeInto(await $(el, 'input'), 'pump,boiler');
    await press('Enter');
    expect(lists.at(-1)).to.deep.equal(['pump', 'boiler']);
    (await $(el, 'button[aria-label="Remove pump"]')).click();
    await until(() => lists.length === 2);
    (await $(el, 'button[aria-label="Remove boiler"]')).click();
    await until(() => lists.length === 3);
    expect(lists.at(-1)).to.equal(null);
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Add at least one device type.');
  });
});
