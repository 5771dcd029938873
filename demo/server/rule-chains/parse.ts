/** Parsing of RuleChainMetaData bodies. */
import { badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { optBool, optInt, optString, parseEntityId, type Json } from '../http/validate.js';
import type { MetadataInput, NodeInput } from './model.js';

function list(body: Json, key: string): unknown[] {
  const v = body[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badRequest(`Invalid value of field '${key}'`);
  return v;
}

function index(v: unknown, size: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= size)
    throw badRequest('Rule node connection index is out of range!');
  return v;
}

/** Parses metadata (nodes, connections, ruleChainConnections). @throws 400/31 on malformed parts. */
export function parseMetadata(body: Json): MetadataInput {
  const nodes: NodeInput[] = list(body, 'nodes').map((raw) => {
    if (!isJsonObject(raw)) throw badRequest('Invalid rule node');
    const type = optString(raw, 'type');
    const name = optString(raw, 'name');
    if (!type || type.trim() === '') throw badRequest('Rule node type should be specified!');
    if (!name || name.trim() === '') throw badRequest('Rule node name should be specified!');
    return {
      id: parseEntityId(raw['id'], 'RULE_NODE')?.id ?? null,
      type,
      name,
      debugMode: optBool(raw, 'debugMode'),
      configuration: raw['configuration'] ?? null,
      additionalInfo: raw['additionalInfo'] ?? null,
      createdTime: optInt(raw, 'createdTime'),
    };
  });
  const connections = list(body, 'connections').map((raw) => {
    if (!isJsonObject(raw)) throw badRequest('Invalid rule node connection');
    const type = optString(raw, 'type');
    if (!type) throw badRequest('Rule node connection type should be specified!');
    return { fromIndex: index(raw['fromIndex'], nodes.length), toIndex: index(raw['toIndex'], nodes.length), type };
  });
  const rawLinks = body['ruleChainConnections'];
  const ruleChainConnections =
    rawLinks === undefined || rawLinks === null
      ? null
      : list(body, 'ruleChainConnections').map((raw) => {
          if (!isJsonObject(raw)) throw badRequest('Invalid rule chain connection');
          const target = parseEntityId(raw['targetRuleChainId'], 'RULE_CHAIN');
          if (!target) throw badRequest('Target rule chain should be specified!');
          return {
            fromIndex: index(raw['fromIndex'], nodes.length),
            targetRuleChainId: target.id,
            additionalInfo: raw['additionalInfo'] ?? null,
            type: optString(raw, 'type') ?? 'Success',
          };
        });
  const first = optInt(body, 'firstNodeIndex');
  return {
    firstNodeIndex: first !== null && first >= 0 && first < nodes.length ? first : null,
    nodes,
    connections,
    ruleChainConnections,
  };
}
