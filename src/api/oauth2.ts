/** ThingsBoard OAuth2 configuration endpoints (ThingsBoard 3.3.1's OAuth2Info). */
import { z } from './zod';
import { http, type RequestOptions } from './http';

export const oauth2InfoSchema = z.looseObject({
  enabled: z.boolean(),
  oauth2ParamsInfos: z.array(z.record(z.string(), z.unknown())),
});
/** OAuth2Info: on/off and the parameter sets (domains, mobile apps, client registrations). */
export type OAuth2Info = z.infer<typeof oauth2InfoSchema>;

export const oauth2TemplateSchema = z.looseObject({ providerId: z.string(), name: z.optional(z.nullable(z.string())) });
/** OAuth2ClientRegistrationTemplate; the remaining fields pass through. */
export type OAuth2Template = z.infer<typeof oauth2TemplateSchema> & Record<string, unknown>;

/** GET /api/oauth2/config */
export function getOAuth2Config(opts?: RequestOptions): Promise<OAuth2Info> {
  return http.get('/api/oauth2/config', oauth2InfoSchema, opts);
}

/** POST /api/oauth2/config */
export function saveOAuth2Config(info: OAuth2Info, opts?: RequestOptions): Promise<OAuth2Info> {
  return http.post('/api/oauth2/config', info, oauth2InfoSchema, opts);
}

/** GET /api/oauth2/config/template — the provider templates (Google, GitHub, Facebook, Apple, …). */
export function getOAuth2Templates(opts?: RequestOptions): Promise<OAuth2Template[]> {
  return http.get('/api/oauth2/config/template', z.array(oauth2TemplateSchema), opts) as Promise<OAuth2Template[]>;
}

/** GET /api/oauth2/loginProcessingUrl — the redirect path providers call back (plain text). */
export function getLoginProcessingUrl(opts?: RequestOptions): Promise<string> {
  return http.getText('/api/oauth2/loginProcessingUrl', opts);
}
