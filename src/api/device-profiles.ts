/** ThingsBoard device profile lookups the device pages need (seed 001 §7 "Device profiles and LwM2M", contract §3.6). */
import { z } from 'zod/mini';
import { entityIdSchema } from './entity';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const deviceProfileInfoSchema = z.looseObject({
  id: entityIdSchema,
  name: z.string(),
  type: z.nullish(z.string()),
  transportType: z.nullish(z.string()),
  image: z.nullish(z.string()),
  defaultDashboardId: z.nullish(entityIdSchema),
});
export type DeviceProfileInfo = z.infer<typeof deviceProfileInfoSchema>;

const enc = encodeURIComponent;

/** GET /api/deviceProfileInfos (PL, optional transportType) */
export function getDeviceProfileInfos(link: PageLink, transportType?: string | null, opts?: RequestOptions): Promise<PageData<DeviceProfileInfo>> {
  return http.get(`/api/deviceProfileInfos${toPageQuery(link, { transportType })}`, pageDataSchema(deviceProfileInfoSchema), opts);
}

/** GET /api/deviceProfileInfo/{id} */
export function getDeviceProfileInfo(id: string, opts?: RequestOptions): Promise<DeviceProfileInfo> {
  return http.get(`/api/deviceProfileInfo/${enc(id)}`, deviceProfileInfoSchema, opts);
}

/** GET /api/deviceProfileInfo/default */
export function getDefaultDeviceProfileInfo(opts?: RequestOptions): Promise<DeviceProfileInfo> {
  return http.get('/api/deviceProfileInfo/default', deviceProfileInfoSchema, opts);
}
