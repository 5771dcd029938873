/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { DashboardAutocomplete, type DashboardInfo } from '../../../src/ui/dashboard-autocomplete/dashboard-autocomplete';
import { GatewayPicker, type GatewayInfo } from '../../../src/ui/gateway-picker/gateway-picker';
import { OtaPackageAutocomplete } from '../../../src/ui/ota-package/ota-package-autocomplete';
import { $, mountUi, press, qa, typeInto, unmountAll, until } from './harness';

const dashboards: DashboardInfo[] = ['Thermal', 'Alpha', 'Tanks', 'Thermostats', 'Beta', 'Tx'].map((title, i) => ({ id: { id: `db${i}` }, title }));
const pages: unknown[] = [];

function Dash() {
  const [v, setV] = useState<DashboardInfo | null>(null);
  return (
    <DashboardAutocomplete
      value={v}
      onChange={setV}
      search={async (text, page) => {
        pages.push(page);
        return dashboards.filter((d) => d.title.toLowerCase().includes(text.toLowerCase()));
      }}
    />
  );
}

let ota: (string | null)[] = [];
function Ota({ initial }: { initial: string | null }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <OtaPackageAutocomplete
        type="FIRMWARE"
        value={v}
        onChange={(x) => {
          ota.push(x);
          setV(x);
        }}
        search={async () => [{ id: { id: 'p1' }, title: 'Sensor fw', version: '1.2.0' }]}
        load={async (id) => (id === 'p1' ? { id: { id: 'p1' }, title: 'Sensor fw', version: '1.2.0' } : null)}
        required
      />
      <button>next</button>
    </>
  );
}

let gw: (GatewayInfo | null)[] = [];
let exists: string[] = [];
let confirmAnswer = true;
function Gateway({ deviceName, taken = false }: { deviceName?: string; taken?: boolean }) {
  const [v, setV] = useState<GatewayInfo | null>(null);
  return (
    <GatewayPicker
      value={v}
      onChange={(x) => {
        gw.push(x);
        setV(x);
      }}
      gateways={[{ id: { id: 'g1' }, name: 'Gateway A' }, { id: { id: 'g2' }, name: 'Plant-7' }]}
      deviceName={deviceName}
      confirm={async () => confirmAnswer}
      createGateway={async (name) => {
        if (taken) throw { nameExists: true };
        return { id: { id: 'g3' }, name };
      }}
      onNameExists={(n) => exists.push(n)}
    />
  );
}

describe('Dashboard autocomplete, OTA package picker, gateway picker', () => {
  beforeEach(() => {
    ota = [];
    gw = [];
    exists = [];
    confirmAnswer = true;
  });
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

  it("package picker shows 'title (version)'; required text per type; failed lookup by id clears the value", async () => {
    const el = await mountUi(<Ota initial="p1" />);
    await until(() => (el.shadowRoot!.querySelector('input') as HTMLInputElement).value === 'Sensor fw (1.2.0)');
    unmountAll();
    await mountUi(<Ota initial="missing" />);
    await until(() => ota.at(-1) === null);
    unmountAll();
    const el3 = await mountUi(<Ota initial={null} />);
    (await $(el3, 'input')).focus();
    await press('Tab');
    expect((await $(el3, '[role="alert"]')).textContent).to.equal('Select a firmware package.');
  });

  it('gateway picker: the first gateway, or one matching the device name, is preselected', async () => {
    await mountUi(<Gateway />);
    await until(() => gw.length === 1);
    expect(gw[0]!.name).to.equal('Gateway A');
    unmountAll();
    gw = [];
    await mountUi(<Gateway deviceName="Plant-7" />);
    await until(() => gw.length === 1);
    expect(gw[0]!.name).to.equal('Plant-7');
  });

  it('gateway picker: creating a new gateway needs confirmation; a taken name emits name-exists', async () => {
    const el = await mountUi(<Gateway />);
    await until(() => gw.length === 1);
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    await typeInto(await $(el, 'input'), 'New GW');
    expect((await $(el, '[data-free-text]')).textContent).to.equal("Create a new gateway 'New GW'");
    await press('Enter');
    await until(() => gw.at(-1)?.id?.id === 'g3');
    unmountAll();
    const el2 = await mountUi(<Gateway taken />);
    (await $(el2, '[data-testid="autocomplete-clear"]')).click();
    await typeInto(await $(el2, 'input'), 'Gateway B');
    await press('Enter');
    await until(() => exists.length === 1);
    expect(exists[0]).to.equal('Gateway B');
  });

  it('gateway name required: gateway.gateway-name-required', async () => {
    const el = await mountUi(
      <>
        <Gateway />
        <button>next</button>
      </>,
    );
    await until(() => gw.length === 1);
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Enter a gateway name.');
  });
});
