/**
 * The OTA package form (ThingsBoard 3.3.1 "Add package"): title, version, tag (follows "title version" until edited),
 * type, device profile, a file or an external URL, checksum algorithm and optional checksum, description — and the
 * SaveOtaPackageInfoRequest built from it.
 */
import type { ChecksumAlgorithm } from '../../../lib/checksum/checksum';

export type OtaType = 'FIRMWARE' | 'SOFTWARE';
export const OTA_TYPES: readonly OtaType[] = ['FIRMWARE', 'SOFTWARE'];
export const DEFAULT_CHECKSUM_ALGORITHM: ChecksumAlgorithm = 'SHA256';

export interface OtaForm {
  title: string;
  version: string;
  tag: string;
  /** The user changed the tag: stop deriving it from title and version. */
  tagEdited: boolean;
  type: OtaType;
  deviceProfileId: string | null;
  source: 'file' | 'url';
  file: File | null;
  url: string;
  checksumAlgorithm: ChecksumAlgorithm;
  checksum: string;
  description: string;
}

export function newOtaForm(deviceProfileId: string | null = null): OtaForm {
  return {
    title: '',
    version: '',
    tag: '',
    tagEdited: false,
    type: 'FIRMWARE',
    deviceProfileId,
    source: 'file',
    file: null,
    url: '',
    checksumAlgorithm: DEFAULT_CHECKSUM_ALGORITHM,
    checksum: '',
    description: '',
  };
}

/** Apply a change; the tag keeps following "title version" until the user edits it. */
export function updateOtaForm(form: OtaForm, patch: Partial<OtaForm>): OtaForm {
  const next = { ...form, ...patch };
  if ('tag' in patch) next.tagEdited = true;
  else if (!next.tagEdited && ('title' in patch || 'version' in patch))
    next.tag = `${next.title} ${next.version}`.trim();
  return next;
}

export type OtaField = 'title' | 'version' | 'deviceProfileId' | 'file' | 'url';

/** Error keys per field (empty object when the form can be saved). */
export function otaFormErrors(form: OtaForm): Partial<Record<OtaField, string>> {
  const e: Partial<Record<OtaField, string>> = {};
  if (!form.title.trim()) e.title = 'ota-update.title-required';
  if (!form.version.trim()) e.version = 'ota-update.version-required';
  if (!form.deviceProfileId) e.deviceProfileId = 'ota-update.device-profile-required';
  if (form.source === 'file' && !form.file) e.file = 'ota-update.file-required';
  if (form.source === 'url') {
    if (!form.url.trim()) e.url = 'ota-update.url-required';
    else if (!/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(form.url.trim())) e.url = 'ota-update.url-invalid';
  }
  return e;
}

/** SaveOtaPackageInfoRequest: the info without file, checksum or algorithm, plus `usesUrl`. */
export function otaInfoRequest(form: OtaForm): Record<string, unknown> {
  const usesUrl = form.source === 'url';
  return {
    title: form.title.trim(),
    version: form.version.trim(),
    tag: form.tag.trim() || null,
    type: form.type,
    deviceProfileId: form.deviceProfileId ? { entityType: 'DEVICE_PROFILE', id: form.deviceProfileId } : null,
    usesUrl,
    url: usesUrl ? form.url.trim() : null,
    additionalInfo: { description: form.description },
  };
}
