/**
 * Per-device transport configuration (`Device.deviceData.transportConfiguration`): DEFAULT and MQTT
 * have no fields; COAP and LWM2M may override the profile's power mode; SNMP holds the device's address and
 * credentials (host localhost, port 161, V2C, community public by default).
 */
import type { PowerSettings } from './power-settings';

/** A device profile's transport type (ThingsBoard's `DeviceProfile.transportType`). */
export type DeviceTransportType = 'DEFAULT' | 'MQTT' | 'COAP' | 'LWM2M' | 'SNMP';

const PORT_MAX = 65535;

export const SNMP_VERSIONS = ['V1', 'V2C', 'V3'] as const;
export const SNMP_AUTH_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;
export const SNMP_PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;

export interface SnmpDeviceConfig {
  type: 'SNMP';
  host: string;
  port: number;
  protocolVersion: (typeof SNMP_VERSIONS)[number];
  community?: string;
  username?: string;
  securityName?: string;
  contextName?: string;
  authenticationProtocol?: (typeof SNMP_AUTH_PROTOCOLS)[number];
  authenticationPassphrase?: string;
  privacyProtocol?: (typeof SNMP_PRIVACY_PROTOCOLS)[number];
  privacyPassphrase?: string;
  engineId?: string;
  [key: string]: unknown;
}

export type DeviceTransportConfiguration =
  | { type: 'DEFAULT' | 'MQTT'; [key: string]: unknown }
  | ({ type: 'COAP' | 'LWM2M'; [key: string]: unknown } & PowerSettings)
  | SnmpDeviceConfig;

/** `Device.deviceData`. */
export interface DeviceData {
  configuration: { type: string; [key: string]: unknown };
  transportConfiguration: DeviceTransportConfiguration;
  [key: string]: unknown;
}

export const SNMP_DEVICE_DEFAULTS = {
  host: 'localhost',
  port: 161,
  protocolVersion: 'V2C',
  community: 'public',
} as const;

/** SNMP v3 fields (present only for V3). */
const V3_DEFAULTS = {
  username: '',
  securityName: '',
  contextName: '',
  authenticationProtocol: 'SHA_512',
  authenticationPassphrase: '',
  privacyProtocol: 'DES',
  privacyPassphrase: '',
  engineId: '',
} as const;

/** A device's transport configuration for its profile's transport type. */
export function defaultDeviceTransportConfiguration(type: DeviceTransportType): DeviceTransportConfiguration {
  if (type === 'SNMP') return { type, ...SNMP_DEVICE_DEFAULTS };
  return { type } as DeviceTransportConfiguration;
}

/** `deviceData` of a new device of a profile with this transport type. */
export function defaultDeviceData(type: DeviceTransportType): DeviceData {
  return { configuration: { type: 'DEFAULT' }, transportConfiguration: defaultDeviceTransportConfiguration(type) };
}

/** SNMP: switch protocol version; v1/v2c keep a community, v3 the user-based security fields. */
export function withSnmpVersion(
  c: SnmpDeviceConfig,
  protocolVersion: SnmpDeviceConfig['protocolVersion'],
): SnmpDeviceConfig {
  const base = { type: 'SNMP' as const, host: c.host, port: c.port, protocolVersion };
  if (protocolVersion === 'V3') return { ...base, ...V3_DEFAULTS, ...pick(c, Object.keys(V3_DEFAULTS)) };
  return { ...base, community: c.community ?? SNMP_DEVICE_DEFAULTS.community };
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}

/** Error keys of a device transport configuration. */
export function deviceTransportErrors(c: DeviceTransportConfiguration): string[] {
  if (c.type !== 'SNMP') return [];
  const s = c as SnmpDeviceConfig;
  const errors: string[] = [];
  if (!s.host?.trim()) errors.push('device-profile.device-transport.host-required');
  if (!Number.isInteger(s.port) || s.port < 0 || s.port > PORT_MAX) errors.push('device-profile.lwm2m.port-range');
  if (s.protocolVersion === 'V3') {
    if (!s.username?.trim()) errors.push('device-profile.device-transport.username-required');
    if (!s.securityName?.trim()) errors.push('device-profile.device-transport.security-name-required');
  } else if (!s.community?.trim()) errors.push('device-profile.device-transport.community-required');
  return errors;
}
