/**
 * Rule node catalogue: every one of ThingsBoard 3.3.1's 57 rule node classes (tests/fixtures/rule-nodes.json) is served
 * by `/api/components` with the same facts (type, name, clazz, relation types, customRelations, inEnabled, rule chain
 * types, configuration keys, config directive), and each has our own JSON schema that its default configuration
 * satisfies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, body } from '../helpers.js';
import { fixture, type Fixture } from '../fixtures.js';

interface Row {
  type: string;
  clazz: string;
  name: string;
  relationTypes: string[];
  configKeys: string[];
  configDirective: string;
  ruleChainTypes?: ('CORE' | 'EDGE')[];
  customRelations?: boolean;
  inEnabled?: boolean;
}

function nodeRows(): Row[] {
  const file = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/rule-nodes.json'), 'utf8')) as { nodes: Row[] };
  return file.nodes.map((r) => ({ ...r, clazz: `org.thingsboard.rule.engine.${r.clazz}` }));
}

interface Descriptor {
  type: string;
  name: string;
  clazz: string;
  scope: string;
  configurationDescriptor: {
    nodeDefinition: {
      relationTypes: string[];
      customRelations: boolean;
      inEnabled: boolean;
      outEnabled: boolean;
      configDirective: string;
      defaultConfiguration: Record<string, unknown>;
      configurationSchema: Schema;
    };
  };
}
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
}

/** A small JSON-schema checker for the subset our schemas use (type, enum, properties, required, items). */
function violations(schema: Schema, value: unknown, path = '$'): string[] {
  const out: string[] = [];
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const actual =
    value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
    out.push(`${path}: ${actual} not in ${types.join('|')}`);
  if (schema.enum && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    out.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if (actual === 'object' && value && typeof value === 'object') {
    for (const req of schema.required ?? []) if (!(req in value)) out.push(`${path}.${req}: required`);
    for (const [k, v] of Object.entries(value)) {
      const sub = schema.properties?.[k];
      if (sub) out.push(...violations(sub, v, `${path}.${k}`));
      else if (schema.additionalProperties === false) out.push(`${path}.${k}: not allowed`);
    }
  }
  if (actual === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) => out.push(...violations(schema.items ?? {}, v, `${path}[${i}]`)));
  return out;
}

let f: Fixture;
let core: Descriptor[] = [];
let edge: Descriptor[] = [];
const rows = nodeRows();
beforeAll(async () => {
  f = await fixture();
  const all = 'FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL';
  core = body<Descriptor[]>(await f.req('GET', `/api/components?componentTypes=${all}&ruleChainType=CORE`, 'ta'));
  edge = body<Descriptor[]>(await f.req('GET', `/api/components?componentTypes=${all}&ruleChainType=EDGE`, 'ta'));
});
afterAll(async () => {
  await f?.server.close();
});

describe("rule node catalogue vs ThingsBoard 3.3.1's", () => {
  it('the fixture lists 57 classes', () => {
    expect(rows).toHaveLength(57);
  });

  it.each(rows.map((r) => [r.clazz.replace('org.thingsboard.rule.engine.', ''), r] as const))(
    '%s',
    async (_short, row) => {
      const inCore = core.find((d) => d.clazz === row.clazz);
      const inEdge = edge.find((d) => d.clazz === row.clazz);
      expect(!!inCore, 'offered in CORE chains').toBe(row.ruleChainTypes?.includes('CORE') ?? true);
      expect(!!inEdge, 'offered in EDGE chains').toBe(row.ruleChainTypes?.includes('EDGE') ?? true);
      const one = body<Descriptor>(await f.req('GET', `/api/component/${row.clazz}`, 'sa'));
      expect(one).toEqual(inCore ?? inEdge);
      const def = one.configurationDescriptor.nodeDefinition;
      expect({ type: one.type, name: one.name, clazz: one.clazz, scope: one.scope }).toEqual({
        type: row.type,
        name: row.name,
        clazz: row.clazz,
        scope: 'TENANT',
      });
      expect(def.relationTypes).toEqual(
        row.relationTypes.includes('Failure') ? row.relationTypes : [...row.relationTypes, 'Failure'],
      );
      expect(def.customRelations).toBe(row.customRelations ?? false);
      expect(def.inEnabled).toBe(row.inEnabled ?? true);
      expect(def.outEnabled).toBe(true);
      expect(def.configDirective).toBe(row.configDirective);
      expect(Object.keys(def.defaultConfiguration).sort()).toEqual([...row.configKeys].sort());
      const schema = def.configurationSchema;
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...row.configKeys].sort());
      expect(violations(schema, def.defaultConfiguration)).toEqual([]);
    },
  );

  it('schemas constrain enumerated settings (they are ours, not inferred from values only)', () => {
    const def = (clazz: string) =>
      core.concat(edge).find((d) => d.clazz === `org.thingsboard.rule.engine.${clazz}`)?.configurationDescriptor
        .nodeDefinition;
    const schemaOf = (clazz: string) => def(clazz)?.configurationSchema ?? {};
    expect(schemaOf('telemetry.TbMsgAttributesNode').properties?.['scope']?.enum).toEqual([
      'CLIENT_SCOPE',
      'SERVER_SCOPE',
      'SHARED_SCOPE',
    ]);
    expect(schemaOf('action.TbCreateAlarmNode').properties?.['severity']?.enum).toEqual([
      'CRITICAL',
      'MAJOR',
      'MINOR',
      'WARNING',
      'INDETERMINATE',
    ]);
    expect(schemaOf('filter.TbCheckRelationNode').properties?.['direction']?.enum).toEqual(['FROM', 'TO']);
    expect(violations(schemaOf('telemetry.TbMsgAttributesNode'), { scope: 'NOPE', notifyDevice: false })).not.toEqual(
      [],
    );
    expect(violations(schemaOf('rpc.TbSendRPCRequestNode'), { timeoutInSeconds: 'soon' })).not.toEqual([]);
  });
});
