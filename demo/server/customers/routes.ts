/** `/api/customer…`, `/api/customers`, `/api/tenant/customers`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optInt, optJson, optString } from '../http/validate.js';
import { parseContact } from '../http/contact.js';
import {
  detachAndDeleteCustomer,
  findCustomerById,
  findCustomersByTitle,
  findCustomersPage,
  insertCustomer,
  isPublicCustomer,
  toCustomer,
  updateCustomer,
  type CustomerRow,
  userIdsOfCustomer,
} from './repo.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Loads a customer the principal may read (TA: same tenant; CU: its own customer). */
export async function readableCustomer(
  db: Parameters<typeof findCustomerById>[0],
  user: SecurityUser,
  rawId: string,
): Promise<CustomerRow> {
  const id = uuidParam(rawId, 'customerId');
  const row = await findCustomerById(db, id);
  if (!row) throw notFound();
  const ok =
    (user.authority === 'TENANT_ADMIN' && row.tenant_id === user.tenantId) ||
    (user.authority === 'CUSTOMER_USER' && row.tenant_id === user.tenantId && row.id === user.customerId);
  if (!ok) throw forbidden();
  return row;
}

/** Registers the customer routes. */
export const customerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { id: string } }>('/api/customer/:id', taCu, async (req) =>
    toCustomer(await readableCustomer(db, currentUser(req), req.params.id)),
  );
  app.get<{ Params: { id: string } }>('/api/customer/:id/shortInfo', taCu, async (req) => {
    const row = await readableCustomer(db, currentUser(req), req.params.id);
    return { title: row.title, isPublic: isPublicCustomer(row) };
  });
  app.get<{ Params: { id: string } }>('/api/customer/:id/title', taCu, async (req, reply) => {
    const row = await readableCustomer(db, currentUser(req), req.params.id);
    return reply.type('application/text').send(row.title);
  });

  app.post('/api/customer', ta, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const id = bodyId(body, 'CUSTOMER');
    const title = optString(body, 'title') ?? '';
    if (title.trim() === '') throw badRequest('Customer title should be specified!');
    const input = {
      title,
      additionalInfo: optJson(body, 'additionalInfo'),
      contact: parseContact(body),
      createdTime: optInt(body, 'createdTime') ?? 0,
    };
    if (id) {
      const existing = await findCustomerById(db, id);
      if (!existing) throw notFound();
      if (existing.tenant_id !== user.tenantId) throw forbidden();
    }
    const sameTitle = await findCustomersByTitle(db, user.tenantId, title);
    if (sameTitle.some((r) => r.id !== id)) throw badRequest('Customer with such title already exists!');
    let savedId = id;
    if (id) await updateCustomer(db, id, input);
    else {
      await ctx.limits.assertCanCreate(db, user.tenantId, 'CUSTOMER');
      savedId = await insertCustomer(db, { tenantId: user.tenantId, ...input });
    }
    const saved = await findCustomerById(db, savedId ?? '');
    if (!saved) throw notFound();
    const wire = toCustomer(saved);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'CUSTOMER', id: saved.id, name: saved.title, customerId: saved.id },
      id ? 'UPDATED' : 'ADDED',
      {},
      { entity: wire },
    );
    return wire;
  });

  app.delete<{ Params: { id: string } }>('/api/customer/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await readableCustomer(db, user, req.params.id);
    await db.transaction(async (tx) => {
      await ctx.outdating.revoke(await userIdsOfCustomer(tx, row.id), tx);
      await detachAndDeleteCustomer(tx, row);
    });
    await logEntityAction(
      ctx,
      user,
      { entityType: 'CUSTOMER', id: row.id, name: row.title, customerId: row.id },
      'DELETED',
      {},
      { entity: toCustomer(row) },
    );
    return reply.code(200).send();
  });

  app.get<{ Querystring: PageQuery }>('/api/customers', ta, async (req) =>
    findCustomersPage(db, parsePageLink(req.query), currentUser(req).tenantId),
  );

  app.get<{ Querystring: { customerTitle?: string } }>('/api/tenant/customers', ta, async (req) => {
    if (req.query.customerTitle === undefined) throw new EmptyResponseError();
    const [row] = await findCustomersByTitle(db, currentUser(req).tenantId, req.query.customerTitle);
    if (!row) throw notFound();
    return toCustomer(row);
  });
};
