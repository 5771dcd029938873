/** Edge events and rule-chain assignment of edges. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { saveRelation } from '../relations/repo.js';

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
