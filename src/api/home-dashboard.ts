/** The tenant's home dashboard setting (GET and POST /api/tenant/dashboard/home/info). */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './entity';

export const homeDashboardInfoSchema = z.looseObject({ dashboardId: z.optional(z.nullable(entityIdSchema)), hideDashboardToolbar: z.optional(z.boolean()) });
/** HomeDashboardInfo: which dashboard tenant users land on, and whether its toolbar is hidden. */
export type HomeDashboardInfo = z.infer<typeof homeDashboardInfoSchema>;

/** GET /api/tenant/dashboard/home/info */
export function getTenantHomeDashboardInfo(opts?: RequestOptions): Promise<HomeDashboardInfo> {
  return http.get('/api/tenant/dashboard/home/info', homeDashboardInfoSchema, opts);
}

/** POST /api/tenant/dashboard/home/info — a null dashboard clears the setting. */
export function saveTenantHomeDashboardInfo(info: HomeDashboardInfo, opts?: RequestOptions): Promise<void> {
  return http.post('/api/tenant/dashboard/home/info', info, undefined, opts);
}
