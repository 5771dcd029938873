/** The OTA save sequence and the package form. */
import { describe, expect, it, vi } from 'vitest';
import { saveOtaPackage } from '../../../../src/features/ota-packages/api/save-ota-package';
import {
  newOtaForm,
  otaFormErrors,
  otaInfoRequest,
  updateOtaForm,
} from '../../../../src/features/ota-packages/model/ota-form';

const info = { id: { entityType: 'OTA_PACKAGE', id: 'p1' }, type: 'FIRMWARE', title: 't', version: '1' };
const form = () => ({
  ...newOtaForm('dp'),
  title: 'fw',
  version: '1.0',
  file: new File([new Uint8Array([1, 2, 3])], 'fw.bin'),
});

function deps(uploadFails = false) {
  return {
    saveInfo: vi.fn(async (_info: object) => info),
    upload: vi.fn(async (..._args: unknown[]) => {
      if (uploadFails) throw new Error('Wrong otaPackage file!');
      return { ...info, hasData: true };
    }),
    remove: vi.fn(async (_id: string) => undefined),
    checksum: vi.fn(async (_a: string, _d: Uint8Array) => 'abc'),
  };
}

describe('saveOtaPackage', () => {
  it('saves the info without file, checksum or algorithm, then uploads with the computed checksum', async () => {
    const d = deps();
    const phases: string[] = [];
    await saveOtaPackage(form(), d, undefined, (p) => phases.push(p));
    const sent = d.saveInfo.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).not.toHaveProperty('file');
    expect(sent).not.toHaveProperty('checksum');
    expect(sent).not.toHaveProperty('checksumAlgorithm');
    expect(sent).toMatchObject({
      title: 'fw',
      version: '1.0',
      usesUrl: false,
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'dp' },
    });
    expect(d.checksum).toHaveBeenCalledWith('SHA256', new Uint8Array([1, 2, 3]));
    expect(d.upload.mock.calls[0]!.slice(0, 4)).toEqual(['p1', expect.any(File), 'SHA256', 'abc']);
    expect(phases).toEqual(['info', 'checksum', 'upload']);
    expect(d.remove).not.toHaveBeenCalled();
  });
  it('a given checksum is sent as typed, not recomputed', async () => {
    const d = deps();
    await saveOtaPackage({ ...form(), checksum: ' ff00 ', checksumAlgorithm: 'CRC32' }, d);
    expect(d.checksum).not.toHaveBeenCalled();
    expect(d.upload.mock.calls[0]!.slice(2, 4)).toEqual(['CRC32', 'ff00']);
  });
  it('a failed upload deletes the package and rethrows', async () => {
    const d = deps(true);
    await expect(saveOtaPackage(form(), d)).rejects.toThrow('Wrong otaPackage file!');
    expect(d.remove).toHaveBeenCalledWith('p1');
  });
  it('a URL package saves the info only', async () => {
    const d = deps();
    await saveOtaPackage({ ...form(), source: 'url', url: 'https://x/fw.bin' }, d);
    expect(d.saveInfo.mock.calls[0]![0]).toMatchObject({ usesUrl: true, url: 'https://x/fw.bin' });
    expect(d.upload).not.toHaveBeenCalled();
  });
});

describe('OTA form', () => {
  it('tag follows title and version until edited', () => {
    let f = updateOtaForm(newOtaForm(), { title: 'Fw' });
    f = updateOtaForm(f, { version: '2.1' });
    expect(f.tag).toBe('Fw 2.1');
    f = updateOtaForm(f, { tag: 'custom' });
    f = updateOtaForm(f, { version: '2.2' });
    expect(f.tag).toBe('custom');
  });
  it('requires title, version, profile, and the file or a valid URL', () => {
    expect(Object.keys(otaFormErrors(newOtaForm()))).toEqual(['title', 'version', 'deviceProfileId', 'file']);
    expect(otaFormErrors({ ...form(), source: 'url', url: 'nope' })).toEqual({ url: 'ota-update.url-invalid' });
    expect(otaFormErrors(form())).toEqual({});
    expect(otaInfoRequest({ ...form(), description: 'd' }).additionalInfo).toEqual({ description: 'd' });
  });
});
