/// <reference types="mocha" />
/** Gateway picker with inline creation. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { GatewayPicker, type GatewayInfo } from '../../../src/ui/gateway-picker/gateway-picker';
import { $, mountUi, press, typeInto, unmountAll, until, sleep } from './harness';

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
      gateways={[
        { id: { id: 'g1' }, name: 'Gateway A' },
        { id: { id: 'g2' }, name: 'Plant-7' },
      ]}
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

describe('GatewayPicker', () => {
  beforeEach(() => {
    gw = [];
    exists = [];
    confirmAnswer = true;
  });
  afterEach(unmountAll);

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

  it('gateway picker: a declined confirmation creates nothing', async () => {
    confirmAnswer = false;
    const el = await mountUi(<Gateway />);
    await until(() => gw.length === 1);
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    await typeInto(await $(el, 'input'), 'Never');
    await press('Enter');
    await sleep(200);
    expect(gw.some((g) => g?.id?.id === 'g3' || g?.name === 'Never')).to.equal(false);
  });
});
