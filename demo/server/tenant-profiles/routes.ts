/** `/api/tenantProfile…`: SYS_ADMIN only. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optBool, optInt, optObject, optString } from '../http/validate.js';
import { writeAudit } from '../audit-logs/repo.js';
import {
  deleteTenantProfile,
  findDefaultTenantProfile,
  findTenantProfile,
  findTenantProfilesPage,
  insertTenantProfile,
  isTenantProfileUsed,
  setDefaultTenantProfile,
  tenantProfilesNamed,
  toTenantProfile,
  toTenantProfileInfo,
  updateTenantProfile,
  type TenantProfileRow,
} from './repo.js';

/** Registers the tenant profile routes. */
export const tenantProfileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const sa = { preHandler: requireAuthority('SYS_ADMIN') };

  async function load(id: string | undefined): Promise<TenantProfileRow> {
    const row = await findTenantProfile(db, uuidParam(id, 'tenantProfileId'));
    if (!row) throw notFound();
    return row;
  }

  app.get<{ Params: { id: string } }>('/api/tenantProfile/:id', sa, async (req) =>
    toTenantProfile(await load(req.params.id)),
  );
  app.get('/api/tenantProfileInfo/default', sa, async () => {
    const row = await findDefaultTenantProfile(db);
    if (!row) throw notFound();
    return toTenantProfileInfo(row);
  });
  app.get<{ Params: { id: string } }>('/api/tenantProfileInfo/:id', sa, async (req) =>
    toTenantProfileInfo(await load(req.params.id)),
  );

  app.post('/api/tenantProfile', sa, async (req) => {
    const body = objectBody(req.body);
    const id = bodyId(body, 'TENANT_PROFILE');
    const name = optString(body, 'name') ?? '';
    if (name.trim() === '') throw badRequest('Tenant profile name should be specified!');
    const profileData = optObject(body, 'profileData');
    if (!profileData) throw badRequest('Tenant profile data should be specified!');
    if (!profileData['configuration']) throw badRequest('Tenant profile data configuration should be specified!');
    const input = {
      name,
      description: optString(body, 'description'),
      isDefault: optBool(body, 'default'),
      isolatedTbCore: optBool(body, 'isolatedTbCore'),
      isolatedTbRuleEngine: optBool(body, 'isolatedTbRuleEngine'),
      profileData,
      createdTime: optInt(body, 'createdTime') ?? 0,
    };
    const existing = id ? await findTenantProfile(db, id) : null;
    if (id && !existing) throw notFound();
    if (existing && existing.isolated_tb_core !== input.isolatedTbCore)
      throw badRequest("Can't update isolatedTbCore property!");
    if (existing && existing.isolated_tb_rule_engine !== input.isolatedTbRuleEngine)
      throw badRequest("Can't update isolatedTbRuleEngine property!");
    if ((await tenantProfilesNamed(db, name)).some((profileId) => profileId !== id))
      throw badRequest('Tenant profile with such name already exists!');
    if (input.isDefault) {
      const def = await findDefaultTenantProfile(db);
      if (def && def.id !== id) throw badRequest('Another default tenant profile is present!');
    }
    const saved = existing ? await updateTenantProfile(db, existing.id, input) : await insertTenantProfile(db, input);
    await writeAudit(
      db,
      currentUser(req),
      { entityType: 'TENANT_PROFILE', id: saved.id, name: saved.name },
      existing ? 'UPDATED' : 'ADDED',
    );
    await ctx.usage.touchAll(); // limits may have changed for every tenant of the profile
    ctx.limits.invalidate(); // caps and rate limits apply from the next request on
    return toTenantProfile(saved);
  });

  app.delete<{ Params: { id: string } }>('/api/tenantProfile/:id', sa, async (req, reply) => {
    const row = await load(req.params.id);
    if (row.is_default) throw badRequest('Deletion of Default Tenant Profile is prohibited!');
    if (await isTenantProfileUsed(db, row.id))
      throw badRequest('The tenant profile referenced by the tenants cannot be deleted!');
    await deleteTenantProfile(db, row.id);
    ctx.limits.invalidate();
    await writeAudit(db, currentUser(req), { entityType: 'TENANT_PROFILE', id: row.id, name: row.name }, 'DELETED');
    return reply.code(200).send();
  });

  app.post<{ Params: { id: string } }>('/api/tenantProfile/:id/default', sa, async (req) => {
    const row = await load(req.params.id);
    await db.transaction(async (tx) => {
      await setDefaultTenantProfile(tx, row.id);
    });
    return toTenantProfile({ ...row, is_default: true });
  });

  app.get<{ Querystring: PageQuery }>('/api/tenantProfiles', sa, async (req) =>
    findTenantProfilesPage(db, parsePageLink(req.query), toTenantProfile),
  );
  app.get<{ Querystring: PageQuery }>('/api/tenantProfileInfos', sa, async (req) =>
    findTenantProfilesPage(db, parsePageLink(req.query), toTenantProfileInfo),
  );
};
