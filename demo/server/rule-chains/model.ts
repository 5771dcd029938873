/** RuleChain / RuleNode / RuleChainMetaData wire shapes. */
import { entityId } from '../lib/entity-id.js';

/** `rule_chain` row. */
export interface RuleChainRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  type: 'CORE' | 'EDGE';
  first_rule_node_id: string | null;
  root: boolean;
  debug_mode: boolean;
  configuration: unknown;
  additional_info: unknown;
  connections: StoredConnection[];
  rule_chain_connections: StoredChainConnection[] | null;
}

/** `rule_node` row. */
export interface RuleNodeRow {
  id: string;
  created_time: number;
  rule_chain_id: string;
  node_index: number;
  type: string;
  name: string;
  debug_mode: boolean;
  configuration: unknown;
  additional_info: unknown;
}

/** A node-to-node connection, stored by node ids. */
export interface StoredConnection {
  fromId: string;
  toId: string;
  type: string;
}

/** A link from a node to another rule chain, stored by node id. */
export interface StoredChainConnection {
  fromId: string;
  targetRuleChainId: string;
  additionalInfo: unknown;
  type: string;
}

/** Rule chain types. */
export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;

/** Columns of `rule_chain` in SELECT lists. */
export const RULE_CHAIN_COLUMNS =
  'id, created_time, tenant_id, name, type, first_rule_node_id, root, debug_mode, configuration, additional_info, connections, rule_chain_connections';

/** RuleChain as ThingsBoard serialises it. */
export function toRuleChain(row: RuleChainRow): Record<string, unknown> {
  return {
    id: entityId('RULE_CHAIN', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.name,
    type: row.type,
    firstRuleNodeId: row.first_rule_node_id ? entityId('RULE_NODE', row.first_rule_node_id) : null,
    root: row.root,
    debugMode: row.debug_mode,
    configuration: row.configuration ?? null,
  };
}

/** RuleNode as ThingsBoard serialises it. */
export function toRuleNode(row: RuleNodeRow): Record<string, unknown> {
  return {
    id: entityId('RULE_NODE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ruleChainId: entityId('RULE_CHAIN', row.rule_chain_id),
    type: row.type,
    name: row.name,
    debugMode: row.debug_mode,
    configuration: row.configuration ?? null,
  };
}

/** A rule node of a save-metadata request (id absent for new nodes). */
export interface NodeInput {
  id: string | null;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: unknown;
  additionalInfo: unknown;
  createdTime: number | null;
}

/** Parsed RuleChainMetaData. */
export interface MetadataInput {
  firstNodeIndex: number | null;
  nodes: NodeInput[];
  connections: { fromIndex: number; toIndex: number; type: string }[];
  ruleChainConnections:
    { fromIndex: number; targetRuleChainId: string; additionalInfo: unknown; type: string }[] | null;
}
