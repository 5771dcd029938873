/**
 * ThingsBoard device profile endpoints. Profiles stay
 * loose objects: the save endpoint is a full replace, so every field read must go back unchanged.
 */
import { z } from './zod';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './schemas';

/** Page request of a ThingsBoard list. */
export interface PageQuery {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: 'ASC' | 'DESC';
}

/** `?pageSize=&page=[&textSearch=][&sortProperty=&sortOrder=]` plus extra parameters (empty ones left out). */
export function pageQueryString(link: PageQuery, extra: Record<string, string | null | undefined> = {}): string {
  const p = new URLSearchParams({ pageSize: String(link.pageSize), page: String(link.page) });
  if (link.textSearch) p.set('textSearch', link.textSearch);
  if (link.sortProperty) {
    p.set('sortProperty', link.sortProperty);
    p.set('sortOrder', link.sortOrder ?? 'ASC');
  }
  for (const [k, v] of Object.entries(extra)) if (v) p.set(k, v);
  return `?${p.toString()}`;
}

/** PageData<T>. */
export function pageDataSchema<T>(item: z.ZodMiniType<T>) {
  return z.looseObject({
    data: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    hasNext: z.boolean(),
  });
}

export const deviceProfileSchema = z.looseObject({
  id: z.optional(z.nullable(entityIdSchema)),
  createdTime: z.optional(z.number()),
  name: z.string(),
  type: z.optional(z.string()),
  transportType: z.string(),
  provisionType: z.optional(z.string()),
  default: z.optional(z.boolean()),
  profileData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
/** A device profile as the server sends it (typed in detail by the device-profiles feature). */
export type DeviceProfileJson = z.infer<typeof deviceProfileSchema>;

export const deviceProfileInfoSchema = z.looseObject({
  id: entityIdSchema,
  name: z.string(),
  image: z.optional(z.nullable(z.string())),
  defaultDashboardId: z.optional(z.nullable(entityIdSchema)),
  type: z.optional(z.string()),
  transportType: z.string(),
});
/** DeviceProfileInfo. */
export type DeviceProfileInfo = z.infer<typeof deviceProfileInfoSchema>;

const enc = encodeURIComponent;

/** GET /api/deviceProfile/{id} */
export function getDeviceProfile(id: string, opts?: RequestOptions): Promise<DeviceProfileJson> {
  return http.get(`/api/deviceProfile/${enc(id)}`, deviceProfileSchema, opts);
}

/** POST /api/deviceProfile — create (no id) or full replace. */
export function saveDeviceProfile(profile: object, opts?: RequestOptions): Promise<DeviceProfileJson> {
  return http.post('/api/deviceProfile', profile, deviceProfileSchema, opts);
}

/** DELETE /api/deviceProfile/{id} */
export function deleteDeviceProfile(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/deviceProfile/${enc(id)}`, opts);
}

/** POST /api/deviceProfile/{id}/default — make it the tenant's default profile. */
export function setDefaultDeviceProfile(id: string, opts?: RequestOptions): Promise<DeviceProfileJson> {
  return http.post(`/api/deviceProfile/${enc(id)}/default`, undefined, deviceProfileSchema, opts);
}

/** GET /api/deviceProfiles (page). */
export function getDeviceProfiles(link: PageQuery, opts?: RequestOptions) {
  return http.get(`/api/deviceProfiles${pageQueryString(link)}`, pageDataSchema(deviceProfileSchema), opts);
}

/** GET /api/deviceProfileInfos (page, optional transport type). */
export function getDeviceProfileInfos(link: PageQuery, transportType?: string, opts?: RequestOptions) {
  return http.get(
    `/api/deviceProfileInfos${pageQueryString(link, { transportType })}`,
    pageDataSchema(deviceProfileInfoSchema),
    opts,
  );
}

/** GET /api/deviceProfileInfo/{id} */
export function getDeviceProfileInfo(id: string, opts?: RequestOptions): Promise<DeviceProfileInfo> {
  return http.get(`/api/deviceProfileInfo/${enc(id)}`, deviceProfileInfoSchema, opts);
}

/** GET /api/deviceProfileInfo/default */
export function getDefaultDeviceProfileInfo(opts?: RequestOptions): Promise<DeviceProfileInfo> {
  return http.get('/api/deviceProfileInfo/default', deviceProfileInfoSchema, opts);
}

/** GET /api/deviceProfile/devices/keys/{timeseries|attributes} — keys reported by the profile's devices. */
export function getDeviceProfileDevicesKeys(
  kind: 'timeseries' | 'attributes',
  deviceProfileId?: string | null,
  opts?: RequestOptions,
): Promise<string[]> {
  const q = deviceProfileId ? `?deviceProfileId=${enc(deviceProfileId)}` : '';
  return http.get(`/api/deviceProfile/devices/keys/${kind}${q}`, z.array(z.string()), opts);
}

const lwm2mResourceSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  observe: z.optional(z.boolean()),
  attribute: z.optional(z.boolean()),
  telemetry: z.optional(z.boolean()),
  keyName: z.optional(z.string()),
});
export const lwm2mObjectSchema = z.looseObject({
  id: z.number(),
  keyId: z.string(),
  name: z.string(),
  multiple: z.optional(z.boolean()),
  mandatory: z.optional(z.boolean()),
  instances: z.array(z.looseObject({ id: z.number(), resources: z.array(lwm2mResourceSchema) })),
});
/** LwM2mObject: an object model with its instances and resources. */
export type Lwm2mObject = z.infer<typeof lwm2mObjectSchema>;

/** GET /api/resource/lwm2m/page — object models matching the text (a bare array, not PageData). */
export function getLwm2mObjectsPage(link: PageQuery, opts?: RequestOptions): Promise<Lwm2mObject[]> {
  return http.get(`/api/resource/lwm2m/page${pageQueryString(link)}`, z.array(lwm2mObjectSchema), opts);
}

/** GET /api/resource/lwm2m?sortProperty&sortOrder&objectIds — the given object models (ids or keyIds). */
export function getLwm2mObjects(objectIds: readonly string[], opts?: RequestOptions): Promise<Lwm2mObject[]> {
  const ids = objectIds.length ? `&objectIds=${enc(objectIds.join(','))}` : '';
  return http.get(`/api/resource/lwm2m?sortProperty=id&sortOrder=ASC${ids}`, z.array(lwm2mObjectSchema), opts);
}

export const serverSecurityConfigSchema = z.looseObject({
  host: z.optional(z.nullable(z.string())),
  port: z.optional(z.nullable(z.number())),
  securityHost: z.optional(z.nullable(z.string())),
  securityPort: z.optional(z.nullable(z.number())),
  serverPublicKey: z.optional(z.nullable(z.string())),
  securityMode: z.optional(z.nullable(z.string())),
  serverId: z.optional(z.nullable(z.number())),
  clientHoldOffTime: z.optional(z.nullable(z.number())),
  bootstrapServerAccountTimeout: z.optional(z.nullable(z.number())),
  bootstrapServerIs: z.optional(z.nullable(z.boolean())),
});
/** ServerSecurityConfig of the LwM2M (bootstrap) server. */
export type ServerSecurityConfig = z.infer<typeof serverSecurityConfigSchema>;

const bootstrapCache = new Map<boolean, Promise<ServerSecurityConfig>>();

/** GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrap} — cached in memory for the page; a failure is not cached. */
export function getLwm2mBootstrapSecurityInfo(
  isBootstrap: boolean,
  opts?: RequestOptions,
): Promise<ServerSecurityConfig> {
  const cached = bootstrapCache.get(isBootstrap);
  if (cached) return cached;
  const call = http.get(`/api/lwm2m/deviceProfile/bootstrap/${isBootstrap}`, serverSecurityConfigSchema, opts);
  bootstrapCache.set(isBootstrap, call);
  call.catch(() => bootstrapCache.delete(isBootstrap));
  return call;
}

/** Forget the cached bootstrap answers (tests; a different server). */
export function clearLwm2mBootstrapCache(): void {
  bootstrapCache.clear();
}
