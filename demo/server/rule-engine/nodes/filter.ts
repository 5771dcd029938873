/**
 * Filter nodes without scripts: message type switch / filter, originator type filter / switch, check relation and
 * check message fields. Outputs `True`/`False` or a named relation.
 */
import type { EntityType } from '../../lib/entity-id.js';
import { ENTITY_TYPES } from '../../lib/entity-id.js';
import { findRelations } from '../../relations/repo.js';
import { dataJson } from '../message.js';
import { cfgBool, cfgString, cfgStrings, out, NodeError, type NodeFactory } from '../node-api.js';

/** Relation a message type leaves the type switch by (ThingsBoard's labels); anything else is "Other". */
export const TYPE_SWITCH_RELATIONS: Readonly<Record<string, string>> = {
  POST_ATTRIBUTES_REQUEST: 'Post attributes',
  POST_TELEMETRY_REQUEST: 'Post telemetry',
  TO_SERVER_RPC_REQUEST: 'RPC Request from Device',
  RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC Request to Device',
  ACTIVITY_EVENT: 'Activity Event',
  INACTIVITY_EVENT: 'Inactivity Event',
  CONNECT_EVENT: 'Connect Event',
  DISCONNECT_EVENT: 'Disconnect Event',
  ENTITY_CREATED: 'Entity Created',
  ENTITY_UPDATED: 'Entity Updated',
  ENTITY_DELETED: 'Entity Deleted',
  ENTITY_ASSIGNED: 'Entity Assigned',
  ENTITY_UNASSIGNED: 'Entity Unassigned',
  ATTRIBUTES_UPDATED: 'Attributes Updated',
  ATTRIBUTES_DELETED: 'Attributes Deleted',
  TIMESERIES_UPDATED: 'Timeseries Updated',
  TIMESERIES_DELETED: 'Timeseries Deleted',
  ALARM_ACK: 'Alarm Acknowledged',
  ALARM_CLEAR: 'Alarm Cleared',
  ENTITY_ASSIGNED_FROM_TENANT: 'Entity Assigned From Tenant',
  ENTITY_ASSIGNED_TO_TENANT: 'Entity Assigned To Tenant',
  RPC_QUEUED: 'RPC Queued',
  RPC_DELIVERED: 'RPC Delivered',
  RPC_SUCCESSFUL: 'RPC Successful',
  RPC_TIMEOUT: 'RPC Timeout',
  RPC_FAILED: 'RPC Failed',
  RPC_DELETED: 'RPC Deleted',
};

/** Relation names of the originator type switch. */
const ORIGINATOR_RELATIONS: Partial<Record<EntityType, string>> = {
  DEVICE: 'Device',
  ASSET: 'Asset',
  ENTITY_VIEW: 'Entity View',
  TENANT: 'Tenant',
  CUSTOMER: 'Customer',
  USER: 'User',
  DASHBOARD: 'Dashboard',
  RULE_CHAIN: 'Rule chain',
  RULE_NODE: 'Rule node',
  ALARM: 'Alarm',
  EDGE: 'Edge',
};

const typeSwitch: NodeFactory = () => ({
  process: async (msg) => out(msg, TYPE_SWITCH_RELATIONS[msg.type] ?? 'Other'),
});

const typeFilter: NodeFactory = (def) => {
  const types = new Set(cfgStrings(def.config, 'messageTypes'));
  return { process: async (msg) => out(msg, types.has(msg.type) ? 'True' : 'False') };
};

const originatorTypeFilter: NodeFactory = (def) => {
  const types = new Set(cfgStrings(def.config, 'originatorTypes'));
  return { process: async (msg) => out(msg, types.has(msg.originator.entityType) ? 'True' : 'False') };
};

const originatorTypeSwitch: NodeFactory = () => ({
  process: async (msg) => {
    const rel = ORIGINATOR_RELATIONS[msg.originator.entityType];
    if (!rel) throw new NodeError(`Unsupported originator type: ${msg.originator.entityType}`);
    return out(msg, rel);
  },
});

const checkRelation: NodeFactory = (def) => {
  const c = def.config;
  const direction = cfgString(c, 'direction', 'FROM') === 'TO' ? 'TO' : 'FROM';
  const relationType = cfgString(c, 'relationType', 'Contains');
  const single = cfgBool(c, 'checkForSingleEntity', true);
  const otherType = ENTITY_TYPES.find((t) => t === cfgString(c, 'entityType'));
  const otherId = cfgString(c, 'entityId');
  if (single && (!otherType || !otherId))
    throw new Error('entityType and entityId are required to check a single entity');
  return {
    // FROM: a relation from the configured entity (any entity) to the originator; TO: from the originator.
    process: async (msg, ctx) => {
      const side = direction === 'FROM' ? 'TO' : 'FROM';
      const rows = await findRelations(
        ctx.db,
        side,
        msg.originator.id,
        msg.originator.entityType,
        'COMMON',
        relationType,
      );
      const found = single
        ? rows.some((r) => (direction === 'FROM' ? r.from_id === otherId : r.to_id === otherId))
        : rows.length > 0;
      return out(msg, found ? 'True' : 'False');
    },
  };
};

const checkMessage: NodeFactory = (def) => {
  const names = cfgStrings(def.config, 'messageNames');
  const metaNames = cfgStrings(def.config, 'metadataNames');
  const all = cfgBool(def.config, 'checkAllKeys', true);
  return {
    process: async (msg) => {
      const data = dataJson(msg);
      const obj =
        data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
      const checks = [...names.map((n) => n in obj), ...metaNames.map((n) => n in msg.metadata)];
      const ok = all ? checks.every(Boolean) : checks.some(Boolean);
      return out(msg, ok ? 'True' : 'False');
    },
  };
};

/** Factories by short class name. */
export const FILTER_NODES: Record<string, NodeFactory> = {
  'filter.TbMsgTypeSwitchNode': typeSwitch,
  'filter.TbMsgTypeFilterNode': typeFilter,
  'filter.TbOriginatorTypeFilterNode': originatorTypeFilter,
  'filter.TbOriginatorTypeSwitchNode': originatorTypeSwitch,
  'filter.TbCheckRelationNode': checkRelation,
  'filter.TbCheckMessageNode': checkMessage,
};
