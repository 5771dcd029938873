/**
 * Device credentials as a form (ACCESS_TOKEN, X509_CERTIFICATE, MQTT_BASIC, LWM2M_CREDENTIALS) and
 * back to ThingsBoard's wire shape: the token is the credentialsId; a certificate is the PEM value;
 * MQTT basic and LwM2M values are JSON text.
 */
import { z } from '../../../api/zod';
import { CREDENTIALS_TYPES, type CredentialsType } from '../../../api/devices';

export const LWM2M_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;

/** Flat form values of every credential type. */
export interface CredentialsValues {
  credentialsType: CredentialsType;
  accessToken: string;
  certificate: string;
  clientId: string;
  userName: string;
  password: string;
  endpoint: string;
  securityMode: (typeof LWM2M_MODES)[number];
  identity: string;
  key: string;
}

export function emptyCredentials(): CredentialsValues {
  return {
    credentialsType: 'ACCESS_TOKEN',
    accessToken: '',
    certificate: '',
    clientId: '',
    userName: '',
    password: '',
    endpoint: '',
    securityMode: 'NO_SEC',
    identity: '',
    key: '',
  };
}

function parseJson(text: string | null | undefined): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text ?? '');
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Wire credentials → form values. */
export function credentialsToValues(c: {
  credentialsType: string;
  credentialsId?: string | null;
  credentialsValue?: string | null;
}): CredentialsValues {
  const out = emptyCredentials();
  const type = (CREDENTIALS_TYPES as readonly string[]).includes(c.credentialsType)
    ? (c.credentialsType as CredentialsType)
    : 'ACCESS_TOKEN';
  out.credentialsType = type;
  if (type === 'ACCESS_TOKEN') out.accessToken = c.credentialsId ?? '';
  if (type === 'X509_CERTIFICATE') out.certificate = c.credentialsValue ?? '';
  if (type === 'MQTT_BASIC') {
    const v = parseJson(c.credentialsValue);
    Object.assign(out, { clientId: str(v.clientId), userName: str(v.userName), password: str(v.password) });
  }
  if (type === 'LWM2M_CREDENTIALS') {
    const client = (parseJson(c.credentialsValue).client ?? {}) as Record<string, unknown>;
    const mode = str(client.securityConfigClientMode);
    Object.assign(out, {
      endpoint: str(client.endpoint) || (c.credentialsId ?? ''),
      securityMode: (LWM2M_MODES as readonly string[]).includes(mode) ? mode : 'NO_SEC',
      identity: str(client.identity),
      key: str(client.key ?? client.cert),
    });
  }
  return out;
}

/** Form values → `credentialsType`, `credentialsId`, `credentialsValue`. */
export function valuesToCredentials(v: CredentialsValues): {
  credentialsType: CredentialsType;
  credentialsId: string | null;
  credentialsValue: string | null;
} {
  switch (v.credentialsType) {
    case 'ACCESS_TOKEN':
      return { credentialsType: v.credentialsType, credentialsId: v.accessToken.trim(), credentialsValue: null };
    case 'X509_CERTIFICATE':
      return { credentialsType: v.credentialsType, credentialsId: null, credentialsValue: v.certificate.trim() };
    case 'MQTT_BASIC': {
      const value = {
        clientId: v.clientId.trim() || null,
        userName: v.userName.trim() || null,
        password: v.password || null,
      };
      return { credentialsType: v.credentialsType, credentialsId: null, credentialsValue: JSON.stringify(value) };
    }
    case 'LWM2M_CREDENTIALS': {
      const client: Record<string, unknown> = { endpoint: v.endpoint.trim(), securityConfigClientMode: v.securityMode };
      if (v.securityMode === 'PSK') Object.assign(client, { identity: v.identity.trim(), key: v.key.trim() });
      if (v.securityMode === 'RPK') client.key = v.key.trim();
      if (v.securityMode === 'X509') Object.assign(client, { cert: v.key.trim() || null });
      const bootstrap = { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } };
      return {
        credentialsType: v.credentialsType,
        credentialsId: v.endpoint.trim(),
        credentialsValue: JSON.stringify({ client, bootstrap }),
      };
    }
  }
}

/** Validation of the active type's fields (messages are locale keys). */
export const credentialsSchema = z
  .object({
    credentialsType: z.enum(CREDENTIALS_TYPES),
    accessToken: z.string(),
    certificate: z.string(),
    clientId: z.string(),
    userName: z.string(),
    password: z.string(),
    endpoint: z.string(),
    securityMode: z.enum(LWM2M_MODES),
    identity: z.string(),
    key: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.credentialsType === 'ACCESS_TOKEN') {
        if (!v.accessToken.trim()) issue('accessToken', 'device.access-token-required');
        else if (/\s/.test(v.accessToken.trim()) || v.accessToken.trim().length > 32)
          issue('accessToken', 'device.access-token-invalid');
      }
      if (v.credentialsType === 'X509_CERTIFICATE' && !v.certificate.trim())
        issue('certificate', 'device.certificate-required');
      if (v.credentialsType === 'MQTT_BASIC') {
        if (!v.clientId.trim() && !v.userName.trim()) issue('clientId', 'device.client-id-or-user-name-necessary');
        if (v.password && !v.userName.trim()) issue('userName', 'device.user-name-required-with-password');
      }
      if (v.credentialsType === 'LWM2M_CREDENTIALS') {
        if (!v.endpoint.trim()) issue('endpoint', 'device.lwm2m-endpoint-required');
        if (v.securityMode === 'PSK' && !v.identity.trim()) issue('identity', 'device.lwm2m-identity-required');
        if (v.securityMode !== 'NO_SEC' && v.securityMode !== 'X509' && !v.key.trim())
          issue('key', 'device.lwm2m-key-required');
      }
    }),
  );
