/**
 * What ThingsBoard creates with every tenant: the `default` device profile, the API
 * usage state, the "Root Rule Chain" (root) and the "Edge Root Rule Chain" (type EDGE).
 */
import type { Queryable } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { insertDeviceProfile, simpleProfile } from '../device-profiles/repo.js';
import { insertRuleChain, saveMetadata } from '../rule-chains/repo.js';
import { edgeRootChainTemplate, rootChainTemplate } from '../rule-chains/templates.js';

/** Creates the per-tenant defaults; returns the root rule chain id. Run inside the tenant's transaction. */
export async function provisionTenant(
  tx: Queryable,
  tenantId: string,
): Promise<{ rootRuleChainId: string; edgeRootRuleChainId: string }> {
  await insertDeviceProfile(tx, tenantId, simpleProfile('default', true));
  const usageId = uuidV1();
  await tx.query('INSERT INTO api_usage_state (id, created_time, tenant_id) VALUES ($1, $2, $3)', [
    usageId,
    uuidV1Time(usageId),
    tenantId,
  ]);
  const root = rootChainTemplate();
  const rootChain = await insertRuleChain(tx, { tenantId, name: root.name, type: 'CORE', root: true });
  await saveMetadata(tx, rootChain.id, root.metadata);
  const edge = edgeRootChainTemplate();
  const edgeChain = await insertRuleChain(tx, { tenantId, name: edge.name, type: 'EDGE', root: true });
  await saveMetadata(tx, edgeChain.id, edge.metadata);
  return { rootRuleChainId: rootChain.id, edgeRootRuleChainId: edgeChain.id };
}

/** Deletes the rows of a tenant that have no foreign key to `tenant` (the rest cascades). */
export async function deleteTenantData(tx: Queryable, tenantId: string): Promise<void> {
  for (const sql of [
    'DELETE FROM tb_user WHERE tenant_id = $1',
    'DELETE FROM widget_type WHERE tenant_id = $1',
    'DELETE FROM widgets_bundle WHERE tenant_id = $1',
    'DELETE FROM resource WHERE tenant_id = $1',
    'DELETE FROM event WHERE tenant_id = $1',
    'DELETE FROM edge_event WHERE tenant_id = $1',
    'DELETE FROM audit_log WHERE tenant_id = $1',
    'DELETE FROM relation WHERE from_id = $1 OR to_id = $1',
  ]) {
    await tx.query(sql, [tenantId]);
  }
  await tx.query('DELETE FROM tenant WHERE id = $1', [tenantId]);
}
