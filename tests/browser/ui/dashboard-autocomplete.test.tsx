/// <reference types="mocha" />
/** Dashboard autocomplete. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import {
  DashboardAutocomplete,
  type DashboardInfo,
} from '../../../src/ui/dashboard-autocomplete/dashboard-autocomplete';
import { $, mountUi, press, qa, typeInto, unmountAll, until } from './harness';

const dashboards: DashboardInfo[] = ['Thermal', 'Alpha', 'Tanks', 'Thermostats', 'Beta', 'Tx'].map((title, i) => ({
  id: { id: `db${i}` },
  title,
}));
const pages: unknown[] = [];

function Dash({ required = false }: { required?: boolean }) {
  const [v, setV] = useState<DashboardInfo | null>(null);
  return (
    <DashboardAutocomplete
      value={v}
      onChange={setV}
      required={required}
      search={async (text, page) => {
        pages.push(page);
        return dashboards.filter((d) => d.title.toLowerCase().includes(text.toLowerCase()));
      }}
    />
  );
}

describe('DashboardAutocomplete', () => {
  afterEach(unmountAll);

  it('dashboard autocomplete: suggestions match by title prefix, highlighted, sorted by title, page size 10', async () => {
    const el = await mountUi(<Dash />);
    await typeInto(await $(el, 'input'), 'th');
    await until(() => qa(el, '[role="option"]').length === 2);
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal(['Thermal', 'Thermostats']);
    expect(qa(el, '[data-highlight]').map((b) => b.textContent)).to.deep.equal(['Th', 'Th']);
    expect(pages.at(-1)).to.deep.equal({ pageSize: 10, sortProperty: 'title', sortOrder: 'ASC' });
  });

  it("dashboard autocomplete: empty text is the 'no dashboards matching {entity}' message", async () => {
    const el = await mountUi(<Dash />);
    await typeInto(await $(el, 'input'), 'zz');
    expect((await $(el, '[data-no-match]')).textContent).to.equal("No dashboards match 'zz'.");
  });

  it('dashboard autocomplete may be required: dashboard.dashboard-required once left empty', async () => {
    const el = await mountUi(
      <>
        <Dash required />
        <button>next</button>
      </>,
    );
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Select a dashboard.');
  });
});
