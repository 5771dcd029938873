/**
 * The embedded ThingsBoard-compatible server: database + migrations + seed + Fastify with every REST family.
 * Domain route modules are Fastify plugins registered with the shared {@link ServerContext}.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/types.js';
import { openDb } from './db/open.js';
import { seedDemoData } from './seed/index.js';
import { JwtService } from './security/jwt.js';
import { TokenOutdating } from './security/outdating.js';
import { resolveSigningKey } from './security/signing-key.js';
import { installAuth } from './security/guard.js';
import { DOMAIN_ROUTES } from './routes.js';
import { installBodyParsers } from './http/body.js';
import { installCors } from './http/cors.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { installInputHygiene, parseQueryFirstWins } from './http/hygiene.js';
import { registerStatic, isSpaNavigation, sendSpaShell } from './static/routes.js';
import { TEST_ROUTE_PREFIX, testRoutes } from './testing/routes.js';
import { UpdateChecker } from './admin/updates.js';
import type { ServerConfig, ServerContext } from './context.js';
import websocket from '@fastify/websocket';
import { UsageMeter } from './api-usage/meter.js';
import {
  DEFAULT_TELEMETRY_CONFIG,
  createTelemetryServices,
  type TelemetryConfig,
  type TelemetryServices,
} from './telemetry/services.js';
import { AlarmService } from './alarms/service.js';
import { DeviceRpcService } from './rpc/device-rpc.js';
import { DeviceStateService } from './transport/device-state.js';
import { RuleEngine } from './rule-engine/engine.js';
import { RuleEngineSink } from './rule-engine/sink.js';
import { bridgeBusToEngine } from './rule-engine/bus-events.js';
import { bridgeEntityActionsToEngine } from './rule-engine/entity-actions.js';
import type { EntityActionEvent } from './audit-logs/entity-actions.js';
import { EventBus } from './lib/event-bus.js';
import { BUILTIN_NODES, NodeRegistry } from './rule-engine/registry.js';
import { DEFAULT_CLIENTS, type ExternalClients } from './rule-engine/nodes/external/clients.js';
import { externalNodes } from './rule-engine/nodes/external/index.js';
import { TenantLimits, type RestLimitOptions } from './limits/tenant-limits.js';
import { joinCluster, type ClusterOptions } from './cluster/join.js';
import { installRestRateLimits } from './limits/rest-filter.js';

/** How to start the server. */
export interface ServerOptions {
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** PostgreSQL connection string; when set, `dataDir` and `template` are ignored. */
  databaseUrl?: string;
  /** A migrated + seeded PGlite dump (`createTemplate()`) to clone instead of running initdb (~0.8 s vs ~3 s). */
  template?: Blob;
  /**
   * PGlite on its own worker thread, so queries run beside request handling instead of blocking it (`npm start`
   * does this; default off: tests run many small servers).
   */
  dbThread?: boolean;
  /** Access-token lifetime, seconds (default 9000, as TB). */
  jwtTtlSeconds?: number;
  /** Refresh-token lifetime, seconds (default 604800, as TB). */
  refreshTtlSeconds?: number;
  /** Base64 HMAC key (TB semantics); default: a random key generated once and kept in the database. */
  jwtSigningKey?: string;
  /** Project root; when set, static files and the SPA fallback are served. */
  staticRoot?: string;
  /** Enables `/api/test/**` helper routes. Never in production. */
  testRoutes?: boolean;
  /** Fastify request logging (pino, JSON on stdout). */
  logger?: boolean;
  /** Skip the demo seed (an empty but migrated database). */
  skipSeed?: boolean;
  /** Telemetry / WebSocket tunables (defaults: ThingsBoard's). */
  telemetry?: Partial<TelemetryConfig>;
  /** Update feed for `/api/admin/updates` (see admin/updates.ts). */
  updatesUrl?: string;
  /** How often API usage counters are written, ms (default 5000; 0 = only on `usage.flush()` and close). */
  usageFlushMs?: number;
  /** Client factories of the external rule nodes (tests point them at local brokers); default: the real ones. */
  externalClients?: Partial<ExternalClients>;
  /** Origins allowed to call `/api/**` from other pages (default `['*']`, ThingsBoard's; `[]` = no CORS). */
  corsAllowedOrigins?: readonly string[];
  /** Server-wide REST rate limits per tenant / customer (`"<count>:<seconds>,…"`; unset = off, as ThingsBoard). */
  restLimits?: RestLimitOptions;
  /** One worker of a multi-process server on `databaseUrl` (cluster/primary.ts); ignored without `databaseUrl`. */
  cluster?: ClusterOptions;
}

/** A running (or ready-to-listen) server. */
export interface IotServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** The data plane (bus, time series, attributes, alarms, device message sink). */
  telemetry: TelemetryServices;
  /** API usage counters (flush() writes them now). */
  usage: UsageMeter;
  /** The rule engine (device messages go through it via `telemetry.sink`). */
  ruleEngine: RuleEngine;
  /** Tenant-profile limits (entity caps, REST and transport rate limits). */
  limits: TenantLimits;
  /** Every registered route (method + URL pattern), e.g. for permission-matrix tests. */
  routes: { method: string; url: string }[];
  /** Starts listening; port 0 picks a free port. Resolves with the actual port. */
  listen(port: number, host?: string): Promise<{ port: number }>;
  /** Stops accepting requests, closes idle keep-alive sockets and the database. Idempotent. */
  close(): Promise<void>;
}

function resolveConfig(opts: ServerOptions): ServerConfig {
  return {
    jwtTtlSeconds: opts.jwtTtlSeconds ?? 9000,
    refreshTtlSeconds: opts.refreshTtlSeconds ?? 604800,
    staticRoot: opts.staticRoot,
    testRoutes: opts.testRoutes ?? false,
    maxDatapointsLimit: 50000,
    edgesEnabled: true,
    userTokenAccessEnabled: true,
    telemetry: { ...DEFAULT_TELEMETRY_CONFIG, ...opts.telemetry },
    updatesUrl: opts.updatesUrl,
    corsAllowedOrigins: opts.corsAllowedOrigins ?? ['*'],
  };
}

/**
 * Shutdown of the WebSocket server: every open socket is closed with 1001 (going away), so clients reconnect to the
 * restarted server instead of reporting an error, then upgrades stop being accepted.
 */
function closeSocketsGoingAway(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(1001, 'Server shutdown');
  this.websocketServer.close(() => undefined);
  done();
}

/**
 * The data plane: the telemetry core plus alarms, server-side RPC and device state. Built here, where every layer
 * may be imported, so the telemetry folder needs neither alarms/ nor transport/.
 */
function createDataPlane(db: Db, config: TelemetryConfig): TelemetryServices {
  const core = createTelemetryServices(db, config);
  const rpc = new DeviceRpcService();
  const plane: TelemetryServices = {
    ...core,
    alarms: new AlarmService(db, core.bus),
    rpc,
    get deviceState() {
      return deviceState;
    },
    async close() {
      rpc.close();
      await deviceState.close();
      await core.close();
    },
  };
  const deviceState = new DeviceStateService(
    { db, telemetry: plane },
    config.deviceStateCheckMs,
    config.defaultInactivityTimeoutMs,
  );
  return plane;
}

/** How long close() lets in-flight requests finish before it drops the connections still open. */
const CLOSE_GRACE_MS = 2000;

async function buildApp(
  ctx: ServerContext,
  logger: boolean,
  routes: { method: string; url: string }[],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 16 * 1024 * 1024,
    // Idle keep-alive sockets are closed on shutdown; clients reusing sockets (axios, urllib3) stay happy meanwhile.
    forceCloseConnections: 'idle',
    // A request already on an open connection when shutdown starts is still served (and its write committed),
    // instead of a 503 without a ThingsBoard body.
    return503OnClosing: false,
    // Spring MVC (TB 3.3.1) matches a trailing slash too: the UI calls e.g. `/api/resource/lwm2m/?…`. A path
    // parameter may be as long as the request line allows (a 5,000-character id is "Invalid UUID string", as in TB).
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: true, querystringParser: parseQueryFirstWins },
    clientErrorHandler,
    frameworkErrors,
  });
  const { staticRoot } = ctx.config;
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
  });
  installBodyParsers(app);
  installCors(app, ctx.config.corsAllowedOrigins);
  installInputHygiene(app);
  installErrorHandling(app, {
    fallback: staticRoot ? (req, reply) => isSpaNavigation(req) && sendSpaShell(reply, staticRoot) : undefined,
  });
  installAuth(app, ctx.jwt, ctx.config.testRoutes ? [TEST_ROUTE_PREFIX] : []);
  installRestRateLimits(app, ctx.limits);
  // One WebSocket upgrade handler for the whole server (telemetry API today; more `{ websocket: true }` routes may follow).
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 }, preClose: closeSocketsGoingAway });

  for (const plugin of DOMAIN_ROUTES) await app.register(plugin, { ctx });
  if (ctx.config.testRoutes) await app.register(testRoutes, { ctx });
  if (staticRoot) await registerStatic(app, staticRoot);
  return app;
}

/**
 * Opens the database (migrating and seeding it), then builds the Fastify app. Call `listen()` to serve over the
 * network, or use `app.inject()` directly in tests.
 */
export async function createServer(opts: ServerOptions = {}): Promise<IotServer> {
  const config = resolveConfig(opts);
  const db = await openDb({ ...opts, thread: opts.dbThread });
  let app: FastifyInstance;
  let telemetry: TelemetryServices | undefined;
  let usage: UsageMeter | undefined;
  let ruleEngine: RuleEngine | undefined;
  const limits = new TenantLimits(db, opts.restLimits);
  let unbridge = () => {};
  let leaveCluster = async () => {};
  const cluster = opts.databaseUrl ? opts.cluster : undefined;
  const routes: { method: string; url: string }[] = [];
  try {
    if (!opts.skipSeed) await seedDemoData(db);
    const key = await resolveSigningKey(db, opts.jwtSigningKey);
    const outdating = new TokenOutdating(db);
    const jwt = new JwtService(key, config.jwtTtlSeconds, config.refreshTtlSeconds, (userId, issuedAt) =>
      outdating.isOutdated(userId, issuedAt),
    );
    telemetry = createDataPlane(db, config.telemetry);
    // Log nodes write to the server log (silent unless `logger` is on).
    let nodeLog: (text: string) => void = () => {};
    usage = new UsageMeter(
      { db, timeseries: telemetry.timeseries, bus: telemetry.bus },
      { flushMs: opts.usageFlushMs },
    );
    await usage.touchAll();
    const registry = opts.externalClients
      ? new NodeRegistry({ ...BUILTIN_NODES, ...externalNodes({ ...DEFAULT_CLIENTS, ...opts.externalClients }) })
      : undefined;
    limits.useUsageStates(usage);
    const meter = usage;
    telemetry.timeseries.storageDisabled = (tenantId) => meter.isDisabled(tenantId, 'DB');
    const engine = new RuleEngine(db, telemetry, registry, {
      nodeLog: (t) => nodeLog(t),
      usage,
      generators: cluster?.role !== 'follower',
    });
    ruleEngine = engine;
    telemetry.sink = new RuleEngineSink(engine);
    const entityActions = new EventBus<EntityActionEvent>();
    const unbridgeBus = bridgeBusToEngine(telemetry.bus, engine);
    const unbridgeActions = bridgeEntityActionsToEngine(entityActions, engine);
    unbridge = () => {
      unbridgeBus();
      unbridgeActions();
    };
    const updates = new UpdateChecker(config.updatesUrl);
    app = await buildApp(
      { db, config, jwt, outdating, updates, telemetry, usage, ruleEngine: engine, limits, entityActions },
      opts.logger ?? false,
      routes,
    );
    const appLog = app.log;
    nodeLog = (t) => appLog.info({ ruleNode: true }, t);
    await app.ready();
    if (cluster && opts.databaseUrl) {
      leaveCluster = await joinCluster(opts.databaseUrl, cluster.role, {
        bus: telemetry.bus,
        outdating,
        limits,
        ruleEngine: engine,
        usage,
        rpc: telemetry.rpc,
      });
    }
    await engine.startGenerators();
  } catch (err) {
    await leaveCluster();
    unbridge();
    await ruleEngine?.close();
    await usage?.close();
    await telemetry?.close();
    await db.close();
    throw err;
  }
  return serverHandle({
    app,
    db,
    config,
    telemetry: telemetry as TelemetryServices,
    usage: usage as UsageMeter,
    ruleEngine: ruleEngine as RuleEngine,
    limits,
    routes,
    leaveCluster,
    unbridge,
  });
}

/** The running server's parts plus the teardown of what `createServer` started (cluster membership, bridges). */
type ServerParts = Omit<IotServer, 'listen' | 'close'> & { leaveCluster: () => Promise<void>; unbridge: () => void };

/** Wraps the started server with `listen()` and an idempotent `close()` that tears everything down in order. */
function serverHandle(parts: ServerParts): IotServer {
  const { app, db, telemetry, usage, ruleEngine, leaveCluster, unbridge, ...rest } = parts;
  let closing: Promise<void> | null = null;
  return {
    app,
    db,
    telemetry,
    usage,
    ruleEngine,
    ...rest,
    async listen(port: number, host = '0.0.0.0') {
      await app.listen({ port, host });
      const address = app.server.address();
      return { port: typeof address === 'object' && address ? address.port : port };
    },
    close() {
      closing ??= (async () => {
        try {
          // In-flight requests get a grace period; a connection still open after it (a client that keeps a
          // keep-alive socket busy, an aborted upload) is dropped so shutdown never hangs.
          const grace = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
          try {
            await app.close();
          } finally {
            clearTimeout(grace);
          }
          await leaveCluster();
          unbridge();
          await ruleEngine?.close();
          await usage?.close();
          await telemetry?.close();
        } finally {
          await db.close();
        }
      })();
      return closing;
    },
  };
}
