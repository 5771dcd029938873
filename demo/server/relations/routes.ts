/** `/api/relation`, `/api/relations…`. Both ends must be readable by the caller. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Queryable } from '../db/types.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { objectBody, optString, parseEntityId } from '../http/validate.js';
import { ENTITY_TYPES, type EntityType } from '../lib/entity-id.js';
import { writeAudit } from '../audit-logs/repo.js';
import { checkEntityAccess, entityName } from './access.js';
import {
  TYPE_GROUPS,
  deleteRelation,
  deleteRelationsOfEntity,
  findRelation,
  findRelations,
  queryRelations,
  saveRelation,
  toRelation,
  type RelationKey,
  type RelationRow,
  type TypeGroup,
} from './repo.js';
import { parseFilters, parseQueryParams } from './query.js';

type Q = Record<string, string | undefined>;

function typeParam(v: string | undefined, name: string): EntityType {
  if (v === undefined) throw new EmptyResponseError();
  const t = ENTITY_TYPES.find((e) => e === v);
  if (!t) throw badRequest(`Parameter '${name}' has invalid value: ${v}`);
  return t;
}

function groupParam(v: string | undefined): TypeGroup | null {
  if (v === undefined || v === '') return null;
  const g = TYPE_GROUPS.find((e) => e === v);
  if (!g) throw badRequest(`Invalid relation type group: ${v}`);
  return g;
}

function keyOf(q: Q): RelationKey {
  for (const p of ['fromId', 'fromType', 'relationType', 'toId', 'toType'])
    if (q[p] === undefined) throw new EmptyResponseError();
  return {
    fromId: uuidParam(q['fromId'], 'fromId'),
    fromType: typeParam(q['fromType'], 'fromType'),
    toId: uuidParam(q['toId'], 'toId'),
    toType: typeParam(q['toType'], 'toType'),
    type: q['relationType'] ?? '',
    group: groupParam(q['relationTypeGroup']) ?? 'COMMON',
  };
}

async function withInfo(db: Queryable, rows: RelationRow[]) {
  const out = [];
  for (const r of rows) {
    out.push({
      ...toRelation(r),
      fromName: await entityName(db, r.from_type, r.from_id),
      toName: await entityName(db, r.to_type, r.to_id),
    });
  }
  return out;
}

/** Keeps relations whose both ends the caller can read (TB's filterRelationsByReadPermission checks `to` and `from`). */
async function readable(db: Queryable, user: SecurityUser, rows: RelationRow[]): Promise<RelationRow[]> {
  const cache = new Map<string, Promise<boolean>>();
  const canRead = (type: EntityType, id: string) => {
    let hit = cache.get(id);
    if (!hit) {
      hit = checkEntityAccess(db, user, type, id).then(
        () => true,
        () => false,
      );
      cache.set(id, hit);
    }
    return hit;
  };
  const out: RelationRow[] = [];
  for (const r of rows) if ((await canRead(r.to_type, r.to_id)) && (await canRead(r.from_type, r.from_id))) out.push(r);
  return out;
}

/** Registers the relation routes. */
export const relationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };

  app.post('/api/relation', all, async (req, reply) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const from = parseEntityId(body['from']);
    const to = parseEntityId(body['to']);
    const type = optString(body, 'type');
    if (!from || !to) throw badRequest('Relation from and to should be specified!');
    if (!type || type.trim() === '') throw badRequest('Relation type should be specified!');
    const group = groupParam(optString(body, 'typeGroup') ?? undefined) ?? 'COMMON';
    await checkEntityAccess(db, user, from.entityType, from.id, true);
    await checkEntityAccess(db, user, to.entityType, to.id, true);
    await saveRelation(
      db,
      { fromId: from.id, fromType: from.entityType, toId: to.id, toType: to.entityType, type, group },
      body['additionalInfo'] ?? null,
    );
    await writeAudit(db, user, { entityType: from.entityType, id: from.id }, 'RELATION_ADD_OR_UPDATE', {
      relation: body,
    });
    return reply.code(200).send();
  });

  app.delete<{ Querystring: Q }>('/api/relation', all, async (req, reply) => {
    const user = currentUser(req);
    const key = keyOf(req.query);
    await checkEntityAccess(db, user, key.fromType, key.fromId, true);
    await checkEntityAccess(db, user, key.toType, key.toId, true);
    if (!(await deleteRelation(db, key))) throw notFound();
    await writeAudit(db, user, { entityType: key.fromType, id: key.fromId }, 'RELATION_DELETED', { relation: key });
    return reply.code(200).send();
  });

  app.get<{ Querystring: Q }>('/api/relation', all, async (req) => {
    const user = currentUser(req);
    const key = keyOf(req.query);
    await checkEntityAccess(db, user, key.fromType, key.fromId);
    await checkEntityAccess(db, user, key.toType, key.toId);
    const row = await findRelation(db, key);
    if (!row) throw notFound();
    return toRelation(row);
  });

  app.delete<{ Querystring: Q }>('/api/relations', all, async (req, reply) => {
    const user = currentUser(req);
    const id = uuidParam(req.query['entityId'] ?? req.query['id'], 'entityId');
    const type = typeParam(req.query['entityType'] ?? req.query['type'], 'entityType');
    await checkEntityAccess(db, user, type, id, true);
    await deleteRelationsOfEntity(db, id, type);
    await writeAudit(db, user, { entityType: type, id }, 'RELATIONS_DELETED');
    return reply.code(200).send();
  });

  async function byEnd(user: SecurityUser, q: Q, info: boolean) {
    const direction = q['fromId'] !== undefined ? 'FROM' : q['toId'] !== undefined ? 'TO' : null;
    if (!direction) throw new EmptyResponseError();
    const id = uuidParam(direction === 'FROM' ? q['fromId'] : q['toId'], direction === 'FROM' ? 'fromId' : 'toId');
    const type = typeParam(
      direction === 'FROM' ? q['fromType'] : q['toType'],
      direction === 'FROM' ? 'fromType' : 'toType',
    );
    await checkEntityAccess(db, user, type, id);
    const rows = await readable(
      db,
      user,
      await findRelations(db, direction, id, type, groupParam(q['relationTypeGroup']), q['relationType'] ?? null),
    );
    return info ? withInfo(db, rows) : rows.map(toRelation);
  }

  app.get<{ Querystring: Q }>('/api/relations', all, async (req) => byEnd(currentUser(req), req.query, false));
  app.get<{ Querystring: Q }>('/api/relations/info', all, async (req) => byEnd(currentUser(req), req.query, true));

  for (const info of [false, true]) {
    app.post(info ? '/api/relations/info' : '/api/relations', all, async (req) => {
      const user = currentUser(req);
      const body = objectBody(req.body);
      const params = parseQueryParams(body);
      await checkEntityAccess(db, user, params.rootType, params.rootId);
      const rows = await readable(db, user, await queryRelations(db, params, parseFilters(body)));
      return info ? withInfo(db, rows) : rows.map(toRelation);
    });
  }
};
