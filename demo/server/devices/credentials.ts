/** Device credential normalisation and validation (TB's DeviceCredentialsServiceImpl). */
import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import type { CredentialsType } from './model.js';

function sha3(...parts: string[]): string {
  return createHash('sha3-256').update(parts.join('|')).digest('hex');
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** Strips PEM armour and whitespace from a certificate. */
export function cleanCertificate(pem: string): string {
  return pem
    .replace(/-----BEGIN CERTIFICATE-----/g, '')
    .replace(/-----END CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');
}

/**
 * Computes `credentialsId` / `credentialsValue` as TB stores them.
 * @throws ApiError 400/31 with TB's messages for invalid input.
 */
export function normaliseCredentials(
  type: CredentialsType,
  credentialsId: string | null,
  credentialsValue: string | null,
): { credentialsId: string; credentialsValue: string | null } {
  switch (type) {
    case 'ACCESS_TOKEN': {
      if (!credentialsId || credentialsId.trim() === '') throw badRequest('Device credentials id should be specified!');
      if (/\s/.test(credentialsId)) throw badRequest('Access token should not contain spaces!');
      return { credentialsId, credentialsValue: null };
    }
    case 'X509_CERTIFICATE': {
      if (!credentialsValue || credentialsValue.trim() === '')
        throw badRequest('Device credentials value should be specified!');
      const cert = cleanCertificate(credentialsValue);
      return { credentialsId: sha3(cert), credentialsValue: cert };
    }
    case 'MQTT_BASIC': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(credentialsValue ?? '');
      } catch {
        throw badRequest('Invalid credentials body for simple mqtt credentials!');
      }
      if (!isJsonObject(parsed)) throw badRequest('Invalid credentials body for simple mqtt credentials!');
      const clientId = str(parsed['clientId']);
      const userName = str(parsed['userName']);
      const password = str(parsed['password']);
      if (!clientId && !userName) throw badRequest('Both mqtt client id and user name are empty!');
      if (password && !userName) throw badRequest('Password cannot be specified without user name!');
      const id = !clientId ? userName : !userName ? sha3(clientId) : sha3(clientId, userName);
      return {
        credentialsId: id,
        credentialsValue: JSON.stringify({
          clientId: clientId || null,
          userName: userName || null,
          password: password || null,
        }),
      };
    }
    case 'LWM2M_CREDENTIALS': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(credentialsValue ?? '');
      } catch {
        throw badRequest('Invalid credentials body for LwM2M credentials!');
      }
      const client = isJsonObject(parsed) ? parsed['client'] : null;
      const endpoint = isJsonObject(client) ? str(client['endpoint']) : '';
      if (!endpoint) throw badRequest('LwM2M client endpoint should be specified!');
      return { credentialsId: endpoint, credentialsValue: JSON.stringify(parsed) };
    }
  }
}
