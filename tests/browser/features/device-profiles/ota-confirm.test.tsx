/// <reference types="mocha" />
/**
 * Changing a profile's firmware asks first, with the number of devices the change updates
 * (GET /api/devices/count/FIRMWARE/{profileId}) and a Proceed button; declining fails the save with 'Canceled
 * saving device profiles' and the server keeps the old package. Real server, real editor.
 */
import { expect } from '@open-wc/testing';
import { newDeviceProfile, type DeviceProfile } from '../../../../src/features/device-profiles/device-profiles-feature';
import { unmountAll } from '../../ui/harness';
import { api, asTenant, fill, REAL, uniqueName, useRealApi } from '../real-server';
import { $, mountEditor, q, qa, until } from './editor-harness';
import { untilAsync } from '../../helpers';

let token = '';

async function firmwareFor(profileId: string, title: string): Promise<string> {
  const info = await api<{ id: { id: string } }>(token, 'POST', '/api/otaPackage', {
    title,
    version: '1.0',
    type: 'FIRMWARE',
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'fw.bin');
  const up = await fetch(`${REAL}/api/otaPackage/${info.body.id.id}?checksumAlgorithm=SHA256`, {
    method: 'POST',
    headers: { 'X-Authorization': `Bearer ${token}` },
    body: form,
  });
  expect(up.status).to.equal(200);
  return info.body.id.id;
}

describe('device profile save: OTA change confirmation (real server)', function () {
  this.timeout(40_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    token = await asTenant();
    useRealApi(token);
  });
  afterEach(unmountAll);

  it('declined → Canceled saving device profiles; Proceed → saved', async () => {
    const profile = (
      await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('OTA confirm')))
    ).body;
    const pid = profile.id!.id;
    const title = uniqueName('fw');
    const fwId = await firmwareFor(pid, title);
    for (const n of [1, 2])
      expect(
        (
          await api(token, 'POST', '/api/device', {
            name: uniqueName(`dev${n}`),
            deviceProfileId: { entityType: 'DEVICE_PROFILE', id: pid },
          })
        ).status,
      ).to.equal(200);
    expect((await api<number>(token, 'GET', `/api/devices/count/FIRMWARE/${pid}`)).body).to.equal(2);

    const el = await mountEditor(profile);
    const input = await $<HTMLInputElement>(el, '[data-testid="profile-firmware"] input');
    input.focus();
    fill(input, title.slice(0, 6));
    (
      await until(
        () => qa(el, '[role="option"]').find((o) => o.textContent === `${title} (1.0)`),
        4000,
        'package option',
      )
    ).click();
    (await $(el, '[data-testid="profile-save"]')).click();
    const dialog = await $(el, '[data-testid="ota-change-confirm"]');
    expect(dialog.textContent).to.contain('Changing the firmware will update 2 devices of this profile.');
    expect(q(el, '[data-testid="ota-change-confirm-ok"]')!.textContent).to.equal('Proceed');
    (await $(el, '[data-testid="ota-change-confirm-cancel"]')).click();
    const error = await $(el, '[data-testid="profile-save-error"]');
    expect(error.textContent).to.equal('Canceled saving device profiles');
    expect((await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${pid}`)).body.firmwareId ?? null).to.equal(
      null,
    );

    (await $(el, '[data-testid="profile-save"]')).click();
    (await $(el, '[data-testid="ota-change-confirm-ok"]')).click();
    // The save button is disabled both while saving and once saved; the server's copy tells them apart.
    const saved = await untilAsync(
      async () => (await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${pid}`)).body.firmwareId,
      5000,
      'saved',
    );
    expect(saved).to.deep.equal({ entityType: 'OTA_PACKAGE', id: fwId });
    await until(
      () =>
        (q(el, '[data-testid="profile-save"]') as HTMLButtonElement).disabled &&
        !q(el, '[data-testid="profile-save-error"]'),
      5000,
      'editor settled',
    );
  });
});
