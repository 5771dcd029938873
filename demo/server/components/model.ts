/** ComponentDescriptor construction (contract §4.13) and our JSON schema for each node's configuration. */
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
export const COMPONENT_TYPES: readonly ComponentType[] = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL'];

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

/** A JSON schema (draft-07) describing a configuration, inferred from its default values. */
export function schemaOf(value: unknown, key = ''): Record<string, unknown> {
  const base = key ? { title: title(key) } : {};
  if (value === null) return { ...base, type: ['string', 'number', 'boolean', 'object', 'array', 'null'] };
  if (Array.isArray(value)) return { ...base, type: 'array', items: value.length ? schemaOf(value[0]) : {} };
  switch (typeof value) {
    case 'string':
      return { ...base, type: 'string', ...(/Script|Js$/.test(key) ? { format: 'javascript' } : {}) };
    case 'number':
      return { ...base, type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    default: {
      const obj = value as Record<string, unknown>;
      const properties = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, schemaOf(v, k)]));
      return { ...base, type: 'object', properties, additionalProperties: true };
    }
  }
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
