/** ThingsBoard edge endpoints. */
import { z } from './zod';
import { assignableFamily, assignableShape, infoShape, type NewEntity } from './assignable';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { randomAlphanumeric, uuidV4 } from '../lib/random';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const edgeSchema = z.looseObject({
  ...assignableShape,
  rootRuleChainId: z.nullish(entityIdSchema),
  routingKey: z.nullish(z.string()),
  secret: z.nullish(z.string()),
  edgeLicenseKey: z.nullish(z.string()),
  cloudEndpoint: z.nullish(z.string()),
});
export type Edge = z.infer<typeof edgeSchema>;

export const edgeInfoSchema = z.looseObject({ ...edgeSchema.shape, ...infoShape });
export type EdgeInfo = z.infer<typeof edgeInfoSchema>;

export const edgeEventSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  createdTime: z.number(),
  action: z.nullish(z.string()),
  type: z.nullish(z.string()),
  entityId: z.nullish(z.string()),
  uid: z.nullish(z.string()),
  body: z.optional(z.unknown()),
});
export type EdgeEvent = z.infer<typeof edgeEventSchema>;

const family = assignableFamily({
  entityType: 'EDGE',
  path: 'edge',
  plural: 'edges',
  entity: edgeSchema,
  info: edgeInfoSchema,
});
const enc = encodeURIComponent;

export const getTenantEdgeInfos = family.tenantInfos;
export const getCustomerEdgeInfos = family.customerInfos;
export const getEdge = family.get;
export const getEdgeInfo = family.getInfo;
export const getEdges = family.getByIds;
export const findTenantEdgeByName = family.findByName;
export const deleteEdge = family.remove;
export const assignEdgeToCustomer = family.assignToCustomer;
export const unassignEdgeFromCustomer = family.unassignFromCustomer;
export const makeEdgePublic = family.makePublic;

/** POST /api/edge — create or full replace (clears the cached edge types). */
export function saveEdge(edge: NewEntity<Edge> | Edge, opts?: RequestOptions): Promise<Edge> {
  return family.save(edge, '', opts);
}

/** POST /api/edge/sync/{edgeId} — ask the edge to resynchronise (the UI sends the id as body). */
export function syncEdge(edgeId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/edge/sync/${enc(edgeId)}`, edgeId, undefined, opts);
}

/** GET /api/edge/{edgeId}/events (TPL). */
export function getEdgeEvents(edgeId: string, link: PageLink, opts?: RequestOptions): Promise<PageData<EdgeEvent>> {
  return http.get(`/api/edge/${enc(edgeId)}/events${toPageQuery(link)}`, pageDataSchema(edgeEventSchema), opts);
}

/** POST /api/edge/{edgeId}/{ruleChainId}/root — set the edge's root rule chain. */
export function setEdgeRootRuleChain(edgeId: string, ruleChainId: string, opts?: RequestOptions): Promise<Edge> {
  return http.post(`/api/edge/${enc(edgeId)}/${enc(ruleChainId)}/root`, undefined, edgeSchema, opts);
}

/** A generated edge secret has 20 random characters, as ThingsBoard's. */
export const EDGE_SECRET_LENGTH = 20;

/** A new edge's credentials: a UUID routing key and a 20-character secret (ThingsBoard's edge form does the same). */
export function generateEdgeCredentials(): { routingKey: string; secret: string } {
  return { routingKey: uuidV4(), secret: randomAlphanumeric(EDGE_SECRET_LENGTH) };
}

// --- Rule chains of an edge (paths under /api/edge and the EDGE rule chain list) ---

export const edgeRuleChainSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  name: z.string(),
  type: z.nullish(z.string()),
  root: z.nullish(z.boolean()),
});
export type EdgeRuleChain = z.infer<typeof edgeRuleChainSchema>;

/** GET /api/edge/{edgeId}/ruleChains (PL) */
export function getEdgeRuleChains(
  edgeId: string,
  link: PageLink,
  opts?: RequestOptions,
): Promise<PageData<EdgeRuleChain>> {
  return http.get(`/api/edge/${enc(edgeId)}/ruleChains${toPageQuery(link)}`, pageDataSchema(edgeRuleChainSchema), opts);
}

/** GET /api/ruleChains?type=EDGE (PL) — the tenant's edge rule chain templates, for assignment. */
export function getEdgeRuleChainTemplates(link: PageLink, opts?: RequestOptions): Promise<PageData<EdgeRuleChain>> {
  return http.get(`/api/ruleChains${toPageQuery(link, { type: 'EDGE' })}`, pageDataSchema(edgeRuleChainSchema), opts);
}

/** POST /api/edge/{edgeId}/ruleChain/{ruleChainId} */
export function assignRuleChainToEdge(edgeId: string, ruleChainId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/edge/${enc(edgeId)}/ruleChain/${enc(ruleChainId)}`, undefined, undefined, opts);
}

/** DELETE /api/edge/{edgeId}/ruleChain/{ruleChainId} — refused for the edge's root chain. */
export function unassignRuleChainFromEdge(edgeId: string, ruleChainId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/edge/${enc(edgeId)}/ruleChain/${enc(ruleChainId)}`, opts);
}

/**
 * GET /api/edge/missingToRelatedRuleChains/{edgeId} — for each rule chain of the edge that forwards messages to
 * rule chains the edge lacks, those chains' names (`{ "Chain": ["Missing 1", …] }`; empty when none). The server
 * answers JSON as text.
 */
export async function findMissingToRelatedRuleChains(
  edgeId: string,
  opts?: RequestOptions,
): Promise<Record<string, string[]>> {
  const text = await http.getText(`/api/edge/missingToRelatedRuleChains/${enc(edgeId)}`, opts);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : []]),
  );
}

// Not called by the console: the search query POST /api/edges (a query body of relation parameters). ThingsBoard 3.3.1's
// own UI never sends it — only dashboard user scripts reach it through widgetContext services; search-query aliases
// resolve through the server's entity data queries (POST /api/entitiesQuery/find). User scripts here run in the
// QuickJS sandbox, which offers no such services.
