/**
 * Device profiles as the engine needs them (default rule chain, alarm rules), cached per tenant together with the
 * device → profile mapping. Dropped with the tenant's chains whenever device profiles or devices are saved.
 */
import type { Queryable } from '../db/types.js';
import type { TbMsg } from './message.js';

/** What the engine uses of a device profile. */
export interface ProfileInfo {
  id: string;
  tenantId: string;
  name: string;
  defaultRuleChainId: string | null;
  /** `profileData.alarms` (DeviceProfileAlarm[]). */
  alarms: unknown[];
}

interface TenantProfiles {
  devices: Map<string, Promise<string | null>>;
  profiles: Map<string, Promise<ProfileInfo | null>>;
}

/** Per-tenant profile cache. */
export class ProfileCache {
  private readonly tenants = new Map<string, TenantProfiles>();

  constructor(private readonly db: Queryable) {}

  private tenant(id: string): TenantProfiles {
    let t = this.tenants.get(id);
    if (!t) this.tenants.set(id, (t = { devices: new Map(), profiles: new Map() }));
    return t;
  }

  /** The profile of a device (null when the device is gone). */
  async profileOfDevice(tenantId: string, deviceId: string): Promise<ProfileInfo | null> {
    const t = this.tenant(tenantId);
    let pid = t.devices.get(deviceId);
    if (!pid) {
      pid = this.db
        .query<{ device_profile_id: string }>('SELECT device_profile_id FROM device WHERE id = $1 AND tenant_id = $2', [
          deviceId,
          tenantId,
        ])
        .then((r) => r.rows[0]?.device_profile_id ?? null);
      t.devices.set(deviceId, pid);
    }
    const profileId = await pid;
    if (!profileId) return null;
    let p = t.profiles.get(profileId);
    if (!p) {
      p = this.load(profileId);
      t.profiles.set(profileId, p);
    }
    return p;
  }

  private async load(id: string): Promise<ProfileInfo | null> {
    const { rows } = await this.db.query<{
      id: string;
      tenant_id: string;
      name: string;
      default_rule_chain_id: string | null;
      profile_data: Record<string, unknown> | null;
    }>('SELECT id, tenant_id, name, default_rule_chain_id, profile_data FROM device_profile WHERE id = $1', [id]);
    const r = rows[0];
    if (!r) return null;
    const alarms = r.profile_data?.['alarms'];
    return {
      id: r.id,
      tenantId: r.tenant_id,
      name: r.name,
      defaultRuleChainId: r.default_rule_chain_id,
      alarms: Array.isArray(alarms) ? alarms : [],
    };
  }

  /** The default rule chain of the originator's device profile, if the originator is a device and one is set. */
  async defaultChainOf(msg: TbMsg): Promise<string | null> {
    if (msg.originator.entityType !== 'DEVICE') return null;
    return (await this.profileOfDevice(msg.tenantId, msg.originator.id))?.defaultRuleChainId ?? null;
  }

  /** Forgets which profile a device has (it may have changed). */
  forgetDevice(tenantId: string, deviceId: string): void {
    this.tenants.get(tenantId)?.devices.delete(deviceId);
  }

  /** Forgets a tenant. */
  invalidate(tenantId: string): void {
    this.tenants.delete(tenantId);
  }
}
