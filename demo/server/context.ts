/**
 * The server context handed to every route plugin (`app.register(plugin, { ctx })`).
 *
 * This file is the ground floor: it names only what the ground floor owns (the database and the configuration).
 * Each domain adds the service it provides by module augmentation, the way Fastify plugins decorate
 * `FastifyInstance` (e.g. security/jwt.ts adds `jwt`, telemetry/services.ts adds `telemetry`, audit-logs adds the
 * `entityActions` bus the rule engine listens to). So nothing here imports upwards, and app.ts, the only place that
 * knows every service, builds the whole object.
 */
import type { Db } from './db/types.js';

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
  /** Update feed asked by `/api/admin/updates` (`IOT_UPDATES_URL`); none = never an update. */
  updatesUrl: string | undefined;
  /** Origins allowed to call `/api/**` cross-origin (`*` = any; empty = CORS off). */
  corsAllowedOrigins: readonly string[];
}

/** What each domain plugin receives; the domains add their services to it (see above). */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
}

/** Options object of every domain route plugin. */
export interface RouteOptions {
  ctx: ServerContext;
}
