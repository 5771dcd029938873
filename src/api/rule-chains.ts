/**
 * ThingsBoard rule chain endpoints. Mirrors
 * ui-ngx core/http/rule-chain.service.ts. Loose schemas: saves send whole objects back, unknown keys survive.
 */
import { z } from './zod';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';

/** A rule chain. */
export const ruleChainSchema = z.looseObject({
  id: z.optional(entityIdSchema),
  createdTime: z.optional(z.number()),
  name: z.string(),
  type: z.optional(z.nullable(z.string())),
  root: z.optional(z.boolean()),
  debugMode: z.optional(z.boolean()),
  firstRuleNodeId: z.optional(z.nullable(entityIdSchema)),
  additionalInfo: z.optional(z.nullable(z.looseObject({}))),
  configuration: z.optional(z.unknown()),
});
export type RuleChain = z.infer<typeof ruleChainSchema>;

/** A rule node: `type` is the component's class name. */
export const ruleNodeSchema = z.looseObject({
  id: z.optional(z.nullable(entityIdSchema)),
  createdTime: z.optional(z.number()),
  ruleChainId: z.optional(z.nullable(entityIdSchema)),
  type: z.string(),
  name: z.string(),
  debugMode: z.optional(z.boolean()),
  configuration: z.optional(z.unknown()),
  additionalInfo: z.optional(z.nullable(z.looseObject({}))),
});
export type RuleNode = z.infer<typeof ruleNodeSchema>;

const connectionSchema = z.looseObject({ fromIndex: z.number(), toIndex: z.number(), type: z.string() });
/** A link from a node to another rule chain. */
const chainConnectionSchema = z.looseObject({
  fromIndex: z.number(),
  targetRuleChainId: entityIdSchema,
  additionalInfo: z.optional(z.nullable(z.looseObject({}))),
  type: z.string(),
});
export type NodeConnection = z.infer<typeof connectionSchema>;
export type RuleChainConnection = z.infer<typeof chainConnectionSchema>;

/** RuleChainMetaData. */
export const ruleChainMetadataSchema = z.looseObject({
  ruleChainId: z.optional(entityIdSchema),
  firstNodeIndex: z.optional(z.nullable(z.number())),
  nodes: z.array(ruleNodeSchema),
  connections: z.optional(z.nullable(z.array(connectionSchema))),
  ruleChainConnections: z.optional(z.nullable(z.array(chainConnectionSchema))),
});
export type RuleChainMetadata = z.infer<typeof ruleChainMetadataSchema>;

const ruleChainPageSchema = z.looseObject({
  data: z.array(ruleChainSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});
export type RuleChainPage = z.infer<typeof ruleChainPageSchema>;

const enc = encodeURIComponent;

/** GET /api/ruleChain/{id} */
export function getRuleChain(id: string, opts?: RequestOptions): Promise<RuleChain> {
  return http.get(`/api/ruleChain/${enc(id)}`, ruleChainSchema, opts);
}

/** POST /api/ruleChain — create (no id) or update. */
export function saveRuleChain(chain: RuleChain, opts?: RequestOptions): Promise<RuleChain> {
  return http.post('/api/ruleChain', chain, ruleChainSchema, opts);
}

/**
 * POST /api/ruleChain/device/default — a new core rule chain named `name`, built by the server from its device
 * profile template (ThingsBoard's "create a new one" of the profile's rule chain picker).
 */
export function createDefaultDeviceRuleChain(name: string, opts?: RequestOptions): Promise<RuleChain> {
  return http.post('/api/ruleChain/device/default', { name }, ruleChainSchema, opts);
}

/** GET /api/ruleChain/{id}/metadata */
export function getRuleChainMetadata(id: string, opts?: RequestOptions): Promise<RuleChainMetadata> {
  return http.get(`/api/ruleChain/${enc(id)}/metadata`, ruleChainMetadataSchema, opts);
}

/** POST /api/ruleChain/metadata — the answer is re-read from the database (new nodes have ids); always use it. */
export function saveRuleChainMetadata(metadata: RuleChainMetadata, opts?: RequestOptions): Promise<RuleChainMetadata> {
  return http.post('/api/ruleChain/metadata', metadata, ruleChainMetadataSchema, opts);
}

/** Page query of GET /api/ruleChains. */
export interface RuleChainPageQuery {
  pageSize: number;
  page: number;
  textSearch?: string;
  type?: string;
  sortProperty?: string;
  sortOrder?: 'ASC' | 'DESC';
}

/** GET /api/ruleChains (paged; type CORE by default). */
export function getRuleChains(q: RuleChainPageQuery, opts?: RequestOptions): Promise<RuleChainPage> {
  const params = new URLSearchParams({ pageSize: String(q.pageSize), page: String(q.page) });
  if (q.textSearch) params.set('textSearch', q.textSearch);
  if (q.type) params.set('type', q.type);
  if (q.sortProperty) params.set('sortProperty', q.sortProperty);
  if (q.sortOrder) params.set('sortOrder', q.sortOrder);
  return http.get(`/api/ruleChains?${params.toString()}`, ruleChainPageSchema, opts);
}

/** Body of POST /api/ruleChain/testScript. */
export interface TestScriptRequest {
  script: string;
  scriptType: 'update' | 'generate' | 'filter' | 'switch' | 'json' | 'string';
  argNames: string[];
  /** The message as JSON text. */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

const testScriptResultSchema = z.looseObject({ output: z.nullish(z.string()), error: z.nullish(z.string()) });

/** POST /api/ruleChain/testScript — script errors come back in `error` with HTTP 200. */
export async function testScript(
  body: TestScriptRequest,
  opts?: RequestOptions,
): Promise<{ output: string; error: string }> {
  const r = await http.post('/api/ruleChain/testScript', body, testScriptResultSchema, opts);
  return { output: r.output ?? '', error: r.error ?? '' };
}

/** A script error split into its parts: `Name: message (line L, column C)` (our sandbox's format). */
export interface ScriptErrorParts {
  name: string;
  message: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** Parse a testScript error text; texts without a name or position keep what they have. */
export function parseScriptError(text: string): ScriptErrorParts {
  const m = /^([A-Za-z_$][\w$]*(?:Error|Exception)|Error): ([\s\S]*?)(?: \(line (\d+), column (\d+)\))?$/.exec(
    text.trim(),
  );
  if (!m) return { name: 'Error', message: text };
  const parts: ScriptErrorParts = { name: m[1]!, message: m[2]! };
  if (m[3]) parts.lineNumber = Number(m[3]);
  if (m[4]) parts.columnNumber = Number(m[4]);
  return parts;
}

/** GET /api/ruleNode/{id}/debugIn — the latest debug IN event body of a node, or undefined. */
export function getLatestRuleNodeDebugInput(ruleNodeId: string, opts?: RequestOptions): Promise<unknown> {
  return http.get(`/api/ruleNode/${enc(ruleNodeId)}/debugIn`, undefined, opts);
}

/** POST /api/ruleChain/{id}/root — make a core chain the tenant's root; answers the chain, now root. */
export function setRootRuleChain(id: string, opts?: RequestOptions): Promise<RuleChain> {
  return http.post(`/api/ruleChain/${enc(id)}/root`, undefined, ruleChainSchema, opts);
}

/** DELETE /api/ruleChain/{id} — 400 for the root chain and for chains device profiles use. */
export function deleteRuleChain(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/ruleChain/${enc(id)}`, opts);
}

/** POST /api/ruleChain/{id}/edgeTemplateRoot — the EDGE chain new edges get as their root. */
export function setEdgeTemplateRootRuleChain(id: string, opts?: RequestOptions): Promise<RuleChain> {
  return http.post(`/api/ruleChain/${enc(id)}/edgeTemplateRoot`, undefined, ruleChainSchema, opts);
}

/** POST (on) or DELETE (off) /api/ruleChain/{id}/autoAssignToEdge — assign an EDGE chain to every new edge. */
export function setAutoAssignToEdge(id: string, on: boolean, opts?: RequestOptions): Promise<unknown> {
  const path = `/api/ruleChain/${enc(id)}/autoAssignToEdge`;
  return on ? http.post(path, undefined, ruleChainSchema, opts) : http.delete(path, opts);
}

/** GET /api/ruleChain/autoAssignToEdgeRuleChains */
export function getAutoAssignToEdgeRuleChains(opts?: RequestOptions): Promise<RuleChain[]> {
  return http.get('/api/ruleChain/autoAssignToEdgeRuleChains', z.array(ruleChainSchema), opts);
}
