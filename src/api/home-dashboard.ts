/** The tenant's home dashboard setting (GET and POST /api/tenant/dashboard/home/info). */
import { z } from './zod';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './schemas';

export const homeDashboardInfoSchema = z.looseObject({
  dashboardId: z.optional(z.nullable(entityIdSchema)),
  hideDashboardToolbar: z.optional(z.boolean()),
});
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

export const homeDashboardSchema = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  title: z.nullish(z.string()),
  configuration: z.nullish(z.unknown()),
  hideDashboardToolbar: z.optional(z.boolean()),
});
/** A dashboard shown as the home page, with whether its toolbar is hidden. */
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

/**
 * GET /api/dashboard/home — the signed-in user's home dashboard: the user's own, else (customer users) the
 * customer's, else the tenant's; an empty answer (null here) means none, and the home page shows its links.
 */
export async function getHomeDashboard(opts?: RequestOptions): Promise<HomeDashboard | null> {
  return (await http.get('/api/dashboard/home', z.optional(z.nullable(homeDashboardSchema)), opts)) ?? null;
}
