/**
 * Pure logic of the JSON schema form: sanitise, validate, conditions, layout; and the settings forms of widget
 * bundles — our fixtures (tests/fixtures/widget_bundles) always, ThingsBoard 3.3.1's 14 system bundles when
 * IOT_TB_COMPAT_DIR is set.
 */
import { describe, expect, it } from 'vitest';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../../fixtures/corpus.mjs';
import { evaluateCondition } from '../../../src/ui/json-schema-form/condition';
import { buildLayout, type FieldNode } from '../../../src/ui/json-schema-form/form-layout';
import { hiddenPaths } from '../../../src/ui/json-schema-form/form-state';
import { sanitize } from '../../../src/ui/json-schema-form/sanitize';
import {
  getAt,
  parseKey,
  pathId,
  schemaAt,
  setAt,
  type JsonSchema,
} from '../../../src/ui/json-schema-form/schema-types';
import { validate } from '../../../src/ui/json-schema-form/validate';

describe('sanitize', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      n: { type: 'number', default: '5' },
      b: { type: 'boolean' },
      s: { type: 'string' },
      o: { type: 'object', properties: { x: { type: 'integer', default: 1 } } },
      e: { type: 'object', properties: { y: { type: 'string' } } },
      list: { type: 'array', items: { type: 'object', properties: { k: { type: 'string', default: 'v' } } } },
    },
  };
  it('fills defaults (also inside objects), converts losslessly and keeps unknown keys', () => {
    expect(sanitize(schema, { b: 'true', s: 7, extra: { a: 1 }, list: [{}] })).toEqual({
      n: 5,
      b: true,
      s: '7',
      o: { x: 1 },
      extra: { a: 1 },
      list: [{ k: 'v' }],
    });
  });
  it("treats an empty number ('' default) as no value", () => {
    expect(sanitize({ type: 'object', properties: { max: { type: 'number', default: '' } } }, {})).toEqual({});
  });
  it('keeps what cannot be converted so validation reports it', () => {
    expect(sanitize(schema, { n: 'abc', b: 'yes' })).toMatchObject({ n: 'abc', b: 'yes' });
  });
  it('does not change its input', () => {
    const input = { b: 'false' };
    sanitize(schema, input);
    expect(input).toEqual({ b: 'false' });
  });
});

describe('validate', () => {
  const codes = (schema: JsonSchema, value: unknown) =>
    validate(schema, value).map((e) => `${pathId(e.path)}:${e.code}`);
  it('minimum/maximum with draft-4 exclusive flags and draft-6 exclusive bounds', () => {
    expect(codes({ type: 'number', minimum: 1 }, 1)).toEqual([]);
    expect(codes({ type: 'number', minimum: 1, exclusiveMinimum: true }, 1)).toEqual([':exclusiveMinimum']);
    expect(codes({ type: 'number', maximum: 1, exclusiveMaximum: true }, 1)).toEqual([':exclusiveMaximum']);
    expect(codes({ type: 'number', exclusiveMaximum: 3 }, 3)).toEqual([':exclusiveMaximum']);
    expect(codes({ type: 'number', maximum: 3 }, 4)).toEqual([':maximum']);
  });
  it('min and max length count characters, not UTF-16 units', () => {
    expect(codes({ type: 'string', maxLength: 2 }, '😀😀')).toEqual([]);
    expect(codes({ type: 'string', minLength: 3 }, 'ab')).toEqual([':minLength']);
  });
  it('required in nested objects and array items; null items are required', () => {
    const s: JsonSchema = {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        l: { type: 'array', items: { type: 'object', required: ['x'], properties: { x: { type: 'number' } } } },
      },
    };
    expect(codes(s, { l: [{}, null] })).toEqual(['a:required', 'l.0.x:required', 'l.1:required']);
  });
  it('type, enum, pattern, minItems/maxItems', () => {
    expect(codes({ type: 'integer' }, 1.5)).toEqual([':type']);
    expect(codes({ type: 'string', enum: ['a'] }, 'b')).toEqual([':enum']);
    expect(codes({ type: 'string', pattern: '^\\d+$' }, 'x')).toEqual([':pattern']);
    expect(codes({ type: 'array', minItems: 1 }, [])).toEqual([':minItems']);
    expect(codes({ type: 'array', maxItems: 1 }, [1, 2])).toEqual([':maxItems']);
  });
  it('null is no value: it passes unless required (widget defaults use null)', () => {
    const s: JsonSchema = {
      type: 'object',
      required: ['r'],
      properties: { c: { type: 'string' }, r: { type: 'string' } },
    };
    expect(codes(s, { c: null, r: null })).toEqual(['r:required']);
  });
  it('skips hidden subtrees', () => {
    const s: JsonSchema = { type: 'object', required: ['a'], properties: { a: { type: 'string' } } };
    expect(validate(s, {}, (p) => pathId(p) === 'a')).toEqual([]);
  });
});

describe('conditions (no eval)', () => {
  const model = { a: true, t: 'double', n: 3, nested: { k: 'x' }, list: ['p'] };
  it.each([
    ['model.a === true', true],
    ["model.t === 'double' || model.t === 'integer'", true],
    ["model.t !== 'double'", false],
    ['model.missing', false],
    ['!model.missing && model.n >= 3', true],
    ["model['nested'].k == 'x'", true],
    ['model.list[0] === "p"', true],
    ['arrayIndex === 2', true],
    ['(model.n < 2) || (model.n > 2 && !model.a)', false],
  ])('%s → %s', (cond, expected) => {
    expect(evaluateCondition(cond, { model, arrayIndex: 2 })).toBe(expected);
  });
  it('a condition it cannot parse shows the field; nothing is executed', () => {
    (globalThis as Record<string, unknown>).__hit = false;
    expect(evaluateCondition('(globalThis.__hit = true)', { model })).toBe(true);
    expect(evaluateCondition('model.a ===', { model })).toBe(true);
    expect((globalThis as Record<string, unknown>).__hit).toBe(false);
  });
});

describe('paths and layout', () => {
  it('parses keys with [] and indices, gets and sets immutably', () => {
    expect(parseKey('labels[].font.size')).toEqual(['labels', '[]', 'font', 'size']);
    expect(parseKey("a[2]['b c']")).toEqual(['a', 2, 'b c']);
    const m = { a: [{ b: 1 }] };
    const next = setAt(m, ['a', 0, 'b'], 2);
    expect(getAt(next, ['a', 0, 'b'])).toBe(2);
    expect(m.a[0]!.b).toBe(1);
    expect(setAt({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
  });
  it('default form "*" follows schema order; object entries override type, title, items and condition', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['c'],
      properties: { a: { type: 'string', title: 'A' }, c: { type: 'string', enum: ['x', 'y'] } },
    };
    const [g] = buildLayout(schema);
    expect(g!.fields.map((f) => [f.key?.join('.'), f.kind, f.required])).toEqual([
      ['a', 'text', false],
      ['c', 'select', true],
    ]);
    const [g2] = buildLayout(schema, [{ key: 'a', type: 'javascript', title: 'Fn', condition: 'model.c' }]);
    expect(g2!.fields[0]).toMatchObject({ kind: 'code', mode: 'javascript', title: 'Fn', condition: 'model.c' });
  });
  it('hidden paths follow conditions, inside arrays with arrayIndex', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { l: { type: 'array', items: { type: 'object', properties: { v: { type: 'string' } } } } },
    };
    const groups = buildLayout(schema, [{ key: 'l', items: [{ key: 'l[].v', condition: 'arrayIndex > 0' }] }]);
    expect([...hiddenPaths(groups, { l: [{}, {}] })]).toEqual(['l.0.v']);
  });
});

/** The non-empty settings and data key settings forms of every widget type of a source's bundles. */
function settingsForms(source: CorpusSource): { name: string; schema: JsonSchema; form?: unknown[] }[] {
  const defs: { name: string; schema: JsonSchema; form?: unknown[] }[] = [];
  for (const file of readCorpus(source, 'widget_bundles')) {
    const json = file.json as { widgetTypes: { name: string; descriptor: Record<string, unknown> }[] };
    for (const w of json.widgetTypes) {
      for (const k of ['settingsSchema', 'dataKeySettingsSchema']) {
        const raw = w.descriptor[k];
        const def = (typeof raw === 'string' ? (raw.trim() ? JSON.parse(raw) : {}) : (raw ?? {})) as {
          schema?: JsonSchema;
          form?: unknown[];
        };
        if (def.schema && Object.keys(def.schema).length)
          defs.push({ name: `${file.name}/${w.name}/${k}`, schema: def.schema, form: def.form });
      }
    }
  }
  return defs;
}

const keysOf = (nodes: FieldNode[]): number => nodes.reduce((n, f) => n + (f.key ? 1 : 0) + keysOf(f.children), 0);
/** Layout keys the schema declares (a layout may name a key its schema lacks: ThingsBoard's 'Timeseries table' does). */
const formKeys = (schema: JsonSchema, entries: unknown[] | undefined): number =>
  (entries ?? []).reduce<number>((n, e) => {
    if (Array.isArray(e)) return n + formKeys(schema, e);
    const known = (key: unknown) => (typeof key === 'string' && key !== '*' && schemaAt(schema, parseKey(key)) ? 1 : 0);
    if (typeof e === 'string') return n + known(e);
    const item = e as { key?: unknown; items?: unknown[]; type?: string };
    const sub =
      item.items && !['rc-select', 'select', 'radios'].includes(item.type ?? '') ? formKeys(schema, item.items) : 0;
    return n + known(item.key) + sub;
  }, 0);

for (const [source, expected] of [
  ['fixtures', 9],
  ['compat', 66],
] as const) {
  const off = source === 'compat' && !compatDir();
  describe.skipIf(off)(
    source === 'fixtures'
      ? 'widget settings forms of our fixture bundles'
      : `ThingsBoard 3.3.1 widget settings corpus (${off ? COMPAT_SKIP : 'IOT_TB_COMPAT_DIR'})`,
    () => {
      const defs = off ? [] : settingsForms(source);
      it(`finds the ${expected} non-empty schemas`, () => {
        expect(defs.length).toBe(expected);
      });
      it('binds every key of every layout to the schema (nothing silently dropped)', () => {
        const dropped = defs
          .filter(
            (d) =>
              d.form?.length &&
              keysOf(buildLayout(d.schema, d.form).flatMap((g) => g.fields)) < formKeys(d.schema, d.form),
          )
          .map((d) => d.name);
        expect(dropped).toEqual([]);
      });
      it('every pristine model sanitises to a model whose only errors are required fields without a default', () => {
        const other = defs.flatMap((d) => {
          const groups = buildLayout(d.schema, d.form);
          const model = sanitize(d.schema, {});
          const hidden = hiddenPaths(groups, model);
          return validate(d.schema, model, (p) => hidden.has(pathId(p)))
            .filter((e) => e.code !== 'required')
            .map((e) => `${d.name}: ${pathId(e.path)} ${e.code}`);
        });
        expect(other).toEqual([]);
      });
    },
  );
}
