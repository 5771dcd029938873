/** ThingsBoard device endpoints. Mirrors ui-ngx device.service.ts. */
import { z } from './zod';
import { assignableFamily, assignableShape, infoShape, type NewEntity } from './assignable';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';

export const deviceSchema = z.looseObject({
  ...assignableShape,
  deviceProfileId: z.nullish(entityIdSchema),
  firmwareId: z.nullish(entityIdSchema),
  softwareId: z.nullish(entityIdSchema),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceInfoSchema = z.looseObject({
  ...deviceSchema.shape,
  ...infoShape,
  deviceProfileName: z.nullish(z.string()),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const CREDENTIALS_TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'] as const;
export type CredentialsType = (typeof CREDENTIALS_TYPES)[number];

export const deviceCredentialsSchema = z.looseObject({
  id: z.nullish(z.looseObject({ id: z.string() })),
  deviceId: entityIdSchema,
  credentialsType: z.string(),
  credentialsId: z.nullish(z.string()),
  credentialsValue: z.nullish(z.string()),
});
export type DeviceCredentials = z.infer<typeof deviceCredentialsSchema>;

const family = assignableFamily({
  entityType: 'DEVICE',
  path: 'device',
  plural: 'devices',
  entity: deviceSchema,
  info: deviceInfoSchema,
});
const enc = encodeURIComponent;

/** Device list filter: a type (profile name) or a device profile id. */
export interface DeviceFilter {
  type?: string | null;
  deviceProfileId?: string | null;
}

export const getTenantDeviceInfos = family.tenantInfos;
export const getCustomerDeviceInfos = family.customerInfos;
export const getEdgeDevices = family.edgeEntities;
export const getDevice = family.get;
export const getDeviceInfo = family.getInfo;
export const getDevices = family.getByIds;
export const findTenantDeviceByName = family.findByName;
export const deleteDevice = family.remove;
export const assignDeviceToCustomer = family.assignToCustomer;
export const unassignDeviceFromCustomer = family.unassignFromCustomer;
export const makeDevicePublic = family.makePublic;
export const assignDeviceToEdge = family.assignToEdge;
export const unassignDeviceFromEdge = family.unassignFromEdge;

/** POST /api/device[?accessToken=] — create or update; a new device gets ACCESS_TOKEN credentials. */
export function saveDevice(
  device: NewEntity<Device> | Device,
  accessToken?: string | null,
  opts?: RequestOptions,
): Promise<Device> {
  return family.save(device, accessToken ? `?accessToken=${enc(accessToken)}` : '', opts);
}

/** GET /api/device/{id}/credentials */
export function getDeviceCredentials(deviceId: string, opts?: RequestOptions): Promise<DeviceCredentials> {
  return http.get(`/api/device/${enc(deviceId)}/credentials`, deviceCredentialsSchema, opts);
}

/** POST /api/device/credentials — the body carries the credentials' own id. */
export function saveDeviceCredentials(
  credentials: DeviceCredentials,
  opts?: RequestOptions,
): Promise<DeviceCredentials> {
  return http.post('/api/device/credentials', credentials, deviceCredentialsSchema, opts);
}

/** Claim result of POST /api/customer/device/{name}/claim (SUCCESS, FAILURE, CLAIMED). */
export type ClaimResult = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

/**
 * POST /api/customer/device/{deviceName}/claim — 200 with `{device, response: "SUCCESS"}`; a refused claim is a
 * 400 whose body is `"FAILURE"` or `"CLAIMED"`, reported here as the result, not as an error.
 */
export async function claimDevice(deviceName: string, secretKey: string, opts?: RequestOptions): Promise<ClaimResult> {
  try {
    await http.post(`/api/customer/device/${enc(deviceName)}/claim`, { secretKey }, undefined, {
      ignoreErrors: true,
      ...opts,
    });
    return 'SUCCESS';
  } catch (e) {
    const body = (e as { body?: unknown }).body;
    if (body === 'CLAIMED' || body === 'FAILURE') return body;
    throw e;
  }
}

/** DELETE /api/customer/device/{deviceName}/claim — give a claimed device back (re-claim). */
export function reclaimDevice(deviceName: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/customer/device/${enc(deviceName)}/claim`, opts);
}

// Not called by the console: the search query POST /api/devices (a query body of relation parameters). ThingsBoard 3.3.1's
// own UI never sends it — only dashboard user scripts reach it through widgetContext services; search-query aliases
// resolve through the server's entity data queries (POST /api/entitiesQuery/find). User scripts here run in the
// QuickJS sandbox, which offers no such services.
