/** OAuth2 configuration. The embedded server stores the config; it performs no OAuth2 logins. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Queryable } from '../db/types.js';
import { requireAuthority } from '../security/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { objectBody, optBool, optString } from '../http/validate.js';
import { uuidParam } from '../http/params.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { saveSettings } from '../admin/repo.js';
import { deleteTemplate, findOAuth2Config, findTemplates, type TemplateRow, upsertTemplate } from './repo.js';

const toTemplate = (r: TemplateRow) => ({
  id: { id: r.id },
  createdTime: r.created_time,
  ...r.value,
  providerId: r.provider_id,
});

async function config(db: Queryable): Promise<Record<string, unknown>> {
  return (await findOAuth2Config(db)) ?? { enabled: false, oauth2ParamsInfos: [] };
}

/** Registers the OAuth2 routes (including the public client list). */
export const oauth2Routes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const sa = { preHandler: requireAuthority('SYS_ADMIN') };

  app.post<{ Querystring: { platform?: string; pkgName?: string } }>('/api/noauth/oauth2Clients', async (req) => {
    const cfg = await config(db);
    if (cfg['enabled'] !== true || !Array.isArray(cfg['oauth2ParamsInfos'])) return [];
    const platform = req.query.platform;
    const out: { name: string; icon: string | null; url: string }[] = [];
    for (const params of cfg['oauth2ParamsInfos'] as unknown[]) {
      const regs =
        isJsonObject(params) && Array.isArray(params['clientRegistrations']) ? params['clientRegistrations'] : [];
      for (const [i, reg] of regs.entries()) {
        if (!isJsonObject(reg)) continue;
        const platforms = Array.isArray(reg['platforms']) ? reg['platforms'] : [];
        if (platform && platforms.length > 0 && !platforms.includes(platform)) continue;
        out.push({
          name: String(reg['loginButtonLabel'] ?? 'OAuth2'),
          icon: (reg['loginButtonIcon'] as string | undefined) ?? null,
          url: `/oauth2/authorization/${String(reg['clientId'] ?? i)}`,
        });
      }
    }
    return out;
  });

  app.get('/api/oauth2/config', sa, async () => config(db));
  app.post('/api/oauth2/config', sa, async (req) => {
    const body = objectBody(req.body);
    const infos = body['oauth2ParamsInfos'] ?? [];
    if (!Array.isArray(infos)) throw badRequest('Invalid request body');
    const value = { enabled: optBool(body, 'enabled'), oauth2ParamsInfos: infos };
    await saveSettings(db, 'oauth2', value);
    return value;
  });

  app.get('/api/oauth2/config/template', { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') }, async () => {
    return (await findTemplates(db)).map(toTemplate);
  });
  app.post('/api/oauth2/config/template', sa, async (req) => {
    const body = objectBody(req.body);
    const providerId = optString(body, 'providerId') ?? '';
    if (providerId.trim() === '') throw badRequest('Provider ID should be specified!');
    const id =
      isJsonObject(body['id']) && typeof body['id']['id'] === 'string' ? uuidParam(body['id']['id'], 'id') : null;
    const value = { ...body };
    delete value['id'];
    delete value['createdTime'];
    const newId = id ?? uuidV1();
    const row = await upsertTemplate(db, {
      id: newId,
      createdTime: id ? Date.now() : uuidV1Time(newId),
      providerId,
      value,
    });
    if (!row) throw notFound();
    return toTemplate(row);
  });
  app.delete<{ Params: { id: string } }>('/api/oauth2/config/template/:id', sa, async (req, reply) => {
    if (!(await deleteTemplate(db, uuidParam(req.params.id, 'clientRegistrationTemplateId')))) throw notFound();
    return reply.code(200).send();
  });
  app.get('/api/oauth2/loginProcessingUrl', sa, async (_req, reply) =>
    reply.type('text/plain;charset=UTF-8').send('/login/oauth2/code/'),
  );
};
