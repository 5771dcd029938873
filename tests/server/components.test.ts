/**
 * Rule node catalogue: every one of the 57 rule node classes of contract §8 is served by
 * `/api/components` with the facts of the table (type, name, clazz, relation types, customRelations, inEnabled,
 * rule chain types, configuration keys, config directive), and each has our own JSON schema that its default
 * configuration satisfies. The table is read from ../shared at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, body } from './helpers.js';
import { fixture, type Fixture } from './fixtures.js';

interface Row {
  type: string;
  clazz: string;
  name: string;
  relationTypes: string[];
  configKeys: string[];
  directive: string;
  notes: string;
}

function contractRows(): Row[] {
  const text = readFileSync(join(ROOT, '../shared/thingsboard-3.3.1-contract.md'), 'utf8');
  const section = text.slice(text.indexOf('## 8. Rule node component descriptors'), text.indexOf('## 9. Quirks'));
  return section
    .split('\n')
    .filter((l) => /^\| (FILTER|ENRICHMENT|TRANSFORMATION|ACTION|EXTERNAL) \|/.test(l))
    .map((l) => {
      const c = l.split('|').slice(1, -1).map((s) => s.trim());
      const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
      return {
        type: c[0] ?? '', clazz: `org.thingsboard.rule.engine.${c[1] ?? ''}`, name: c[2] ?? '', relationTypes: list(c[3] ?? ''),
        configKeys: list(c[4] ?? '').map((k) => k.replace('(*)', '')), directive: c[5] ?? '', notes: c[6] ?? '',
      };
    });
}

interface Descriptor {
  type: string;
  name: string;
  clazz: string;
  scope: string;
  configurationDescriptor: {
    nodeDefinition: {
      relationTypes: string[]; customRelations: boolean; inEnabled: boolean; outEnabled: boolean; configDirective: string;
      defaultConfiguration: Record<string, unknown>; configurationSchema: Schema;
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
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) out.push(`${path}: ${actual} not in ${types.join('|')}`);
  if (schema.enum && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) out.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if (actual === 'object' && value && typeof value === 'object') {
    for (const req of schema.required ?? []) if (!(req in value)) out.push(`${path}.${req}: required`);
    for (const [k, v] of Object.entries(value)) {
      const sub = schema.properties?.[k];
      if (sub) out.push(...violations(sub, v, `${path}.${k}`));
      else if (schema.additionalProperties === false) out.push(`${path}.${k}: not allowed`);
    }
  }
  if (actual === 'array' && schema.items) (value as unknown[]).forEach((v, i) => out.push(...violations(schema.items ?? {}, v, `${path}[${i}]`)));
  return out;
}

let f: Fixture;
let core: Descriptor[] = [];
let edge: Descriptor[] = [];
const rows = contractRows();
beforeAll(async () => {
  f = await fixture();
  const all = 'FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL';
  core = body<Descriptor[]>(await f.req('GET', `/api/components?componentTypes=${all}&ruleChainType=CORE`, 'ta'));
  edge = body<Descriptor[]>(await f.req('GET', `/api/components?componentTypes=${all}&ruleChainType=EDGE`, 'ta'));
});
afterAll(async () => {
  await f?.server.close();
});

describe('rule node catalogue vs contract §8', () => {
  it('the contract table lists 57 classes', () => {
    expect(rows).toHaveLength(57);
  });

  it.each(rows.map((r) => [r.clazz.replace('org.thingsboard.rule.engine.', ''), r] as const))('%s', async (_short, row) => {
    const inCore = core.find((d) => d.clazz === row.clazz);
    const inEdge = edge.find((d) => d.clazz === row.clazz);
    expect(!!inCore, 'offered in CORE chains').toBe(!row.notes.includes('only EDGE'));
    expect(!!inEdge, 'offered in EDGE chains').toBe(!row.notes.includes('only CORE'));
    const one = body<Descriptor>(await f.req('GET', `/api/component/${row.clazz}`, 'sa'));
    expect(one).toEqual(inCore ?? inEdge);
    const def = one.configurationDescriptor.nodeDefinition;
    expect({ type: one.type, name: one.name, clazz: one.clazz, scope: one.scope }).toEqual({ type: row.type, name: row.name, clazz: row.clazz, scope: 'TENANT' });
    expect(def.relationTypes).toEqual(row.relationTypes.includes('Failure') ? row.relationTypes : [...row.relationTypes, 'Failure']);
    expect(def.customRelations).toBe(row.notes.includes('customRelations'));
    expect(def.inEnabled).toBe(!row.notes.includes('no input'));
    expect(def.outEnabled).toBe(true);
    expect(def.configDirective).toBe(row.directive);
    expect(Object.keys(def.defaultConfiguration).sort()).toEqual([...row.configKeys].sort());
    const schema = def.configurationSchema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...row.configKeys].sort());
    expect(violations(schema, def.defaultConfiguration)).toEqual([]);
  });

  it('schemas constrain enumerated settings (they are ours, not inferred from values only)', () => {
    const def = (clazz: string) => core.concat(edge).find((d) => d.clazz === `org.thingsboard.rule.engine.${clazz}`)?.configurationDescriptor.nodeDefinition;
    const schemaOf = (clazz: string) => def(clazz)?.configurationSchema ?? {};
    expect(schemaOf('telemetry.TbMsgAttributesNode').properties?.['scope']?.enum).toEqual(['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE']);
    expect(schemaOf('action.TbCreateAlarmNode').properties?.['severity']?.enum).toEqual(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE']);
    expect(schemaOf('filter.TbCheckRelationNode').properties?.['direction']?.enum).toEqual(['FROM', 'TO']);
    expect(violations(schemaOf('telemetry.TbMsgAttributesNode'), { scope: 'NOPE', notifyDevice: false })).not.toEqual([]);
    expect(violations(schemaOf('rpc.TbSendRPCRequestNode'), { timeoutInSeconds: 'soon' })).not.toEqual([]);
  });
});
