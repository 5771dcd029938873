/** SQL for edges: saving, edge events, and the rule chains and entities assigned to edges. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { runPaged, timeBounds, type PageData, type PageLink } from '../http/page.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { saveRelation } from '../relations/repo.js';
import { infoSelect, sortMap, type BaseRow, type EntityKind } from '../entities/kind.js';
import { RULE_CHAIN_COLUMNS, toRuleChain, type RuleChainRow } from '../rule-chains/model.js';
import { toEdgeEvent, type EdgeEventRow } from './model.js';

/** Records an edge event (what the edge would be sent on its next sync). */
export async function addEdgeEvent(
  db: Queryable,
  e: { tenantId: string; edgeId: string; action: string; type: string; entityId: string | null; body?: unknown },
): Promise<void> {
  const id = uuidV1();
  await db.query(
    'INSERT INTO edge_event (id, created_time, tenant_id, edge_id, action, entity_id, uid, type, body) VALUES ($1, $2, $3, $4, $5, $6, NULL, $7, $8::jsonb)',
    [id, uuidV1Time(id), e.tenantId, e.edgeId, e.action, e.entityId, e.type, jsonParam(e.body)],
  );
}

/** Assigns a rule chain to an edge (EDGE →Contains→ RULE_CHAIN, group EDGE). */
export async function assignChainToEdge(db: Queryable, edgeId: string, chainId: string): Promise<void> {
  await saveRelation(db, {
    fromId: edgeId,
    fromType: 'EDGE',
    toId: chainId,
    toType: 'RULE_CHAIN',
    type: 'Contains',
    group: 'EDGE',
  });
}

/** On edge creation: the tenant's edge template root chain becomes the edge root, plus every auto-assign chain. */
export async function assignDefaultChains(db: Queryable, tenantId: string, edgeId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string; root: boolean }>(
    `SELECT id, root FROM rule_chain WHERE tenant_id = $1 AND type = 'EDGE' AND (root OR id IN (
       SELECT to_id FROM relation WHERE from_id = $1 AND relation_type_group = 'EDGE_AUTO_ASSIGN_RULE_CHAIN'))`,
    [tenantId],
  );
  for (const r of rows) await assignChainToEdge(db, edgeId, r.id);
  return rows.find((r) => r.root)?.id ?? null;
}

/** The fields of an edge a save writes. */
export interface EdgeFields {
  customerId: string;
  name: string;
  type: string;
  label: string | null;
  routingKey: string;
  secret: string;
  edgeLicenseKey: string | null;
  cloudEndpoint: string | null;
  additionalInfo: unknown;
}

const values = (e: EdgeFields) => [
  e.customerId,
  e.name,
  e.type,
  e.label,
  e.routingKey,
  e.secret,
  e.edgeLicenseKey,
  e.cloudEndpoint,
  jsonParam(e.additionalInfo),
];

/** Ids of the edges with this routing key (of any tenant). */
export async function edgesWithRoutingKey(db: Queryable, routingKey: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM edge WHERE routing_key = $1', [routingKey]);
  return rows.map((r) => r.id);
}

/** Overwrites an edge's fields and creation time. */
export async function updateEdge(db: Queryable, id: string, e: EdgeFields, createdTime: number): Promise<void> {
  await db.query(
    `UPDATE edge SET customer_id = $2, name = $3, type = $4, label = $5, routing_key = $6, secret = $7, edge_license_key = $8,
           cloud_endpoint = $9, additional_info = $10::jsonb, created_time = $11 WHERE id = $1`,
    [id, ...values(e), createdTime],
  );
}

/** Inserts an edge of a tenant (no root rule chain yet); returns its new id. */
export async function insertEdge(db: Queryable, tenantId: string, e: EdgeFields): Promise<string> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, label, routing_key, secret, edge_license_key, cloud_endpoint, additional_info)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [id, uuidV1Time(id), tenantId, ...values(e)],
  );
  return id;
}

/** Sets (or clears) an edge's root rule chain. */
export async function setEdgeRootChain(db: Queryable, edgeId: string, chainId: string | null): Promise<void> {
  await db.query('UPDATE edge SET root_rule_chain_id = $2 WHERE id = $1', [edgeId, chainId]);
}

/** The root rule chain of an edge (null when it has none or there is no such edge). */
export async function findEdgeRootChainId(db: Queryable, edgeId: string): Promise<string | null> {
  const { rows } = await db.query<{ root_rule_chain_id: string | null }>(
    'SELECT root_rule_chain_id FROM edge WHERE id = $1',
    [edgeId],
  );
  return rows[0]?.root_rule_chain_id ?? null;
}

/** Deletes an edge's event queue. */
export async function deleteEdgeEvents(db: Queryable, edgeId: string): Promise<void> {
  await db.query('DELETE FROM edge_event WHERE edge_id = $1', [edgeId]);
}

/** One page of an edge's events, newest first unless sorted otherwise; searched by type prefix. */
export async function findEdgeEventsPage(
  db: Queryable,
  link: PageLink,
  tenantId: string,
  edgeId: string,
): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1', 'edge_id = $2'];
  const params: unknown[] = [tenantId, edgeId];
  timeBounds(link, 'created_time', where, params);
  return runPaged<EdgeEventRow>(db, link, {
    select: 'SELECT * FROM edge_event',
    where,
    params,
    searchColumn: 'type',
    sortMap: { createdTime: 'created_time', type: 'type', action: 'action' },
    defaultOrder: 'created_time DESC, id DESC',
    map: toEdgeEvent,
  });
}

/** A rule chain assigned to an edge, with the chains its rule chain connections lead to. */
export interface EdgeChainLinks {
  id: string;
  name: string;
  rule_chain_connections: { targetRuleChainId: string }[] | null;
}

/** The rule chains assigned to an edge, with their rule chain connections. */
export async function findEdgeChainLinks(db: Queryable, edgeId: string): Promise<EdgeChainLinks[]> {
  const { rows } = await db.query<EdgeChainLinks>(
    `SELECT id, name, rule_chain_connections FROM rule_chain WHERE id IN (SELECT to_id FROM relation WHERE from_id = $1 AND relation_type_group = 'EDGE' AND to_type = 'RULE_CHAIN')`,
    [edgeId],
  );
  return rows;
}

/** The names of these rule chains, sorted. */
export async function findRuleChainNames(db: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM rule_chain WHERE id = ANY($1::uuid[]) ORDER BY name',
    [ids],
  );
  return rows.map((n) => n.name);
}

/** One page of the rule chains assigned to an edge. */
export async function findEdgeRuleChainsPage(
  db: Queryable,
  link: PageLink,
  tenantId: string,
  edgeId: string,
): Promise<PageData<unknown>> {
  return runPaged<RuleChainRow>(db, link, {
    select: `SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain`,
    where: [
      'tenant_id = $1',
      "id IN (SELECT to_id FROM relation WHERE from_id = $2 AND relation_type_group = 'EDGE' AND to_type = 'RULE_CHAIN')",
    ],
    params: [tenantId, edgeId],
    searchColumn: 'name',
    sortMap: { createdTime: 'created_time', name: 'name' },
    defaultOrder: 'id',
    map: toRuleChain,
  });
}

/** The tenant's rule chains that new edges get automatically, by name. */
export async function findAutoAssignChains(db: Queryable, tenantId: string): Promise<RuleChainRow[]> {
  const { rows } = await db.query<RuleChainRow>(
    `SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain WHERE tenant_id = $1 AND id IN (SELECT to_id FROM relation WHERE from_id = $1 AND relation_type_group = 'EDGE_AUTO_ASSIGN_RULE_CHAIN') ORDER BY name`,
    [tenantId],
  );
  return rows;
}

/** Which of an edge's entities of one kind a page lists. */
export interface EdgeEntityFilter {
  tenantId: string;
  edgeId: string;
  /** A customer user sees only its customer's entities. */
  customerId?: string;
  type?: string;
}

/** One page of the entities of a kind (assets, devices, entity views) assigned to an edge, searched by name prefix. */
export async function findEdgeEntitiesPage<R extends BaseRow>(
  db: Queryable,
  kind: EntityKind<R>,
  link: PageLink,
  f: EdgeEntityFilter,
  map: (row: R) => unknown,
): Promise<PageData<unknown>> {
  const where = [
    'e.tenant_id = $1',
    "e.id IN (SELECT to_id FROM relation WHERE from_id = $2 AND from_type = 'EDGE' AND relation_type_group = 'EDGE')",
  ];
  const params: unknown[] = [f.tenantId, f.edgeId];
  if (f.customerId) {
    params.push(f.customerId);
    where.push(`e.customer_id = $${params.length}`);
  }
  if (f.type) {
    params.push(f.type);
    where.push(`e.type = $${params.length}`);
  }
  timeBounds(link, 'e.created_time', where, params);
  return runPaged<R>(db, link, {
    select: infoSelect(kind),
    where,
    params,
    searchColumn: 'e.name',
    sortMap: sortMap(kind),
    defaultOrder: 'e.id',
    map,
  });
}
