/**
 * Transport configurations of a device profile (ThingsBoard's `transportConfiguration`) and their defaults as
 * ThingsBoard 3.3.1 creates them: MQTT topics, JSON/PROTOBUF payloads, CoAP device types and
 * power modes, SNMP timeouts and communication configs. LwM2M lives in ./lwm2m.
 */
import { DEFAULT_PROTO_SCHEMAS } from './proto-schemas';
import type { TransportType } from './profile-refs';
import type { Lwm2mTransportConfiguration } from './lwm2m';
import { powerSettings, type PowerSettings } from '../../../ui/device-transport/power-settings';

export {
  DEFAULT_EDRX_CYCLE,
  DEFAULT_PAGING_TRANSMISSION_WINDOW,
  DEFAULT_PSM_ACTIVITY_TIMER,
  POWER_MODES,
  powerSettings,
  type PowerMode,
  type PowerSettings,
} from '../../../ui/device-transport/power-settings';

export const MQTT_TELEMETRY_TOPIC = 'v1/devices/me/telemetry';
export const MQTT_ATTRIBUTES_TOPIC = 'v1/devices/me/attributes';

export const PAYLOAD_TYPES = ['JSON', 'PROTOBUF'] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export interface PayloadConfiguration {
  transportPayloadType: PayloadType;
  deviceTelemetryProtoSchema?: string;
  deviceAttributesProtoSchema?: string;
  deviceRpcRequestProtoSchema?: string;
  deviceRpcResponseProtoSchema?: string;
  [key: string]: unknown;
}

export const PROTO_SCHEMA_FIELDS = [
  'deviceTelemetryProtoSchema',
  'deviceAttributesProtoSchema',
  'deviceRpcRequestProtoSchema',
  'deviceRpcResponseProtoSchema',
] as const;
export type ProtoSchemaField = (typeof PROTO_SCHEMA_FIELDS)[number];

export const COAP_DEVICE_TYPES = ['DEFAULT', 'EFENTO'] as const;
export type CoapDeviceType = (typeof COAP_DEVICE_TYPES)[number];

export const SNMP_SPECS = [
  'TELEMETRY_QUERYING',
  'CLIENT_ATTRIBUTES_QUERYING',
  'SHARED_ATTRIBUTES_SETTING',
  'TO_DEVICE_RPC_REQUEST',
] as const;
export type SnmpSpec = (typeof SNMP_SPECS)[number];
/** The specs that poll the device (and so carry `queryingFrequencyMs`). */
export const SNMP_QUERYING_SPECS: readonly SnmpSpec[] = ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING'];
export const SNMP_DATA_TYPES = ['STRING', 'LONG', 'BOOLEAN', 'DOUBLE', 'JSON'] as const;
export const SNMP_DEFAULT_TIMEOUT_MS = 500;
export const SNMP_DEFAULT_RETRIES = 0;
export const SNMP_DEFAULT_QUERYING_FREQUENCY_MS = 5000;

export interface SnmpMapping {
  oid: string;
  key: string;
  dataType: (typeof SNMP_DATA_TYPES)[number];
}

export interface SnmpCommunicationConfig {
  spec: SnmpSpec;
  mappings: SnmpMapping[];
  queryingFrequencyMs?: number;
  [key: string]: unknown;
}

export type TransportConfiguration =
  | { type: 'DEFAULT'; [key: string]: unknown }
  | {
      type: 'MQTT';
      deviceTelemetryTopic: string;
      deviceAttributesTopic: string;
      transportPayloadTypeConfiguration: PayloadConfiguration;
      [key: string]: unknown;
    }
  | {
      type: 'COAP';
      coapDeviceTypeConfiguration: {
        coapDeviceType: CoapDeviceType;
        transportPayloadTypeConfiguration?: PayloadConfiguration;
        [key: string]: unknown;
      };
      clientSettings: PowerSettings;
      [key: string]: unknown;
    }
  | Lwm2mTransportConfiguration
  | {
      type: 'SNMP';
      timeoutMs: number;
      retries: number;
      communicationConfigs: SnmpCommunicationConfig[];
      [key: string]: unknown;
    };

/** A payload configuration of the given type; PROTOBUF starts from our default schemas. */
export function payloadConfiguration(type: PayloadType): PayloadConfiguration {
  return type === 'JSON'
    ? { transportPayloadType: 'JSON' }
    : { transportPayloadType: 'PROTOBUF', ...DEFAULT_PROTO_SCHEMAS };
}

/** A new SNMP communication config of a spec (querying specs poll every 5 s by default). */
export function snmpCommunicationConfig(spec: SnmpSpec): SnmpCommunicationConfig {
  const base: SnmpCommunicationConfig = { spec, mappings: [{ oid: '', key: '', dataType: 'STRING' }] };
  return SNMP_QUERYING_SPECS.includes(spec)
    ? { ...base, queryingFrequencyMs: SNMP_DEFAULT_QUERYING_FREQUENCY_MS }
    : base;
}

/** Default configuration of every non-LwM2M transport (LwM2M needs the server's bootstrap info: see ./lwm2m). */
export function defaultTransportConfiguration(type: Exclude<TransportType, 'LWM2M'>): TransportConfiguration {
  switch (type) {
    case 'MQTT':
      return {
        type,
        deviceTelemetryTopic: MQTT_TELEMETRY_TOPIC,
        deviceAttributesTopic: MQTT_ATTRIBUTES_TOPIC,
        transportPayloadTypeConfiguration: payloadConfiguration('JSON'),
      };
    case 'COAP':
      return {
        type,
        coapDeviceTypeConfiguration: {
          coapDeviceType: 'DEFAULT',
          transportPayloadTypeConfiguration: payloadConfiguration('JSON'),
        },
        clientSettings: powerSettings('DRX'),
      };
    case 'SNMP':
      return {
        type,
        timeoutMs: SNMP_DEFAULT_TIMEOUT_MS,
        retries: SNMP_DEFAULT_RETRIES,
        communicationConfigs: [snmpCommunicationConfig('TELEMETRY_QUERYING')],
      };
    default:
      return { type: 'DEFAULT' };
  }
}
