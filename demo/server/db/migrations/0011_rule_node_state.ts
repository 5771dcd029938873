import type { Migration } from './index.js';

/**
 * Rule node state (ThingsBoard's `rule_node_state` table): what a node keeps per entity between messages and across
 * restarts — today the device profile node's alarm rule counters when `persistAlarmRulesState` is on. One row per
 * (node, entity); deleting the node deletes its states.
 */
export const m0011RuleNodeState: Migration = {
  version: 11,
  name: 'rule_node_state',
  sql: `
CREATE TABLE rule_node_state (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  rule_node_id uuid NOT NULL REFERENCES rule_node (id) ON DELETE CASCADE,
  entity_type varchar(32) NOT NULL,
  entity_id uuid NOT NULL,
  state_data varchar(16384) NOT NULL,
  CONSTRAINT rule_node_state_unq_key UNIQUE (rule_node_id, entity_id)
);
`,
};
