/** Device / DeviceInfo / DeviceCredentials as ThingsBoard 3.3.1 serialises them. */
import { entityId } from '../lib/entity-id.js';
import { baseWire, type BaseRow, type EntityKind } from '../entities/kind.js';

/** `device` row (+ profile name in info queries). */
export interface DeviceRow extends BaseRow {
  device_profile_id: string;
  label: string | null;
  device_data: unknown;
  firmware_id: string | null;
  software_id: string | null;
  claim_data: { secretKey?: string | null; expirationTime?: number } | null;
  device_profile_name?: string | null;
}

/** The device kind. */
export const DEVICE_KIND: EntityKind<DeviceRow> = {
  table: 'device',
  entityType: 'DEVICE',
  path: 'device',
  plural: 'devices',
  label: 'Device',
  extraSelect: ', dp.name AS device_profile_name',
  extraJoin: 'LEFT JOIN device_profile dp ON dp.id = e.device_profile_id',
  // `type` always equals the profile name (set on save, renamed with the profile), and it is indexed.
  extraSort: { deviceProfileName: 'e.type' },
  toWire: (row) => ({
    ...baseWire(row, 'DEVICE'),
    label: row.label,
    deviceProfileId: entityId('DEVICE_PROFILE', row.device_profile_id),
    deviceData: row.device_data ?? null,
    firmwareId: row.firmware_id ? entityId('OTA_PACKAGE', row.firmware_id) : null,
    softwareId: row.software_id ? entityId('OTA_PACKAGE', row.software_id) : null,
  }),
  infoExtra: (row) => ({ deviceProfileName: row.device_profile_name ?? null }),
};

/** Credential types. */
export const CREDENTIALS_TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'] as const;
/** One credential type. */
export type CredentialsType = (typeof CREDENTIALS_TYPES)[number];

/** `device_credentials` row. */
export interface DeviceCredentialsRow {
  id: string;
  created_time: number;
  device_id: string;
  credentials_type: CredentialsType;
  credentials_id: string;
  credentials_value: string | null;
}

/** DeviceCredentials wire shape (`id` without entityType). */
export function toCredentials(row: DeviceCredentialsRow): Record<string, unknown> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    deviceId: entityId('DEVICE', row.device_id),
    credentialsType: row.credentials_type,
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}
