/**
 * Every REST family, in registration order. A new family adds `demo/server/<domain>/routes.ts` exporting a
 * `FastifyPluginAsync<RouteOptions>` and appends it here; it then receives `{ ctx }` (db, config, jwt).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from './context.js';
import { authRoutes } from './auth/routes.js';
import { passwordRoutes } from './auth/password-routes.js';
import { userRoutes } from './users/routes.js';
import { userAccountRoutes } from './users/account-routes.js';
import { systemRoutes } from './system/routes.js';
import { auditRoutes } from './audit-logs/routes.js';
import { mailTestRoutes } from './mail/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { tenantProfileRoutes } from './tenant-profiles/routes.js';
import { customerRoutes } from './customers/routes.js';
import { deviceProfileRoutes } from './device-profiles/routes.js';
import { deviceRoutes } from './devices/routes.js';
import { deviceCredentialsClaimRoutes } from './devices/credentials-claim-routes.js';
import { deviceTransferRoutes } from './devices/transfer-routes.js';
import { assetRoutes } from './assets/routes.js';
import { entityViewRoutes } from './entity-views/routes.js';
import { edgeRoutes } from './edges/routes.js';
import { relationRoutes } from './relations/routes.js';
import { otaRoutes } from './ota-packages/routes.js';
import { dashboardRoutes } from './dashboards/routes.js';
import { dashboardHomeRoutes } from './dashboards/home.js';
import { widgetsBundleRoutes } from './widgets-bundles/routes.js';
import { widgetTypeRoutes } from './widget-types/routes.js';
import { ruleChainRoutes } from './rule-chains/routes.js';
import { ruleChainEdgeRoutes } from './edges/rule-chain-routes.js';
import { componentRoutes } from './components/routes.js';
import { adminRoutes } from './admin/routes.js';
import { oauth2Routes } from './oauth2/routes.js';
import { eventRoutes } from './events/routes.js';
import { resourceRoutes } from './resources/routes.js';
import { telemetryRoutes } from './telemetry/routes.js';
import { alarmRoutes } from './alarms/routes.js';
import { entityQueryRoutes } from './entity-query/routes.js';
import { wsRoutes } from './ws/routes.js';
import { deviceHttpRoutes } from './transport/http-routes.js';
import { rpcRoutes } from './rpc/routes.js';
import { persistentRpcRoutes } from './rpc/persistent-routes.js';

/** Domain route plugins registered by `createServer`. */
export const DOMAIN_ROUTES: readonly FastifyPluginAsync<RouteOptions>[] = [
  authRoutes,
  passwordRoutes,
  userRoutes,
  userAccountRoutes,
  systemRoutes,
  auditRoutes,
  mailTestRoutes,
  tenantRoutes,
  tenantProfileRoutes,
  customerRoutes,
  deviceProfileRoutes,
  deviceRoutes,
  deviceCredentialsClaimRoutes,
  deviceTransferRoutes,
  assetRoutes,
  entityViewRoutes,
  edgeRoutes,
  relationRoutes,
  otaRoutes,
  dashboardRoutes,
  dashboardHomeRoutes,
  widgetsBundleRoutes,
  widgetTypeRoutes,
  ruleChainRoutes,
  ruleChainEdgeRoutes,
  componentRoutes,
  adminRoutes,
  oauth2Routes,
  eventRoutes,
  resourceRoutes,
  telemetryRoutes,
  alarmRoutes,
  entityQueryRoutes,
  wsRoutes,
  deviceHttpRoutes,
  rpcRoutes,
  persistentRpcRoutes,
];
