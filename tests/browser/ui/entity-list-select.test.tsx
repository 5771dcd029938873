/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntityListSelect } from '../../../src/ui/entity/entity-list-select';
import { loadEntities, searchEntities } from './entity-fixtures';
import { $, mountUi, press, qa, typeInto, unmountAll, until } from './harness';

let out: (string[] | null)[] = [];
function Probe({ initial = null as string[] | null }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <EntityListSelect
        entityType="DEVICE"
        value={ids}
        onChange={(v) => {
          out.push(v);
          setIds(v);
        }}
        search={searchEntities}
        loadMany={loadEntities}
        required
      />
      <button>next</button>
    </>
  );
}
const chips = (el: HTMLElement) => qa(el, '[data-chip] > span').map((s) => s.textContent);

describe('EntityListSelect', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('shows stored ids as named chips and adds picked entities, emitting ids', async () => {
    const el = await mountUi(<Probe initial={['d0']} />);
    await until(() => chips(el).length === 1);
    expect(chips(el)).to.deep.equal(['Boiler']);
    await typeInto(await $(el, 'input'), 'pu');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.deep.equal(['d0', 'd3']);
  });

  it('emits null when empty; required means at least one (entity.entity-list-empty)', async () => {
    const el = await mountUi(<Probe initial={['d1']} />);
    await until(() => chips(el).length === 1);
    (await $(el, 'button[aria-label="Remove Boiler 2"]')).click();
    await until(() => out.length === 1);
    expect(out[0]).to.equal(null);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Pick at least one entity.');
  });
});
