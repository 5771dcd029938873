/** Shared state handed to every route plugin. */
import type { Db } from './db/types.js';
import type { JwtService } from './auth/jwt.js';
import type { TokenOutdating } from './auth/outdating.js';
import type { TelemetryConfig, TelemetryServices } from './telemetry/services.js';
import type { UpdateChecker } from './admin/updates.js';
import type { UsageMeter } from './usage/meter.js';
import type { RuleEngine } from './rule-engine/engine.js';
import type { TenantLimits } from './limits/tenant-limits.js';

/** Resolved, immutable server configuration. */
export interface ServerConfig {
  jwtTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Project root for static files; undefined = API only. */
  staticRoot: string | undefined;
  testRoutes: boolean;
  /** `dashboard.max_datapoints_limit`. */
  maxDatapointsLimit: number;
  /** `edges.enabled`. */
  edgesEnabled: boolean;
  /** `security.user_token_access_enabled`. */
  userTokenAccessEnabled: boolean;
  /** Telemetry storage and WebSocket tunables. */
  telemetry: TelemetryConfig;
  /** Update feed asked by `/api/admin/updates` (`IOT_UPDATES_URL`); none = never an update. */
  updatesUrl: string | undefined;
  /** Origins allowed to call `/api/**` cross-origin (`*` = any; empty = CORS off). */
  corsAllowedOrigins: readonly string[];
}

/** What each domain plugin receives (`app.register(plugin, { ctx })`). */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  jwt: JwtService;
  /** Per-user token outdating (password change/reset). */
  outdating: TokenOutdating;
  /** Data plane: change bus, time series, attributes, alarms and the device message sink (telemetry/services.ts). */
  telemetry: TelemetryServices;
  /** The `/api/admin/updates` check. */
  updates: UpdateChecker;
  /** API usage counters of the tenants (usage/meter.ts). */
  usage: UsageMeter;
  /** The rule engine; routes that change rule chains or device profiles call `invalidate(tenantId)`. */
  ruleEngine: RuleEngine;
  /** Tenant-profile limits: entity caps, REST and transport rate limits (limits/tenant-limits.ts). */
  limits: TenantLimits;
}

/** Options object of every domain route plugin. */
export interface RouteOptions {
  ctx: ServerContext;
}
