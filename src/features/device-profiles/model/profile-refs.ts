/** Small shapes the device profile model parts share: an entity reference and the transport types. */
export interface EntityRef {
  entityType: string;
  id: string;
}

export const TRANSPORT_TYPES = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
