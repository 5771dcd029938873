/** DeviceProfile / DeviceProfileInfo as ThingsBoard 3.3.1 serialises them. */
import { entityId } from '../lib/entity-id.js';

/** `device_profile` row. */
export interface DeviceProfileRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  image: string | null;
  is_default: boolean;
  type: string;
  transport_type: TransportType;
  provision_type: ProvisionType;
  provision_device_key: string | null;
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  firmware_id: string | null;
  software_id: string | null;
  profile_data: Record<string, unknown>;
}

/** Transport types. */
export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
/** One transport type. */
export type TransportType = (typeof TRANSPORT_TYPES)[number];
/** Provisioning strategies. */
export const PROVISION_TYPES = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;
/** One provisioning strategy. */
export type ProvisionType = (typeof PROVISION_TYPES)[number];

/** profileData of a new DEFAULT profile. */
export function defaultProfileData(transportType: TransportType = 'DEFAULT'): Record<string, unknown> {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: transportType },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
  };
}

/** DeviceProfile as ThingsBoard serialises it. */
export function toDeviceProfile(row: DeviceProfileRow): Record<string, unknown> {
  return {
    id: entityId('DEVICE_PROFILE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    description: row.description,
    image: row.image,
    type: row.type,
    transportType: row.transport_type,
    provisionType: row.provision_type,
    defaultRuleChainId: row.default_rule_chain_id ? entityId('RULE_CHAIN', row.default_rule_chain_id) : null,
    defaultDashboardId: row.default_dashboard_id ? entityId('DASHBOARD', row.default_dashboard_id) : null,
    defaultQueueName: row.default_queue_name,
    profileData: row.profile_data,
    provisionDeviceKey: row.provision_device_key,
    firmwareId: row.firmware_id ? entityId('OTA_PACKAGE', row.firmware_id) : null,
    softwareId: row.software_id ? entityId('OTA_PACKAGE', row.software_id) : null,
    default: row.is_default,
  };
}

/** DeviceProfileInfo (no createdTime). */
export function toDeviceProfileInfo(row: DeviceProfileRow): Record<string, unknown> {
  return {
    id: entityId('DEVICE_PROFILE', row.id),
    name: row.name,
    image: row.image,
    defaultDashboardId: row.default_dashboard_id ? entityId('DASHBOARD', row.default_dashboard_id) : null,
    type: row.type,
    transportType: row.transport_type,
  };
}
