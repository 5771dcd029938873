/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { EntityAutocomplete } from '../../../src/ui/entity/entity-autocomplete';
import { loadEntity, searchCalls, searchEntities } from './entity-fixtures';
import { $, mountUi, press, qa, sleep, typeInto, unmountAll, until } from './harness';

let ids: (string | null)[] = [];
function Probe({ initial = null as string | null, exclude = [] as string[] }) {
  const [id, setId] = useState<string | null>(initial);
  return (
    <>
      <EntityAutocomplete
        entityType="DEVICE"
        value={id}
        onChange={(v) => {
          ids.push(v);
          setId(v);
        }}
        search={searchEntities}
        load={loadEntity}
        excludeIds={exclude}
        required
      />
      <button>next</button>
    </>
  );
}

describe('EntityAutocomplete', () => {
  beforeEach(() => {
    ids = [];
    searchCalls.length = 0;
  });
  afterEach(unmountAll);

  it('lookup by name, debounced 150 ms, page size 50', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'boi');
    await sleep(100);
    expect(searchCalls.some((c) => c.text === 'boi')).to.equal(false);
    await until(() => qa(el, '[role="option"]').length === 2);
    expect(searchCalls.filter((c) => c.text.startsWith('b'))).to.deep.equal([
      { type: 'DEVICE', text: 'boi', pageSize: 50 },
    ]);
  });

  it("'no entities matching' option when nothing found", async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'xyz');
    expect((await $(el, '[data-no-match]')).textContent).to.equal("No entities match 'xyz'.");
  });

  it('excluded ids filtered out', async () => {
    const el = await mountUi(<Probe exclude={['d0']} />);
    await typeInto(await $(el, 'input'), 'boi');
    await until(() => qa(el, '[role="option"]').length === 1);
    expect(qa(el, '[role="option"]')[0]!.textContent).to.equal('Boiler 2');
  });

  it("required error depends on type (e.g. 'device-required')", async () => {
    const el = await mountUi(<Probe />);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Select a device.');
  });

  it('shows a stored value by name; an unloadable stored value is cleared', async () => {
    const el = await mountUi(<Probe initial="d2" />);
    await until(() => (el.shadowRoot!.querySelector('input') as HTMLInputElement).value === 'Chiller');
    unmountAll();
    await mountUi(<Probe initial="gone" />);
    await until(() => ids.includes(null), 2000, 'cleared');
  });

  it('picks an entity and emits its id', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'pu');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(ids.at(-1)).to.equal('d3');
  });
});
