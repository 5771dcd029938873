/** Edge / EdgeInfo / EdgeEvent as ThingsBoard 3.3.1 serialises them. */
import { entityId } from '../lib/entity-id.js';
import { baseWire, type BaseRow, type EntityKind } from '../entities/kind.js';

/** `edge` row. */
export interface EdgeRow extends BaseRow {
  root_rule_chain_id: string | null;
  label: string | null;
  routing_key: string;
  secret: string;
  edge_license_key: string | null;
  cloud_endpoint: string | null;
}

/** The edge kind. */
export const EDGE_KIND: EntityKind<EdgeRow> = {
  table: 'edge',
  entityType: 'EDGE',
  path: 'edge',
  plural: 'edges',
  label: 'Edge',
  toWire: (row) => {
    const { id, createdTime, additionalInfo, tenantId, customerId, name, type } = baseWire(row, 'EDGE');
    return {
      id,
      createdTime,
      additionalInfo,
      tenantId,
      customerId,
      rootRuleChainId: row.root_rule_chain_id ? entityId('RULE_CHAIN', row.root_rule_chain_id) : null,
      name,
      type,
      label: row.label,
      routingKey: row.routing_key,
      secret: row.secret,
      edgeLicenseKey: row.edge_license_key,
      cloudEndpoint: row.cloud_endpoint,
    };
  },
};

/** `edge_event` row. */
export interface EdgeEventRow {
  id: string;
  created_time: number;
  tenant_id: string;
  edge_id: string;
  action: string;
  entity_id: string | null;
  uid: string | null;
  type: string;
  body: unknown;
}

/** EdgeEvent wire shape. */
export function toEdgeEvent(row: EdgeEventRow): Record<string, unknown> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    edgeId: entityId('EDGE', row.edge_id),
    action: row.action,
    entityId: row.entity_id,
    uid: row.uid,
    type: row.type,
    body: row.body ?? null,
  };
}
