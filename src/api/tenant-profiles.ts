/**
 * ThingsBoard tenant profile endpoints (SYS_ADMIN only): page, get, save, delete, make default,
 * and the DEFAULT profile configuration (0 = unlimited; rate limits "<count>:<seconds>,…" or null = off).
 */
import { z } from './zod';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

/** Whole-number limits of the DEFAULT configuration, in ThingsBoard's order. */
export const TENANT_LIMIT_KEYS = [
  'maxDevices',
  'maxAssets',
  'maxCustomers',
  'maxUsers',
  'maxDashboards',
  'maxRuleChains',
  'maxResourcesInBytes',
  'maxOtaPackagesInBytes',
] as const;
/** Monthly API budget of the DEFAULT configuration (the usage counters). */
export const TENANT_USAGE_KEYS = [
  'maxTransportMessages',
  'maxTransportDataPoints',
  'maxREExecutions',
  'maxJSExecutions',
  'maxDPStorageDays',
  'maxRuleNodeExecutionsPerMessage',
  'maxEmails',
  'maxSms',
  'maxCreatedAlarms',
] as const;
/** Time-to-live settings, in days. */
export const TENANT_TTL_KEYS = ['defaultStorageTtlDays', 'alarmsTtlDays', 'rpcTtlDays'] as const;
/** Transport rate limits (tenant- and device-wide). */
export const TENANT_RATE_LIMIT_KEYS = [
  'transportTenantMsgRateLimit',
  'transportTenantTelemetryMsgRateLimit',
  'transportTenantTelemetryDataPointsRateLimit',
  'transportDeviceMsgRateLimit',
  'transportDeviceTelemetryMsgRateLimit',
  'transportDeviceTelemetryDataPointsRateLimit',
] as const;

export type TenantNumberKey =
  | (typeof TENANT_LIMIT_KEYS)[number]
  | (typeof TENANT_USAGE_KEYS)[number]
  | (typeof TENANT_TTL_KEYS)[number]
  | 'warnThreshold';
export type TenantRateLimitKey = (typeof TENANT_RATE_LIMIT_KEYS)[number];
export type TenantProfileConfiguration = { type: string } & Partial<Record<TenantNumberKey, number>> &
  Partial<Record<TenantRateLimitKey, string | null>> &
  Record<string, unknown>;

export const tenantProfileSchema = z.looseObject({
  id: z.nullish(entityIdSchema),
  createdTime: z.optional(z.number()),
  name: z.string(),
  description: z.nullish(z.string()),
  default: z.optional(z.boolean()),
  isolatedTbCore: z.optional(z.boolean()),
  isolatedTbRuleEngine: z.optional(z.boolean()),
  profileData: z.looseObject({ configuration: z.looseObject({ type: z.string() }) }),
});
export interface TenantProfile {
  id?: { entityType: string; id: string } | null;
  createdTime?: number;
  name: string;
  description?: string | null;
  default?: boolean;
  isolatedTbCore?: boolean;
  isolatedTbRuleEngine?: boolean;
  profileData: { configuration: TenantProfileConfiguration } & Record<string, unknown>;
}

/** The configuration of a new profile: everything unlimited, no rate limits. */
export function defaultTenantProfileConfiguration(): TenantProfileConfiguration {
  const numbers = [...TENANT_LIMIT_KEYS, ...TENANT_USAGE_KEYS, ...TENANT_TTL_KEYS, 'warnThreshold'].map((k) => [k, 0]);
  return { type: 'DEFAULT', ...Object.fromEntries(numbers) };
}

/** "100:1,2000:60": pairs of a positive count and a positive number of seconds. Empty = no limit. */
export function isValidRateLimit(value: string): boolean {
  return value.trim() === '' || /^\s*[1-9]\d*\s*:\s*[1-9]\d*\s*(,\s*[1-9]\d*\s*:\s*[1-9]\d*\s*)*$/.test(value);
}

/** A profile as ThingsBoard exports it: no id, no creation time, not default. */
export function toTenantProfileExport(p: TenantProfile): Omit<TenantProfile, 'id' | 'createdTime'> {
  const { id: _id, createdTime: _c, ...rest } = p;
  return { ...rest, default: false };
}

/** Reads an exported profile; null when the file is not one. */
export function parseTenantProfileExport(text: string): TenantProfile | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = tenantProfileSchema.safeParse(json);
  if (!parsed.success || parsed.data.name.trim() === '') return null;
  return { ...(parsed.data as unknown as TenantProfile), id: null, createdTime: undefined, default: false };
}

const enc = encodeURIComponent;

/** GET /api/tenantProfiles (PL) */
export function getTenantProfiles(link: PageLink, opts?: RequestOptions): Promise<PageData<TenantProfile>> {
  return http.get(`/api/tenantProfiles${toPageQuery(link)}`, pageDataSchema(tenantProfileSchema), opts) as Promise<
    PageData<TenantProfile>
  >;
}

/** GET /api/tenantProfile/{id} */
export function getTenantProfile(id: string, opts?: RequestOptions): Promise<TenantProfile> {
  return http.get(`/api/tenantProfile/${enc(id)}`, tenantProfileSchema, opts) as Promise<TenantProfile>;
}

/** POST /api/tenantProfile — create (no id) or replace. */
export function saveTenantProfile(profile: TenantProfile, opts?: RequestOptions): Promise<TenantProfile> {
  return http.post('/api/tenantProfile', profile, tenantProfileSchema, opts) as Promise<TenantProfile>;
}

/** DELETE /api/tenantProfile/{id} (refused for the default profile and profiles in use). */
export function deleteTenantProfile(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/tenantProfile/${enc(id)}`, opts);
}

/** POST /api/tenantProfile/{id}/default */
export function setDefaultTenantProfile(id: string, opts?: RequestOptions): Promise<TenantProfile> {
  return http.post(`/api/tenantProfile/${enc(id)}/default`, null, tenantProfileSchema, opts) as Promise<TenantProfile>;
}
