import { describe, expect, it } from 'vitest';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusEntry } from '../../../fixtures/corpus.mjs';
import { fromMetadata, INPUT_KEY, toMetadata } from '../../../../src/features/rule-chains/model/chain-doc';
import {
  addNode,
  edgeGroupId,
  makeNode,
  removeItems,
  setRelations,
  uniqueName,
} from '../../../../src/features/rule-chains/model/edits';
import { historyReducer, initHistory, isDirty } from '../../../../src/features/rule-chains/model/history';
import { copySelection, pasteInto } from '../../../../src/features/rule-chains/model/clipboard';
import {
  docFromFile,
  parseRuleChainFile,
  RuleChainFileError,
  toRuleChainFile,
} from '../../../../src/features/rule-chains/model/rule-chain-file';

/** Import → document → export keeps nodes, positions, configuration and links of a ThingsBoard rule chain file. */
function roundTrips(file: CorpusEntry) {
  const original = file.json as {
    ruleChain: Record<string, unknown>;
    metadata: { nodes: { name: string; additionalInfo: { layoutX: number; layoutY: number } }[] };
  };
  const doc = docFromFile(parseRuleChainFile(file.text));
  expect(doc.nodes.map((n) => [n.name, n.position.x, n.position.y])).toEqual(
    original.metadata.nodes.map((n) => [n.name, n.additionalInfo.layoutX, n.additionalInfo.layoutY]),
  );
  const out = toRuleChainFile(
    { ...original.ruleChain, id: { entityType: 'RULE_CHAIN', id: 'x' }, createdTime: 1 } as never,
    doc,
  );
  expect(out.metadata).toEqual(original.metadata);
  expect(Object.keys(out.ruleChain).sort()).toEqual(Object.keys(original.ruleChain).sort());
  expect(out.ruleChain.name).toBe(original.ruleChain['name']);
  expect(out.ruleChain.type).toBe(original.ruleChain['type']);
}

describe('rule chain files: round trip of our fixtures (tests/fixtures/rule_chains)', () => {
  const files = readCorpus('fixtures', 'rule_chains');
  it('covers CORE and EDGE chains, fan-out and fan-in, two labels on one pair, custom labels and links to other chains', () => {
    const metas = files.map(
      (f) =>
        f.json as {
          ruleChain: { type: string };
          metadata: {
            connections: { fromIndex: number; toIndex: number; type: string }[];
            ruleChainConnections: unknown[] | null;
          };
        },
    );
    expect(new Set(metas.map((m) => m.ruleChain.type))).toEqual(new Set(['CORE', 'EDGE']));
    const links = metas.flatMap((m) => m.metadata.connections);
    const pairs = links.map((c) => `${c.fromIndex}-${c.toIndex}`);
    expect(pairs.length).toBeGreaterThan(new Set(pairs).size); // one pair linked under two labels
    const fanOut = metas.some((m) =>
      m.metadata.connections.some((c, i, all) =>
        all.some((d, j) => j !== i && d.fromIndex === c.fromIndex && d.type === c.type && d.toIndex !== c.toIndex),
      ),
    );
    const fanIn = metas.some((m) =>
      m.metadata.connections.some((c, i, all) =>
        all.some((d, j) => j !== i && d.toIndex === c.toIndex && d.fromIndex !== c.fromIndex),
      ),
    );
    expect([fanOut, fanIn]).toEqual([true, true]);
    expect(links.some((c) => !['Success', 'Failure', 'True', 'False'].includes(c.type) && /^[a-z]/.test(c.type))).toBe(
      true,
    );
    expect(metas.some((m) => (m.metadata.ruleChainConnections ?? []).length > 1)).toBe(true);
  });
  for (const f of files)
    it(`${f.name}: import → document → export keeps nodes, positions, configuration and links`, () => roundTrips(f));
  it('rejects files that are not rule chain exports', () => {
    expect(() => parseRuleChainFile('{"title":"a dashboard"}')).toThrow(RuleChainFileError);
    expect(() => parseRuleChainFile('not json')).toThrow(RuleChainFileError);
    expect(() => parseRuleChainFile('{"ruleChain":{"name":"x"},"metadata":{"nodes":"no"}}')).toThrow(
      RuleChainFileError,
    );
  });
});

describe.skipIf(!compatDir())(
  `rule chain files: round trip of every ThingsBoard 3.3.1 export (${compatDir() ? 'IOT_TB_COMPAT_DIR' : COMPAT_SKIP})`,
  () => {
    const files = compatDir() ? readCorpus('compat', 'rule_chains') : [];
    it('finds the exports', () => expect(files.length).toBeGreaterThanOrEqual(2));
    for (const f of files)
      it(`${f.name}: import → document → export keeps nodes, positions, configuration and links`, () => roundTrips(f));
  },
);

/** Rule chain metadata: two nodes linked by Success, and two links to one other rule chain sharing a rule chain node. */
const meta = {
  firstNodeIndex: 0,
  nodes: [
    {
      id: { entityType: 'RULE_NODE', id: 'a' },
      createdTime: 5,
      type: 'X',
      name: 'A',
      debugMode: true,
      configuration: { k: 1 },
      additionalInfo: { layoutX: 10, layoutY: 20, description: 'd', extra: 1 },
    },
    {
      id: { entityType: 'RULE_NODE', id: 'b' },
      type: 'Y',
      name: 'B',
      debugMode: false,
      configuration: null,
      additionalInfo: { layoutX: 30, layoutY: 40 },
    },
  ],
  connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
  ruleChainConnections: [
    {
      fromIndex: 1,
      targetRuleChainId: { entityType: 'RULE_CHAIN', id: 'c1' },
      additionalInfo: { layoutX: 500, layoutY: 60, ruleChainNodeId: 'rule-chain-node-3' },
      type: 'Success',
    },
    {
      fromIndex: 0,
      targetRuleChainId: { entityType: 'RULE_CHAIN', id: 'c1' },
      additionalInfo: { layoutX: 500, layoutY: 60, ruleChainNodeId: 'rule-chain-node-3' },
      type: 'Failure',
    },
  ],
};

describe('chain document', () => {
  it('turns ruleChainConnections into one rule chain node per ruleChainNodeId and back', () => {
    const doc = fromMetadata(meta);
    expect(doc.links).toHaveLength(1);
    expect(doc.links[0]!.targetRuleChainId).toBe('c1');
    expect(doc.firstNode).toBe('a');
    const back = toMetadata(doc, { entityType: 'RULE_CHAIN', id: 'rc' });
    expect(back.ruleChainConnections).toEqual(meta.ruleChainConnections);
    expect(back.nodes[0]).toMatchObject({
      id: { id: 'a' },
      createdTime: 5,
      ruleChainId: { id: 'rc' },
      additionalInfo: { extra: 1, description: 'd' },
    });
    expect(back.connections).toEqual(meta.connections);
  });

  it('deleting a node removes its edges and the Input link to it; relation types are set per pair', () => {
    let doc = fromMetadata(meta);
    doc = setRelations(doc, 'a', 'b', ['Success', 'Failure']);
    expect(doc.edges.filter((e) => e.source === 'a' && e.target === 'b').map((e) => e.type)).toEqual([
      'Success',
      'Failure',
    ]);
    doc = setRelations(doc, 'a', 'b', ['Failure']);
    expect(doc.edges.filter((e) => e.source === 'a' && e.target === 'b').map((e) => e.type)).toEqual(['Failure']);
    const removed = removeItems(doc, new Set(['a']));
    expect(removed.firstNode).toBe(null);
    expect(removed.edges.every((e) => e.source !== 'a' && e.target !== 'a')).toBe(true);
    expect(removeItems(doc, new Set(), new Set([edgeGroupId(INPUT_KEY, 'a')])).firstNode).toBe(null);
    expect(setRelations(doc, INPUT_KEY, 'b', ['']).firstNode).toBe('b');
  });

  it('names new nodes uniquely; the first node of an empty chain gets the Input link', () => {
    let doc = fromMetadata({ nodes: [], connections: [], ruleChainConnections: null, firstNodeIndex: null });
    doc = addNode(doc, makeNode('X', uniqueName(doc, 'script'), {}, { x: 0, y: 0 }));
    doc = addNode(doc, makeNode('X', uniqueName(doc, 'script'), {}, { x: 0, y: 0 }));
    expect(doc.nodes.map((n) => n.name)).toEqual(['script', 'script 2']);
    expect(doc.firstNode).toBe(doc.nodes[0]!.key);
  });

  it('copy/paste makes new nodes with the edges among them, offset', () => {
    const doc = fromMetadata(meta);
    const clip = copySelection(doc, new Set(['a', 'b']))!;
    const { doc: pasted, keys } = pasteInto(doc, clip);
    expect(pasted.nodes).toHaveLength(4);
    expect(keys).toHaveLength(2);
    const copies = pasted.nodes.slice(2);
    expect(copies.map((n) => [n.id, n.position])).toEqual([
      [null, { x: 50, y: 60 }],
      [null, { x: 70, y: 80 }],
    ]);
    expect(pasted.edges.filter((e) => keys.includes(e.source))).toEqual([
      { source: keys[0], target: keys[1], type: 'Success' },
    ]);
  });

  it('history: steps undo and redo; typing coalesces; revert goes back to saved', () => {
    const d0 = fromMetadata(meta);
    let h = initHistory(d0);
    const d1 = { ...d0, firstNode: 'b' };
    const d2 = { ...d1, firstNode: null };
    h = historyReducer(h, { kind: 'commit', doc: d1, coalesce: 'name', at: 1000 });
    h = historyReducer(h, { kind: 'commit', doc: d2, coalesce: 'name', at: 1500 });
    expect(h.past).toHaveLength(1);
    h = historyReducer(h, { kind: 'undo' });
    expect(h.present).toBe(d0);
    expect(isDirty(h)).toBe(false);
    h = historyReducer(h, { kind: 'redo' });
    expect(h.present).toBe(d2);
    h = historyReducer(h, { kind: 'revert' });
    expect(h.present).toBe(d0);
    h = historyReducer(h, { kind: 'undo' });
    expect(h.present).toBe(d2);
  });
});
