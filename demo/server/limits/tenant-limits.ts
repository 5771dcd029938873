/**
 * Tenant-profile enforcement, as ThingsBoard 3.3.1 does it:
 * - entity caps (`maxDevices`, `maxAssets`, `maxCustomers`, `maxUsers`, `maxDashboards`, `maxRuleChains`; 0 = no cap)
 *   checked on create: "Can't create more then 3 devices!" (ThingsBoard's wording), 400/31;
 * - REST rate limits per tenant and per customer (ThingsBoard 3.3.1 reads them from `server.rest.limits.*`, here the
 *   server options; a profile's `tenantServerRestLimitsConfiguration` / `customerServerRestLimitsConfiguration`, as
 *   later versions store them, override those), never for system administrators;
 * - transport rate limits per tenant and per device (`transport*RateLimit` fields): messages, telemetry messages and
 *   telemetry data points, and a tenant whose transport API usage is disabled is refused. (ThingsBoard 3.3.1 builds a
 *   device's data-point bucket from the tenant's field, an upstream slip; here the device field applies.)
 * Profiles are cached per tenant and dropped on every tenant or tenant-profile save, so a change applies to the next
 * request without a restart.
 */
import type { Queryable } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { RateLimits, type Buckets } from './rate-limit.js';
import { countOfTenant, tenantProfileConfiguration, type CappedEntity } from './repo.js';

/** Server-wide REST limits (ThingsBoard's `server.rest.limits.tenant/customer.configuration`; unset = off). */
export interface RestLimitOptions {
  tenant?: string;
  customer?: string;
}

/** Who a refused request is charged to: ThingsBoard's "Too many requests for current tenant!" (or customer, device). */
export type LimitedEntity = 'TENANT' | 'CUSTOMER' | 'DEVICE';

/** Whether a tenant's API feature is usable (usage/meter.ts). */
export interface UsageStates {
  isDisabled(tenantId: string, feature: 'TRANSPORT' | 'DB' | 'RE' | 'JS'): boolean;
}

const CAP_FIELDS: Readonly<Record<CappedEntity, [field: string, noun: string]>> = {
  DEVICE: ['maxDevices', 'devices'],
  ASSET: ['maxAssets', 'assets'],
  CUSTOMER: ['maxCustomers', 'customers'],
  USER: ['maxUsers', 'users'],
  DASHBOARD: ['maxDashboards', 'dashboards'],
  RULE_CHAIN: ['maxRuleChains', 'rule chains'],
};

type Config = Record<string, unknown>;
const str = (c: Config | null, key: string): string | null =>
  typeof c?.[key] === 'string' ? (c[key] as string) : null;

/** The limits of every tenant, from its profile. */
export class TenantLimits {
  private readonly configs = new Map<string, Promise<Config | null>>();
  private rest: Buckets = new RateLimits();
  private transport: Buckets = new RateLimits();

  constructor(
    private readonly db: Queryable,
    private readonly restOptions: RestLimitOptions = {},
    private usage: UsageStates | null = null,
  ) {}

  /**
   * Keeps the REST and transport buckets in `shared` (a cluster worker: the primary holds them for every worker);
   * buckets taken so far in this process are dropped.
   */
  shareBuckets(shared: Buckets): void {
    this.rest = { tryConsume: (key, config, n) => shared.tryConsume(`rest:${key}`, config, n) };
    this.transport = { tryConsume: (key, config, n) => shared.tryConsume(`transport:${key}`, config, n) };
  }

  /** Connects the API usage states (created after the limits). */
  useUsageStates(usage: UsageStates): void {
    this.usage = usage;
  }

  /**
   * The tenant's profile configuration (cached). Inside a transaction pass it as `db`: on PGlite a query on the outer
   * handle would wait for the transaction to end.
   */
  config(tenantId: string, db: Queryable = this.db): Promise<Config | null> {
    let c = this.configs.get(tenantId);
    if (!c) {
      c = tenantProfileConfiguration(db, tenantId).catch((err: unknown) => {
        this.configs.delete(tenantId);
        throw err;
      });
      this.configs.set(tenantId, c);
    }
    return c;
  }

  /** Drops cached profiles: one tenant's (saved or deleted), or all (a tenant profile changed). */
  invalidate(tenantId?: string): void {
    if (tenantId) this.configs.delete(tenantId);
    else this.configs.clear();
  }

  /**
   * Refuses to create one more entity of `kind` when the tenant is at its cap. Pass `db` = the transaction that
   * inserts, so the count sees what it sees.
   * @throws ApiError 400/31 "Can't create more then N devices!" (ThingsBoard's wording)
   */
  async assertCanCreate(db: Queryable, tenantId: string, kind: CappedEntity): Promise<void> {
    const [field, noun] = CAP_FIELDS[kind];
    const max = Number((await this.config(tenantId, db))?.[field] ?? 0);
    if (!(max > 0)) return;
    if ((await countOfTenant(db, kind, tenantId)) >= max) throw badRequest(`Can't create more then ${max} ${noun}!`);
  }

  /** REST limits of one authenticated call; null when it may go on. */
  async checkRest(user: { authority: string; tenantId: string; customerId: string }): Promise<LimitedEntity | null> {
    if (user.authority === 'SYS_ADMIN') return null;
    const c = await this.config(user.tenantId);
    const tenantConfig = str(c, 'tenantServerRestLimitsConfiguration') ?? this.restOptions.tenant;
    if (!(await this.rest.tryConsume(`tenant:${user.tenantId}`, tenantConfig))) return 'TENANT';
    if (user.authority !== 'CUSTOMER_USER') return null;
    const customerConfig = str(c, 'customerServerRestLimitsConfiguration') ?? this.restOptions.customer;
    return (await this.rest.tryConsume(`customer:${user.customerId}`, customerConfig)) ? null : 'CUSTOMER';
  }

  /**
   * Transport limits of one device message carrying `dataPoints` values (0 for a message without telemetry, such as
   * an attribute request or an RPC). As ThingsBoard: the tenant's buckets first, then the device's.
   */
  async checkTransport(tenantId: string, deviceId: string, dataPoints: number): Promise<LimitedEntity | null> {
    if (this.usage?.isDisabled(tenantId, 'TRANSPORT')) return 'TENANT';
    const c = await this.config(tenantId);
    if (!(await this.take(`tenant:${tenantId}`, c, 'transportTenant', dataPoints))) return 'TENANT';
    if (!(await this.take(`device:${deviceId}`, c, 'transportDevice', dataPoints))) return 'DEVICE';
    return null;
  }

  private async take(key: string, c: Config | null, prefix: string, dataPoints: number): Promise<boolean> {
    if (dataPoints > 0) {
      return (
        (await this.transport.tryConsume(`${key}:telemetry`, str(c, `${prefix}TelemetryMsgRateLimit`))) &&
        (await this.transport.tryConsume(`${key}:dp`, str(c, `${prefix}TelemetryDataPointsRateLimit`), dataPoints))
      );
    }
    return this.transport.tryConsume(`${key}:msg`, str(c, `${prefix}MsgRateLimit`));
  }
}

declare module '../context.js' {
  interface ServerContext {
    /** Tenant-profile limits: entity caps, REST and transport rate limits. */
    limits: TenantLimits;
  }
}
