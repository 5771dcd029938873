/// <reference types="mocha" />
/**
 * LwM2M in the profile editor against the real server: pick an object model, map a resource to telemetry with a
 * key name and notification attributes (errors for invalid pmin/pmax), and the saved configuration
 * equals ThingsBoard's LwM2M model with ThingsBoard 3.3.1's defaults.
 */
import { expect } from '@open-wc/testing';
import { newDeviceProfile, type DeviceProfile } from '../../../../src/features/device-profiles/device-profiles-feature';
import { unmountAll } from '../../ui/harness';
import { api, asTenant, fill, uniqueName, useRealApi } from '../real-server';
import { $, choose, mountEditor, openTab, q, qa, saveAndReload, until } from './editor-harness';

let token = '';
const P = '/3303_1.0/0';

async function attributeError(el: HTMLElement, text: string): Promise<string> {
  const input = await $<HTMLInputElement>(
    el,
    '[data-testid="lwm2m-attributes-dialog"] input[data-testid^="lwm2m-attribute-"]',
  );
  fill(input, text);
  await until(() => true);
  const alert = q(el, '[data-testid="lwm2m-attributes-dialog"] [role="alert"]');
  return alert?.textContent ?? '';
}

function modelCases() {
  it('maps a Temperature resource with attributes and saves the LwM2M model with the default servers', async () => {
    const p = (await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('LwM2M'))))
      .body;
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'LwM2M');
    const search = await $<HTMLInputElement>(el, '[data-testid="lwm2m-object-list"] input');
    search.focus();
    fill(search, 'Temp');
    const option = await until(
      () => qa(el, '[role="option"]').find((o) => o.textContent?.includes('Temperature #3303')),
      4000,
      'model option',
    );
    option.click();
    const row = await until(() => q(el, `tr[data-path="${P}/5700"]`), 4000, 'resource row');
    const observe = row.querySelector<HTMLInputElement>('[data-testid="lwm2m-observe"]')!;
    expect(observe.disabled, 'observe needs telemetry or attribute first').to.equal(true);
    row.querySelector<HTMLInputElement>('[data-testid="lwm2m-telemetry"]')!.click();
    await until(() => !row.querySelector<HTMLInputElement>('[data-testid="lwm2m-observe"]')!.disabled);
    row.querySelector<HTMLInputElement>('[data-testid="lwm2m-observe"]')!.click();
    const keyName = row.querySelector<HTMLInputElement>('[data-testid="lwm2m-key-name"]')!;
    expect(keyName.value).to.equal('sensorValue');
    fill(keyName, 'temperature');

    row.querySelector<HTMLButtonElement>('[data-testid="lwm2m-resource-attributes"]')!.click();
    (await $(el, '[data-testid="lwm2m-add-attribute"]')).click();
    const apply = await $<HTMLButtonElement>(el, '[data-testid="lwm2m-attributes-apply"]');
    expect(await attributeError(el, '')).to.equal('Enter a value.');
    expect(await attributeError(el, '-1')).to.equal('The value must be at least 0.');
    expect(await attributeError(el, '1.5')).to.equal('Use digits only.');
    expect(apply.disabled).to.equal(true);
    expect(await attributeError(el, '10')).to.equal('');
    (await $(el, '[data-testid="lwm2m-add-attribute"]')).click();
    await until(() => qa(el, '[data-testid="lwm2m-attribute-row"]').length === 2);
    fill(q<HTMLInputElement>(el, '[data-testid="lwm2m-attribute-pmax"]')!, '60');
    await until(() => !apply.disabled);
    apply.click();
    await until(() => !q(el, '[data-testid="lwm2m-attributes-dialog"]'));
    expect(row.querySelector('[data-testid="lwm2m-resource-attributes"]')!.textContent).to.equal('Attributes (2)');

    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.profileData.transportConfiguration).to.deep.equal({
      type: 'LWM2M',
      observeAttr: {
        observe: [`${P}/5700`],
        attribute: [],
        telemetry: [`${P}/5700`],
        keyName: {
          [`${P}/5700`]: 'temperature',
          [`${P}/5701`]: 'sensorUnits',
          [`${P}/5601`]: 'minMeasuredValue',
          [`${P}/5602`]: 'maxMeasuredValue',
          [`${P}/5603`]: 'minRangeValue',
          [`${P}/5604`]: 'maxRangeValue',
          [`${P}/5605`]: 'resetMinAndMaxMeasuredValues',
        },
        attributeLwm2m: { [`${P}/5700`]: { pmin: 10, pmax: 60 } },
      },
      bootstrap: {
        servers: { shortId: 123, lifetime: 300, defaultMinPeriod: 1, notifIfDisabled: true, binding: 'UQ' },
        lwm2mServer: {
          bootstrapServerIs: false,
          host: 'localhost',
          port: 5685,
          securityMode: 'NO_SEC',
          serverPublicKey: '',
          clientHoldOffTime: 1,
          serverId: 111,
          bootstrapServerAccountTimeout: 0,
        },
        bootstrapServer: {
          bootstrapServerIs: true,
          host: 'localhost',
          port: 5687,
          securityMode: 'NO_SEC',
          serverPublicKey: '',
          clientHoldOffTime: 1,
          serverId: 123,
          bootstrapServerAccountTimeout: 0,
        },
      },
      clientLwM2mSettings: {
        clientOnlyObserveAfterConnect: 1,
        fwUpdateStrategy: 1,
        swUpdateStrategy: 1,
        powerMode: 'DRX',
        compositeOperationsSupport: false,
      },
    });
  });
}

function bootstrapCases() {
  it('bootstrap: an RPK server needs a hex public key, ports stay within 0–65535', async () => {
    const p = (await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('LwM2M sec'))))
      .body;
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'LwM2M');
    await openTab(el, 'Bootstrap');
    const server = await $(el, '[data-testid="lwm2m-server"]');
    await choose(el, 'lwm2m-security-mode', 'Raw public key', server);
    expect(server.querySelector<HTMLInputElement>('[data-testid="lwm2m-port"]')!.value, 'secure port').to.equal('5686');
    fill(server.querySelector<HTMLInputElement>('[data-testid="lwm2m-port"]')!, '70000');
    fill(server.querySelector<HTMLTextAreaElement>('[data-testid="lwm2m-server-public-key"]')!, 'xyz');
    (await $(el, '[data-testid="profile-save"]')).click();
    await until(() => server.textContent!.includes('Use hexadecimal digits only.'), 3000, 'key error');
    expect(server.textContent).to.contain('A port is a whole number from 0 to 65535.');
    fill(server.querySelector<HTMLInputElement>('[data-testid="lwm2m-port"]')!, '5686');
    fill(
      server.querySelector<HTMLTextAreaElement>('[data-testid="lwm2m-server-public-key"]')!,
      '3059301306072a8648ce3d0201',
    );
    const saved = await saveAndReload(el, token, p.id!.id);
    const boot = (
      saved.profileData.transportConfiguration as unknown as { bootstrap: { lwm2mServer: Record<string, unknown> } }
    ).bootstrap;
    expect(boot.lwm2mServer).to.include({
      securityMode: 'RPK',
      port: 5686,
      serverPublicKey: '3059301306072a8648ce3d0201',
    });
  });
}

describe('device profile editor: LwM2M (real server)', function () {
  this.timeout(40_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    token = await asTenant();
    useRealApi(token);
  });
  afterEach(unmountAll);

  describe('the object model and attributes', modelCases);
  describe('bootstrap', bootstrapCases);
});
