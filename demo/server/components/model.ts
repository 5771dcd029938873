/** ComponentDescriptor construction and our JSON schema for each node's configuration. */
import { createHash } from 'node:crypto';

/** Node category. */
export type ComponentType = 'FILTER' | 'ENRICHMENT' | 'TRANSFORMATION' | 'ACTION' | 'EXTERNAL';

/** Options of a node spec. */
export interface NodeOptions {
  customRelations?: boolean;
  inEnabled?: boolean;
  /** Rule chain types the node is offered in (default both). */
  types?: ('CORE' | 'EDGE')[];
}

/** [type, class suffix, name, relationTypes, defaultConfiguration, configDirective, description, options]. */
export type NodeSpec = [ComponentType, string, string, string[], Record<string, unknown>, string, string, NodeOptions?];

/** All component types in UI order. */
export const COMPONENT_TYPES: readonly ComponentType[] = [
  'FILTER',
  'ENRICHMENT',
  'TRANSFORMATION',
  'ACTION',
  'EXTERNAL',
];

const PREFIX = 'org.thingsboard.rule.engine.';
/** Fixed creation time of the built-in descriptors. */
const CREATED = 1_609_459_200_000;

function stableUuid(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

function title(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'];
const ENTITY_TYPES = [
  'DEVICE',
  'ASSET',
  'ENTITY_VIEW',
  'TENANT',
  'CUSTOMER',
  'USER',
  'DASHBOARD',
  'EDGE',
  'ALARM',
  'RULE_CHAIN',
  'RULE_NODE',
];

/**
 * What the default values cannot tell: allowed values of enumerated settings and lower bounds, by configuration key
 * (the same key means the same thing in every node, nested keys included). Our own editor hints.
 */
const KEY_HINTS: Readonly<Record<string, Record<string, unknown>>> = {
  scope: { enum: ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] },
  severity: { enum: ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] },
  direction: { enum: ['FROM', 'TO'] },
  originatorSource: { enum: ['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR'] },
  perimeterType: { enum: ['POLYGON', 'CIRCLE'] },
  rangeUnit: { enum: ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'] },
  minInsideDurationTimeUnit: { enum: TIME_UNITS },
  minOutsideDurationTimeUnit: { enum: TIME_UNITS },
  startIntervalTimeUnit: { enum: TIME_UNITS },
  endIntervalTimeUnit: { enum: TIME_UNITS },
  fetchMode: { enum: ['FIRST', 'LAST', 'ALL'] },
  orderBy: { enum: ['ASC', 'DESC'] },
  requestMethod: { enum: ['GET', 'POST', 'PUT', 'DELETE'] },
  queueType: { enum: ['STANDARD', 'FIFO'] },
  smtpProtocol: { enum: ['smtp', 'smtps'] },
  tlsVersion: { enum: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] },
  mailBodyType: { enum: ['false', 'true', 'dynamic'] },
  proxyScheme: { enum: ['http', 'https'] },
  acks: { enum: ['all', '-1', '0', '1'] },
  entityType: { enum: ENTITY_TYPES },
  originatorType: { enum: ENTITY_TYPES },
  originatorTypes: { items: { type: 'string', enum: ENTITY_TYPES } },
  alarmStatusList: { items: { type: 'string', enum: ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] } },
  entityTypes: { items: { type: 'string', enum: ENTITY_TYPES } },
  queueName: { enum: ['Main', 'HighPriority', 'SequentialByOriginator'] },
  smtpPort: { minimum: 1, maximum: 65535 },
  port: { minimum: 1, maximum: 65535 },
};

function withHint(schema: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const hint = KEY_HINTS[key];
  const out = hint ? { ...schema, ...hint } : { ...schema };
  const values = out['enum'];
  // A null default stays valid next to the allowed values ("not set").
  if (Array.isArray(values) && value === null) return { ...out, type: ['string', 'null'], enum: [...values, null] };
  if (out['type'] === 'integer' && !('minimum' in out)) out['minimum'] = 0;
  return out;
}

/**
 * The JSON schema (draft-07) of a node configuration: the structure follows the default values, the allowed values
 * and bounds come from {@link KEY_HINTS}.
 */
export function schemaOf(value: unknown, key = ''): Record<string, unknown> {
  const base = key ? { title: title(key) } : {};
  let schema: Record<string, unknown>;
  if (value === null) schema = { ...base, type: ['string', 'number', 'boolean', 'object', 'array', 'null'] };
  else if (Array.isArray(value)) schema = { ...base, type: 'array', items: value.length ? schemaOf(value[0]) : {} };
  else if (typeof value === 'string')
    schema = { ...base, type: 'string', ...(/Script|Js$/.test(key) ? { format: 'javascript' } : {}) };
  else if (typeof value === 'number') schema = { ...base, type: Number.isInteger(value) ? 'integer' : 'number' };
  else if (typeof value === 'boolean') schema = { ...base, type: 'boolean' };
  else {
    const obj = value as Record<string, unknown>;
    const properties = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, schemaOf(v, k)]));
    schema = { ...base, type: 'object', properties, additionalProperties: true };
  }
  return key ? withHint(schema, key, value) : schema;
}

/** Builds the ComponentDescriptor of a spec. */
export function toDescriptor(spec: NodeSpec): Record<string, unknown> {
  const [type, cls, name, relationTypes, defaultConfiguration, configDirective, description, opts = {}] = spec;
  const clazz = PREFIX + cls;
  return {
    id: { id: stableUuid(clazz) },
    createdTime: CREATED,
    type,
    scope: 'TENANT',
    name,
    clazz,
    configurationDescriptor: {
      nodeDefinition: {
        details: description,
        description,
        inEnabled: opts.inEnabled ?? true,
        outEnabled: true,
        relationTypes: relationTypes.includes('Failure') ? relationTypes : [...relationTypes, 'Failure'],
        customRelations: opts.customRelations ?? false,
        ruleChainNode: false,
        defaultConfiguration,
        configurationSchema: { $schema: 'http://json-schema.org/draft-07/schema#', ...schemaOf(defaultConfiguration) },
        uiResources: ['static/rulenode/rulenode-core-config.js'],
        configDirective,
        icon: '',
        iconUrl: '',
        docUrl: '',
      },
    },
    actions: null,
  };
}

/** Rule chain types a spec is offered in. */
export function chainTypesOf(spec: NodeSpec): ('CORE' | 'EDGE')[] {
  return spec[7]?.types ?? ['CORE', 'EDGE'];
}
