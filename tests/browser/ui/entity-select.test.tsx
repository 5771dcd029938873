/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { EntitySelect } from '../../../src/ui/entity/entity-select';
import { NULL_UUID, resolveEntitySelection, type EntityRef } from '../../../src/ui/entity/entity-types';
import { loadEntity, searchEntities } from './entity-fixtures';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let out: (EntityRef | null)[] = [];
const probe = () => (
  <EntitySelect
    value={null}
    onChange={(v) => out.push(v)}
    allowedTypes={['DEVICE', 'CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_USER_OWNER']}
    search={searchEntities}
    load={loadEntity}
  />
);

async function pickType(el: HTMLElement, label: string) {
  (await $(el, 'button[role="combobox"]')).click();
  await $(el, '[role="listbox"]');
  qa(el, '[role="option"]')
    .find((o) => o.textContent === label)!
    .click();
  await until(() => !q(el, '[role="listbox"]'));
}

describe('EntitySelect', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('emits nothing unless type and id are both set', async () => {
    const el = await mountUi(probe);
    await pickType(el, 'Device');
    expect(out).to.deep.equal([null]);
    await typeInto(await $(el, 'input'), 'chi');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.deep.equal({ entityType: 'DEVICE', id: 'd2' });
  });

  it('current tenant, current user, current user owner get the null id automatically', async () => {
    const el = await mountUi(probe);
    for (const [label, type] of [
      ['Current tenant', 'CURRENT_TENANT'],
      ['Current user', 'CURRENT_USER'],
      ['Current user owner', 'CURRENT_USER_OWNER'],
    ]) {
      await pickType(el, label!);
      expect(out.at(-1)).to.deep.equal({ entityType: type, id: NULL_UUID });
      expect(q(el, 'input')).to.equal(null);
    }
  });

  it('current customer gets the null id when no id is chosen', async () => {
    const el = await mountUi(probe);
    await pickType(el, 'Current customer');
    expect(out.at(-1)).to.deep.equal({ entityType: 'CURRENT_CUSTOMER', id: NULL_UUID });
    expect(resolveEntitySelection('CURRENT_CUSTOMER', 'c1')).to.deep.equal({
      entityType: 'CURRENT_CUSTOMER',
      id: 'c1',
    });
  });
});
