/**
 * The DeviceProfile model as ThingsBoard 3.3.1 serialises it, with the factories the editor uses
 * for new profiles. Objects keep unknown keys (index signatures) because a save is a full replace.
 */
import type { DeviceProfileAlarm } from './alarm-rules';
import type { EntityRef, TransportType } from './profile-refs';
import type { TransportConfiguration } from './transport';

export { TRANSPORT_TYPES, type EntityRef, type TransportType } from './profile-refs';

export const PROFILE_TYPES = ['DEFAULT', 'SNMP'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;
export type ProvisionType = (typeof PROVISION_TYPES)[number];

/** `{entityType, id}`. */

export interface ProvisionConfiguration {
  type: ProvisionType;
  provisionDeviceSecret: string | null;
  [key: string]: unknown;
}

export interface ProfileData {
  configuration: { type: string; [key: string]: unknown };
  transportConfiguration: TransportConfiguration;
  provisionConfiguration: ProvisionConfiguration;
  alarms: DeviceProfileAlarm[] | null;
  [key: string]: unknown;
}

export interface DeviceProfile {
  id?: EntityRef | null;
  createdTime?: number;
  tenantId?: EntityRef | null;
  name: string;
  description?: string | null;
  image?: string | null;
  default?: boolean;
  type: ProfileType;
  transportType: TransportType;
  provisionType: ProvisionType;
  provisionDeviceKey?: string | null;
  defaultRuleChainId?: EntityRef | null;
  defaultDashboardId?: EntityRef | null;
  defaultQueueName?: string | null;
  firmwareId?: EntityRef | null;
  softwareId?: EntityRef | null;
  profileData: ProfileData;
  [key: string]: unknown;
}

/** A fresh profile as ThingsBoard's UI creates it: DEFAULT type and transport, provisioning disabled, no alarms. */
export function newDeviceProfile(name = ''): DeviceProfile {
  return {
    name,
    type: 'DEFAULT',
    image: null,
    description: '',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    provisionDeviceKey: null,
    defaultRuleChainId: null,
    defaultDashboardId: null,
    defaultQueueName: null,
    firmwareId: null,
    softwareId: null,
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: null,
    },
  };
}

/** Fill what an older or hand-written profile may lack, so every section of the editor has its object. */
export function normalizeDeviceProfile(raw: DeviceProfile): DeviceProfile {
  const base = newDeviceProfile();
  const data = (raw.profileData ?? {}) as Partial<ProfileData>;
  const transportType = (raw.transportType ?? 'DEFAULT') as TransportType;
  const provisionType = (raw.provisionType ?? 'DISABLED') as ProvisionType;
  return {
    ...raw,
    type: (raw.type ?? 'DEFAULT') as ProfileType,
    transportType,
    provisionType,
    profileData: {
      ...data,
      configuration: data.configuration ?? base.profileData.configuration,
      transportConfiguration: data.transportConfiguration ?? ({ type: transportType } as TransportConfiguration),
      provisionConfiguration: data.provisionConfiguration ?? { type: provisionType, provisionDeviceSecret: null },
      alarms: data.alarms ?? null,
    },
  };
}

/** The id string of a reference, or null. */
export const refId = (ref: EntityRef | null | undefined): string | null => ref?.id ?? null;

/** `{entityType, id}` or null. */
export const toRef = (entityType: string, id: string | null | undefined): EntityRef | null =>
  id ? { entityType, id } : null;

/** Random provisioning key/secret: 20 characters of [a-z0-9] (ThingsBoard generates them the same length). */
export function randomProvisionToken(length = 20): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Switch the provisioning strategy: key and secret appear (generated) when enabled and vanish when disabled. */
export function withProvisionType(profile: DeviceProfile, type: ProvisionType): DeviceProfile {
  const enabled = type !== 'DISABLED';
  const current = profile.profileData.provisionConfiguration;
  return {
    ...profile,
    provisionType: type,
    provisionDeviceKey: enabled ? profile.provisionDeviceKey || randomProvisionToken() : null,
    profileData: {
      ...profile.profileData,
      provisionConfiguration: {
        ...current,
        type,
        provisionDeviceSecret: enabled ? current.provisionDeviceSecret || randomProvisionToken() : null,
      },
    },
  };
}
