/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntityTypeList } from '../../../src/ui/entity/entity-type-list';
import { $, mountUi, press, qa, typeInto, unmountAll, until } from './harness';

function Probe({ required }: { required?: boolean }) {
  const [types, setTypes] = useState<string[]>([]);
  return (
    <>
      <EntityTypeList
        value={types}
        onChange={setTypes}
        allowedTypes={['DEVICE', 'ASSET', 'CUSTOMER']}
        required={required}
      />
      <button>next</button>
    </>
  );
}

describe('EntityTypeList', () => {
  afterEach(unmountAll);

  it('placeholder entity.any-entity when not required, entity.enter-entity-type when required', async () => {
    let el = await mountUi(<Probe />);
    expect((await $<HTMLInputElement>(el, 'input')).placeholder).to.equal('Any entity type');
    unmountAll();
    el = await mountUi(<Probe required />);
    expect((await $<HTMLInputElement>(el, 'input')).placeholder).to.equal('Type an entity type');
  });

  it('entity type list: at least one if required (entity.entity-type-list-empty)', async () => {
    const el = await mountUi(<Probe required />);
    (await $(el, 'input')).focus();
    await press('Escape');
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Pick at least one entity type.');
  });

  it('types are picked by display name from suggestions', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'ass');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(qa(el, '[data-chip] > span').map((s) => s.textContent)).to.deep.equal(['Asset']);
  });
});
