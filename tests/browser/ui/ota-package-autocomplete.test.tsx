/// <reference types="mocha" />
/** OTA package picker. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { OtaPackageAutocomplete } from '../../../src/ui/ota-package/ota-package-autocomplete';
import { $, mountUi, press, unmountAll, until } from './harness';

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

describe('OtaPackageAutocomplete', () => {
  beforeEach(() => {
    ota = [];
  });
  afterEach(unmountAll);

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
});
