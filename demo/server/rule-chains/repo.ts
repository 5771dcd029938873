/** SQL for rule chains and their metadata (nodes + connections). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import {
  RULE_CHAIN_COLUMNS,
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
