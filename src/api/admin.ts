/** ThingsBoard system administration endpoints. */
import { z } from './zod';
import { http, type RequestOptions } from './http';

export const updateMessageSchema = z.looseObject({ message: z.string(), updateAvailable: z.boolean() });
/** `UpdateMessage` of `/api/admin/updates`. */
export type UpdateMessage = z.infer<typeof updateMessageSchema>;

/** GET /api/admin/updates — the product update check (SYS_ADMIN only). */
export function getUpdates(opts?: RequestOptions): Promise<UpdateMessage> {
  return http.get('/api/admin/updates', updateMessageSchema, opts);
}

export const adminSettingsSchema = z.looseObject({
  id: z.optional(z.nullable(z.looseObject({ id: z.string() }))),
  createdTime: z.optional(z.number()),
  key: z.string(),
  jsonValue: z.record(z.string(), z.unknown()),
});
/** AdminSettings: one system setting under a key (`general`, `mail`, `sms`, …). */
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** GET /api/admin/settings/{key} — 404 when the key was never saved. */
export function getAdminSettings(key: string, opts?: RequestOptions): Promise<AdminSettings> {
  return http.get(`/api/admin/settings/${encodeURIComponent(key)}`, adminSettingsSchema, opts);
}

/** POST /api/admin/settings — create or replace one key (a `mail` without `password` keeps the stored one). */
export function saveAdminSettings(settings: AdminSettings, opts?: RequestOptions): Promise<AdminSettings> {
  return http.post('/api/admin/settings', settings, adminSettingsSchema, opts);
}

/** POST /api/admin/settings/testMail — send a test mail to the signed-in administrator with these settings. */
export function sendTestMail(settings: AdminSettings, opts?: RequestOptions): Promise<void> {
  return http.post('/api/admin/settings/testMail', settings, undefined, opts);
}

/** Body of POST /api/admin/settings/testSms. */
export interface TestSmsRequest {
  providerConfiguration: Record<string, unknown>;
  numberTo: string;
  message: string;
}

/** POST /api/admin/settings/testSms — send a test SMS with this provider configuration. */
export function sendTestSms(request: TestSmsRequest, opts?: RequestOptions): Promise<void> {
  return http.post('/api/admin/settings/testSms', request, undefined, opts);
}

const nullableInt = z.optional(z.nullable(z.number()));
export const securitySettingsSchema = z.looseObject({
  passwordPolicy: z.looseObject({
    minimumLength: nullableInt,
    minimumUppercaseLetters: nullableInt,
    minimumLowercaseLetters: nullableInt,
    minimumDigits: nullableInt,
    minimumSpecialCharacters: nullableInt,
    passwordExpirationPeriodDays: nullableInt,
    passwordReuseFrequencyDays: nullableInt,
  }),
  maxFailedLoginAttempts: nullableInt,
  userLockoutNotificationEmail: z.optional(z.nullable(z.string())),
});
/** SecuritySettings. */
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** GET /api/admin/securitySettings */
export function getSecuritySettings(opts?: RequestOptions): Promise<SecuritySettings> {
  return http.get('/api/admin/securitySettings', securitySettingsSchema, opts);
}

/** POST /api/admin/securitySettings */
export function saveSecuritySettings(settings: SecuritySettings, opts?: RequestOptions): Promise<SecuritySettings> {
  return http.post('/api/admin/securitySettings', settings, securitySettingsSchema, opts);
}
