/**
 * The device data alarm rules are evaluated against (ThingsBoard's "data snapshot" facts): latest time series and
 * attributes by scope of one device, filled from storage once and then kept current from the messages that pass
 * the device profile node; plus attributes of the customer and tenant for dynamic values.
 */
import type { EntityId } from '../../lib/entity-id.js';
import type { AttributeScope } from '../../telemetry/bus.js';
import type { KvEntry, TsKvEntry } from '../../telemetry/kv.js';
import type { TelemetryServices } from '../../telemetry/services.js';

/** `EntityKey.type` of key filters. */
export type KeyType =
  | 'TIME_SERIES'
  | 'ATTRIBUTE'
  | 'CLIENT_ATTRIBUTE'
  | 'SHARED_ATTRIBUTE'
  | 'SERVER_ATTRIBUTE'
  | 'ENTITY_FIELD'
  | 'CONSTANT';

const SCOPE_OF: Partial<Record<KeyType, AttributeScope>> = {
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};
/** Scope order for "any scope" lookups. */
const ANY_SCOPE: AttributeScope[] = ['SERVER_SCOPE', 'SHARED_SCOPE', 'CLIENT_SCOPE'];

/** Latest known values of one device. */
export class DeviceSnapshot {
  readonly ts = new Map<string, TsKvEntry>();
  readonly attrs: Record<AttributeScope, Map<string, KvEntry>> = {
    CLIENT_SCOPE: new Map(),
    SHARED_SCOPE: new Map(),
    SERVER_SCOPE: new Map(),
  };
  /** Entity fields (name, type, label, …) as text. */
  fields: Record<string, string> = {};

  /** Loads the current values of a device from storage. */
  static async load(
    telemetry: TelemetryServices,
    device: EntityId,
    fields: Record<string, string>,
  ): Promise<DeviceSnapshot> {
    const s = new DeviceSnapshot();
    for (const t of await telemetry.timeseries.findLatest(device)) s.ts.set(t.key, t);
    for (const a of await telemetry.attributes.find(device, null)) s.attrs[a.scope].set(a.key, a);
    s.fields = fields;
    return s;
  }

  /** The value of a key filter's key (undefined when unknown). */
  get(type: KeyType, key: string): KvEntry | undefined {
    if (type === 'TIME_SERIES') return this.ts.get(key);
    if (type === 'ENTITY_FIELD') {
      const v = this.fields[key];
      return v === undefined ? undefined : { key, type: 'STRING', value: v };
    }
    const scope = SCOPE_OF[type];
    if (scope) return this.attrs[scope].get(key);
    if (type === 'ATTRIBUTE') return this.attribute(key);
    return undefined;
  }

  /** An attribute of any scope (server, then shared, then client). */
  attribute(key: string): KvEntry | undefined {
    for (const scope of ANY_SCOPE) {
      const v = this.attrs[scope].get(key);
      if (v) return v;
    }
    return undefined;
  }
}

/** Attributes of the device's customer and tenant used by dynamic values, loaded on demand per evaluation. */
export interface OwnerAttributes {
  customer(key: string): Promise<KvEntry | undefined>;
  tenant(key: string): Promise<KvEntry | undefined>;
}

/** Owner attribute reader over the attribute service. */
export function ownerAttributes(
  telemetry: TelemetryServices,
  tenantId: string,
  customerId: string | null,
): OwnerAttributes {
  const read = async (e: EntityId, key: string) => (await telemetry.attributes.find(e, 'SERVER_SCOPE', [key]))[0];
  return {
    customer: (key) =>
      customerId ? read({ entityType: 'CUSTOMER', id: customerId }, key) : Promise.resolve(undefined),
    tenant: (key) => read({ entityType: 'TENANT', id: tenantId }, key),
  };
}
