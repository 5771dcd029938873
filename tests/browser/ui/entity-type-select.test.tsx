/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntityTypeSelect } from '../../../src/ui/entity/entity-type-select';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

function Probe() {
  const [type, setType] = useState<string | null>(null);
  return (
    <EntityTypeSelect value={type} onChange={setType} allowedTypes={['DEVICE', 'ASSET', 'CURRENT_CUSTOMER']} required />
  );
}

describe('EntityTypeSelect', () => {
  afterEach(unmountAll);

  it('lists the allowed types by display name', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[role="combobox"]')).click();
    await until(() => qa(el, '[role="option"]').length === 3);
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal(['Device', 'Asset', 'Current customer']);
    qa(el, '[role="option"]')[1]!.click();
    await until(() => q(el, '[role="combobox"]')!.textContent!.includes('Asset'));
  });

  it('entity type selector: entity.type-required when closed without a choice', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[role="combobox"]')).focus();
    await press('ArrowDown');
    await $(el, '[role="listbox"]');
    await press('Escape');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Select an entity type.');
  });
});
