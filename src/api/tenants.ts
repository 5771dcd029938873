/**
 * ThingsBoard tenant endpoints, plus the tenant-profile
 * lookups the tenant form needs (`/api/tenantProfileInfo…`).
 */
import { z } from './zod';
import type { NewEntity } from './assignable';
import { contactShape } from './customers';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const tenantSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  title: z.string(),
  region: z.nullish(z.string()),
  tenantProfileId: z.nullish(entityIdSchema),
  additionalInfo: z.nullish(z.record(z.string(), z.unknown())),
  ...contactShape,
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantInfoSchema = z.looseObject({ ...tenantSchema.shape, tenantProfileName: z.nullish(z.string()) });
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/** `{id, name}` of a tenant profile. */
export const entityInfoSchema = z.looseObject({ id: entityIdSchema, name: z.string() });
export type EntityInfoDto = z.infer<typeof entityInfoSchema>;

const enc = encodeURIComponent;

/** GET /api/tenantInfos (PL) */
export function getTenantInfos(link: PageLink, opts?: RequestOptions): Promise<PageData<TenantInfo>> {
  return http.get(`/api/tenantInfos${toPageQuery(link)}`, pageDataSchema(tenantInfoSchema), opts);
}

/** GET /api/tenant/{id} */
export function getTenant(id: string, opts?: RequestOptions): Promise<Tenant> {
  return http.get(`/api/tenant/${enc(id)}`, tenantSchema, opts);
}

/** GET /api/tenant/info/{id} */
export function getTenantInfo(id: string, opts?: RequestOptions): Promise<TenantInfo> {
  return http.get(`/api/tenant/info/${enc(id)}`, tenantInfoSchema, opts);
}

/** POST /api/tenant — create (the server provisions profile, rule chains, …) or full replace. */
export function saveTenant(tenant: NewEntity<Tenant> | Tenant, opts?: RequestOptions): Promise<Tenant> {
  return http.post('/api/tenant', tenant, tenantSchema, opts);
}

/** DELETE /api/tenant/{id} */
export function deleteTenant(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/tenant/${enc(id)}`, opts);
}

/** GET /api/tenantProfileInfos (PL) — names of tenant profiles, for the tenant form. */
export function getTenantProfileInfos(link: PageLink, opts?: RequestOptions): Promise<PageData<EntityInfoDto>> {
  return http.get(`/api/tenantProfileInfos${toPageQuery(link)}`, pageDataSchema(entityInfoSchema), opts);
}

/** GET /api/tenantProfileInfo/{id} */
export function getTenantProfileInfo(id: string, opts?: RequestOptions): Promise<EntityInfoDto> {
  return http.get(`/api/tenantProfileInfo/${enc(id)}`, entityInfoSchema, opts);
}
