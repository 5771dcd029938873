/** `/api/tenant…`, `/api/tenants`, `/api/tenantInfos`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optEntityUuid, optInt, optJson, optString } from '../http/validate.js';
import { parseContact } from '../http/contact.js';
import { writeAudit } from '../audit-logs/repo.js';
import { findDefaultTenantProfile, findTenantProfile } from '../tenant-profiles/repo.js';
import { deleteTenantData, provisionTenant } from './provision.js';
import {
  findTenantsPage,
  findTenantById,
  insertTenant,
  toTenant,
  toTenantInfo,
  updateTenant,
  type TenantRow,
  userIdsOfTenant,
} from './repo.js';

/** Registers the tenant routes. */
export const tenantRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const sa = { preHandler: requireAuthority('SYS_ADMIN') };
  const saTa = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };

  async function readable(user: SecurityUser, rawId: string): Promise<TenantRow> {
    const id = uuidParam(rawId, 'tenantId');
    const row = await findTenantById(db, id);
    if (!row) throw notFound();
    if (user.authority === 'TENANT_ADMIN' && user.tenantId !== id) throw forbidden();
    return row;
  }

  app.get<{ Params: { tenantId: string } }>('/api/tenant/:tenantId', saTa, async (req) =>
    toTenant(await readable(currentUser(req), req.params.tenantId)),
  );
  app.get<{ Params: { tenantId: string } }>('/api/tenant/info/:tenantId', saTa, async (req) =>
    toTenantInfo(await readable(currentUser(req), req.params.tenantId)),
  );

  app.post('/api/tenant', sa, async (req) => {
    const body = objectBody(req.body);
    const id = bodyId(body, 'TENANT');
    const title = optString(body, 'title') ?? '';
    if (title.trim() === '') throw badRequest('Tenant title should be specified!');
    const contact = parseContact(body);
    let profileId = optEntityUuid(body, 'tenantProfileId', 'TENANT_PROFILE');
    if (profileId) {
      if (!(await findTenantProfile(db, profileId)))
        throw badRequest('Tenant is referencing to non-existent tenant profile!');
    } else {
      profileId = (await findDefaultTenantProfile(db))?.id ?? null;
    }
    const input = {
      title,
      tenantProfileId: profileId,
      additionalInfo: optJson(body, 'additionalInfo'),
      contact,
      createdTime: optInt(body, 'createdTime') ?? 0,
    };
    let savedId: string;
    if (id) {
      if (!(await findTenantById(db, id))) throw notFound();
      await updateTenant(db, id, input);
      savedId = id;
    } else {
      savedId = await db.transaction(async (tx) => {
        const newId = await insertTenant(tx, input);
        await provisionTenant(tx, newId);
        return newId;
      });
    }
    const saved = await findTenantById(db, savedId);
    if (!saved) throw notFound();
    ctx.usage.touch(saved.id); // new tenant or maybe a new profile: limits and states are written on the next flush
    ctx.limits.invalidate(saved.id);
    await writeAudit(
      db,
      currentUser(req),
      { entityType: 'TENANT', id: saved.id, name: saved.title },
      id ? 'UPDATED' : 'ADDED',
    );
    return toTenant(saved);
  });

  app.delete<{ Params: { tenantId: string } }>('/api/tenant/:tenantId', sa, async (req, reply) => {
    const row = await readable(currentUser(req), req.params.tenantId);
    await db.transaction(async (tx) => {
      await ctx.outdating.revoke(await userIdsOfTenant(tx, row.id), tx);
      await deleteTenantData(tx, row.id);
    });
    ctx.limits.invalidate(row.id);
    await writeAudit(db, currentUser(req), { entityType: 'TENANT', id: row.id, name: row.title }, 'DELETED');
    return reply.code(200).send();
  });

  app.get<{ Querystring: PageQuery }>('/api/tenants', sa, async (req) =>
    findTenantsPage(db, parsePageLink(req.query), toTenant),
  );
  app.get<{ Querystring: PageQuery }>('/api/tenantInfos', sa, async (req) =>
    findTenantsPage(db, parsePageLink(req.query), toTenantInfo),
  );
};
