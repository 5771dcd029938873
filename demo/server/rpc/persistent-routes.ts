/**
 * Persistent RPC REST: `GET /api/rpc/persistent/{rpcId}` (TA, CU), `GET
 * /api/rpc/persistent/device/{deviceId}` with a page link and the required `rpcStatus` (TA, CU) and `DELETE
 * /api/rpc/persistent/{rpcId}` (TA). Ordinary ThingsBoard JSON errors: 400/31 for a malformed id, 404/32 for an unknown
 * call, 403/20 for a call of another tenant or of a device not assigned to the customer user's customer; a missing or
 * unknown `rpcStatus` is Spring's empty 400.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { EmptyResponseError, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { canAccess, findRow, loadOwned } from '../entities/kind.js';
import { DEVICE_KIND } from '../devices/model.js';
import { RPC_STATUSES, deleteRpc, findDeviceRpcsPage, findRpc, toRpc, type RpcRow } from './persistent-repo.js';

/** Loads a call the principal may see. @throws 400/31, 404/32, 403/20 */
async function loadRpc(db: Queryable, user: SecurityUser, raw: string | undefined): Promise<RpcRow> {
  const row = await findRpc(db, uuidParam(raw, 'rpcId'));
  if (!row) throw notFound();
  const device = await findRow(db, DEVICE_KIND, row.device_id);
  if (!canAccess(user, { tenant_id: row.tenant_id, customer_id: device?.customer_id ?? '' })) throw forbidden();
  return row;
}

/** Registers the persistent RPC routes. */
export const persistentRpcRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { rpcId: string } }>('/api/rpc/persistent/:rpcId', taCu, async (req) =>
    toRpc(await loadRpc(db, currentUser(req), req.params.rpcId)),
  );

  app.delete<{ Params: { rpcId: string } }>(
    '/api/rpc/persistent/:rpcId',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req, reply) => {
      const row = await loadRpc(db, currentUser(req), req.params.rpcId);
      await deleteRpc(db, row.id);
      return reply.code(200).send();
    },
  );

  app.get<{ Params: { deviceId: string }; Querystring: PageQuery & { rpcStatus?: string } }>(
    '/api/rpc/persistent/device/:deviceId',
    taCu,
    async (req) => {
      const status = RPC_STATUSES.find((s) => s === req.query.rpcStatus);
      if (!status) throw new EmptyResponseError();
      const link = parsePageLink(req.query);
      const device = await loadOwned(db, DEVICE_KIND, currentUser(req), req.params.deviceId, 'deviceId');
      return findDeviceRpcsPage(db, link, { tenantId: device.tenant_id, deviceId: device.id }, status);
    },
  );
};
