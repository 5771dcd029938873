/**
 * Server state of the device pages: details, credentials and saves. The query key family and the page fetch of each
 * list scope live in device-list.ts (a first-page prefetch loads them alone) and are re-exported here.
 */
import {
  getDeviceCredentials,
  getDeviceInfo,
  saveDevice,
  saveDeviceCredentials,
  type DeviceInfo,
} from '../../../api/devices';
import { valuesToCredentials } from '../components/credentials-model';
import type { DeviceDraft } from '../components/device-form';

export { deviceKeys, fetchDevicePage, type DeviceListFilter } from './device-list';

/** Details of one device (info: with customer and profile names). */
export function fetchDevice(id: string, signal: AbortSignal): Promise<DeviceInfo> {
  return getDeviceInfo(id, { signal });
}

/**
 * Save a device from the form. On create with credentials: an access token goes with the create call
 * (`?accessToken=`); other types replace the generated token right after (the server creates ACCESS_TOKEN first).
 */
export async function saveDeviceDraft(draft: DeviceDraft): Promise<DeviceInfo> {
  const { credentials, ...device } = draft;
  const isNew = !device.id?.id;
  const wire = credentials ? valuesToCredentials(credentials) : null;
  const token = isNew && wire?.credentialsType === 'ACCESS_TOKEN' ? wire.credentialsId : null;
  const saved = await saveDevice(isNew ? { ...device, id: null } : device, token);
  if (isNew && wire && wire.credentialsType !== 'ACCESS_TOKEN') {
    const current = await getDeviceCredentials(saved.id.id);
    await saveDeviceCredentials({ ...current, ...wire });
  }
  return getDeviceInfo(saved.id.id);
}
