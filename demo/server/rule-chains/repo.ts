/** SQL for rule chains and their metadata (nodes + connections). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import {
  RULE_CHAIN_COLUMNS,
  toRuleChain,
  toRuleNode,
  type MetadataInput,
  type RuleChainRow,
  type RuleNodeRow,
  type StoredChainConnection,
  type StoredConnection,
} from './model.js';

/** Fields of a rule chain to create. */
export interface NewRuleChain {
  tenantId: string;
  name: string;
  type: 'CORE' | 'EDGE';
  root?: boolean;
  debugMode?: boolean;
  configuration?: unknown;
  additionalInfo?: unknown;
}

/** Finds a rule chain by id. */
export async function findRuleChain(db: Queryable, id: string): Promise<RuleChainRow | null> {
  const { rows } = await db.query<RuleChainRow>(`SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts a rule chain and returns the row. */
export async function insertRuleChain(db: Queryable, c: NewRuleChain): Promise<RuleChainRow> {
  const id = uuidV1();
  const { rows } = await db.query<RuleChainRow>(
    `INSERT INTO rule_chain (id, created_time, tenant_id, name, type, root, debug_mode, configuration, additional_info)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) RETURNING ${RULE_CHAIN_COLUMNS}`,
    [
      id,
      uuidV1Time(id),
      c.tenantId,
      c.name,
      c.type,
      c.root ?? false,
      c.debugMode ?? false,
      jsonParam(c.configuration),
      jsonParam(c.additionalInfo),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT rule_chain returned no row');
  return row;
}

/** Nodes of a chain in index order. */
export async function findNodes(db: Queryable, chainId: string): Promise<RuleNodeRow[]> {
  const { rows } = await db.query<RuleNodeRow>('SELECT * FROM rule_node WHERE rule_chain_id = $1 ORDER BY node_index', [
    chainId,
  ]);
  return rows;
}

/** Loads RuleChainMetaData with connections translated back to node indices. */
export async function loadMetadata(db: Queryable, chain: RuleChainRow): Promise<Record<string, unknown>> {
  const nodes = await findNodes(db, chain.id);
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const connections = chain.connections
    .filter((c) => index.has(c.fromId) && index.has(c.toId))
    .map((c) => ({ fromIndex: index.get(c.fromId), toIndex: index.get(c.toId), type: c.type }));
  const chainLinks = chain.rule_chain_connections
    ? chain.rule_chain_connections
        .filter((c) => index.has(c.fromId))
        .map((c) => ({
          fromIndex: index.get(c.fromId),
          targetRuleChainId: entityId('RULE_CHAIN', c.targetRuleChainId),
          additionalInfo: c.additionalInfo,
          type: c.type,
        }))
    : null;
  const first = chain.first_rule_node_id ? index.get(chain.first_rule_node_id) : undefined;
  return {
    ruleChainId: entityId('RULE_CHAIN', chain.id),
    firstNodeIndex: first ?? null,
    nodes: nodes.map(toRuleNode),
    connections,
    ruleChainConnections: chainLinks,
  };
}

/**
 * Saves metadata: nodes with ids are updated, nodes without ids created, missing ones deleted; connections are
 * re-stored by node id; `firstRuleNodeId` follows `firstNodeIndex`. Run inside a transaction.
 */
export async function saveMetadata(tx: Queryable, chainId: string, meta: MetadataInput): Promise<void> {
  const ids: string[] = [];
  for (const [i, node] of meta.nodes.entries()) {
    let id = node.id;
    if (id) {
      await tx.query(
        `UPDATE rule_node SET node_index = $2, type = $3, name = $4, debug_mode = $5, configuration = $6::jsonb,
           additional_info = $7::jsonb WHERE id = $1 AND rule_chain_id = $8`,
        [
          id,
          i,
          node.type,
          node.name,
          node.debugMode,
          jsonParam(node.configuration),
          jsonParam(node.additionalInfo),
          chainId,
        ],
      );
    } else {
      id = uuidV1();
      await tx.query(
        `INSERT INTO rule_node (id, created_time, rule_chain_id, node_index, type, name, debug_mode, configuration, additional_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
        [
          id,
          uuidV1Time(id),
          chainId,
          i,
          node.type,
          node.name,
          node.debugMode,
          jsonParam(node.configuration),
          jsonParam(node.additionalInfo),
        ],
      );
    }
    ids.push(id);
  }
  await tx.query('DELETE FROM rule_node WHERE rule_chain_id = $1 AND NOT (id = ANY($2::uuid[]))', [chainId, ids]);
  const connections: StoredConnection[] = meta.connections.flatMap((c) => {
    const fromId = ids[c.fromIndex];
    const toId = ids[c.toIndex];
    return fromId && toId ? [{ fromId, toId, type: c.type }] : [];
  });
  const chainLinks: StoredChainConnection[] | null = meta.ruleChainConnections
    ? meta.ruleChainConnections.flatMap((c) => {
        const fromId = ids[c.fromIndex];
        return fromId
          ? [{ fromId, targetRuleChainId: c.targetRuleChainId, additionalInfo: c.additionalInfo, type: c.type }]
          : [];
      })
    : null;
  const first = meta.firstNodeIndex !== null ? (ids[meta.firstNodeIndex] ?? null) : null;
  await tx.query(
    'UPDATE rule_chain SET connections = $2::jsonb, rule_chain_connections = $3::jsonb, first_rule_node_id = $4 WHERE id = $1',
    [chainId, jsonParam(connections) ?? '[]', jsonParam(chainLinks), first],
  );
}

/** The fields of a saved chain an update writes (its type and root never change here). */
export interface RuleChainUpdate {
  name: string;
  debugMode: boolean;
  configuration: unknown;
  additionalInfo: unknown;
  createdTime: number;
}

/** Updates a chain; the updated row (null if it is gone). */
export async function updateRuleChain(db: Queryable, id: string, u: RuleChainUpdate): Promise<RuleChainRow | null> {
  const { rows } = await db.query<RuleChainRow>(
    `UPDATE rule_chain SET name = $2, debug_mode = $3, configuration = $4::jsonb, additional_info = $5::jsonb, created_time = $6 WHERE id = $1 RETURNING ${RULE_CHAIN_COLUMNS}`,
    [id, u.name, u.debugMode, jsonParam(u.configuration), jsonParam(u.additionalInfo), u.createdTime],
  );
  return rows[0] ?? null;
}

/** True when the tenant has a root chain of this type. */
export async function hasRootRuleChain(db: Queryable, tenantId: string, type: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rule_chain WHERE tenant_id = $1 AND type = $2 AND root', [
    tenantId,
    type,
  ]);
  return rows.length > 0;
}

/** Makes `chain` the root of its type for the tenant (every other chain of the type stops being root). */
export async function setRootRuleChain(db: Queryable, chain: RuleChainRow): Promise<RuleChainRow> {
  await db.query('UPDATE rule_chain SET root = (id = $2) WHERE tenant_id = $1 AND type = $3', [
    chain.tenant_id,
    chain.id,
    chain.type,
  ]);
  return { ...chain, root: true };
}

/** The root chains of `chain`'s tenant and type other than `chain` (at most one, before the root changes). */
export async function findOtherRootChains(db: Queryable, chain: RuleChainRow): Promise<RuleChainRow[]> {
  const { rows } = await db.query<RuleChainRow>(
    `SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain WHERE tenant_id = $1 AND type = $2 AND root AND id <> $3`,
    [chain.tenant_id, chain.type, chain.id],
  );
  return rows;
}

/** True when a device profile uses the chain as its default rule chain. */
export async function isRuleChainUsedByProfiles(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM device_profile WHERE default_rule_chain_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** Deletes a chain (its nodes go with it) and every relation from or to it. */
export async function deleteRuleChain(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [id]);
  await db.query('DELETE FROM rule_chain WHERE id = $1', [id]);
}

const SORT = { createdTime: 'created_time', name: 'name', root: 'root', type: 'type' };

/** One page of a tenant's chains of one type, searched by name prefix. */
export async function findRuleChainsPage(
  db: Queryable,
  link: PageLink,
  tenantId: string,
  type: string,
): Promise<PageData<unknown>> {
  return runPaged<RuleChainRow>(db, link, {
    select: `SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain`,
    where: ['tenant_id = $1', 'type = $2'],
    params: [tenantId, type],
    searchColumn: 'name',
    sortMap: SORT,
    defaultOrder: 'id',
    map: toRuleChain,
  });
}

/** The tenant of the chain a rule node belongs to, or null when there is no such node. */
export async function findRuleNodeTenant(db: Queryable, nodeId: string): Promise<string | null> {
  const { rows } = await db.query<{ tenant_id: string }>(
    'SELECT c.tenant_id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.id = $1',
    [nodeId],
  );
  return rows[0]?.tenant_id ?? null;
}

/** The latest debug event of a message coming into a rule node, or null when there is none. */
export async function findLatestDebugIn(
  db: Queryable,
  tenantId: string,
  nodeId: string,
): Promise<{ body: unknown } | null> {
  const { rows } = await db.query<{ body: unknown }>(
    "SELECT body FROM event WHERE tenant_id = $1 AND entity_id = $2 AND event_type = 'DEBUG_RULE_NODE' AND body->>'type' = 'IN' ORDER BY created_time DESC LIMIT 1",
    [tenantId, nodeId],
  );
  return rows[0] ?? null;
}

/** The tenant's first `limit` core chains, oldest first. */
export async function findCoreChainsForExport(db: Queryable, tenantId: string, limit: number): Promise<RuleChainRow[]> {
  const { rows } = await db.query<RuleChainRow>(
    `SELECT ${RULE_CHAIN_COLUMNS} FROM rule_chain WHERE tenant_id = $1 AND type = 'CORE' ORDER BY created_time LIMIT $2`,
    [tenantId, limit],
  );
  return rows;
}

/** The id of the tenant's core chain with this name, or null. */
export async function findCoreChainIdByName(db: Queryable, tenantId: string, name: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM rule_chain WHERE tenant_id = $1 AND name = $2 AND type = 'CORE'",
    [tenantId, name],
  );
  return rows[0]?.id ?? null;
}
