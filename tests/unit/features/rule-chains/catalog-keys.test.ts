import { describe, expect, it } from 'vitest';
import type { ComponentDescriptor } from '../../../../src/api/components';
import { commandOf } from '../../../../src/features/rule-chains/editor/editor-keys';
import { libraryGroups, relationOptions, scriptFields } from '../../../../src/features/rule-chains/model/catalog';

const d = (type: string, name: string, extra: Record<string, unknown> = {}): ComponentDescriptor => ({
  type,
  name,
  clazz: `org.thingsboard.rule.engine.${name.replace(/ /g, '')}`,
  configurationDescriptor: { nodeDefinition: { relationTypes: ['True', 'False'], ...extra } },
});

describe('node library', () => {
  const all = [
    d('EXTERNAL', 'kafka'),
    d('ACTION', 'log'),
    d('FILTER', 'switch'),
    d('ENRICHMENT', 'customer details'),
    d('TRANSFORMATION', 'script'),
    d('FILTER', 'check relation'),
  ];
  it('groups in the spec order FILTER, ENRICHMENT, TRANSFORMATION, ACTION, EXTERNAL, RULE_CHAIN; names sorted', () => {
    const g = libraryGroups(all);
    expect(g.map((x) => x.category)).toEqual([
      'FILTER',
      'ENRICHMENT',
      'TRANSFORMATION',
      'ACTION',
      'EXTERNAL',
      'RULE_CHAIN',
    ]);
    expect(g[0]!.items.map((i) => i.name)).toEqual(['check relation', 'switch']);
  });
  it('searches by name or class, case-insensitively', () => {
    expect(libraryGroups(all, 'KAF').flatMap((x) => x.items.map((i) => i.name))).toEqual(['kafka']);
    expect(libraryGroups(all, 'rule chain').flatMap((x) => x.items.map((i) => i.name))).toEqual(['rule chain']);
  });
  it('relation types: the source node offers them, Failure always, custom only when allowed', () => {
    expect(relationOptions(d('FILTER', 'x'))).toEqual({ types: ['True', 'False', 'Failure'], custom: false });
    expect(relationOptions(d('FILTER', 'x', { relationTypes: ['Failure'], customRelations: true }))).toEqual({
      types: ['Failure'],
      custom: true,
    });
    expect(relationOptions(undefined).custom).toBe(true);
  });
  it('script fields: known node scripts with their function names, plus schema-marked JavaScript fields', () => {
    const f = scriptFields('org.thingsboard.rule.engine.filter.TbJsFilterNode', { jsScript: '' }, null);
    expect(f.get('jsScript')).toMatchObject({ functionName: 'Filter', scriptType: 'filter', resultType: 'boolean' });
    const g = scriptFields('com.x.Custom', { code: '' }, { properties: { code: { format: 'javascript' } } });
    expect(g.get('code')).toMatchObject({ functionName: 'code', resultType: 'any' });
  });
});

describe('editor keys', () => {
  const key = (k: string, m: Partial<KeyboardEvent> = {}) =>
    commandOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: null, ...m });
  it('maps the shortcuts', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(key('Z', { metaKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(key('y', { ctrlKey: true })).toEqual({ kind: 'redo' });
    expect(key('a', { ctrlKey: true })).toEqual({ kind: 'select-all' });
    expect(key('Delete')).toEqual({ kind: 'delete' });
    expect(key('ArrowLeft')).toEqual({ kind: 'nudge', dx: -10, dy: 0 });
    expect(key('ArrowDown', { shiftKey: true })).toEqual({ kind: 'nudge', dx: 0, dy: 1 });
    expect(key('v', { metaKey: true })).toEqual({ kind: 'paste' });
    expect(key('f')).toEqual({ kind: 'fit' });
    expect(key('q')).toBe(null);
  });
});
