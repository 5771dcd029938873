/**
 * What the toolbar, the keyboard and the canvas can do to the chain: add (drop or keyboard), delete, select all,
 * nudge, copy/cut/paste through the cross-tab clipboard, toggle debug, connect. Each edit is one undo step.
 */
import { useRef } from 'react';
import type { ComponentDescriptor } from '../../../api/components';
import { definitionOf, RULE_CHAIN_CLAZZ } from '../model/catalog';
import { INPUT_KEY, type XY } from '../model/chain-doc';
import { copySelection, pasteInto, readClipboard, writeClipboard } from '../model/clipboard';
import {
  addLink,
  addNode,
  makeLink,
  makeNode,
  nudge,
  removeItems,
  setRelations,
  uniqueName,
  updateNode,
} from '../model/edits';
import type { ChainEditor } from './use-chain-editor';

export interface EditorActions {
  add(clazz: string, position: XY): void;
  deleteSelection(): void;
  selectAll(): void;
  nudge(dx: number, dy: number): void;
  copy(): boolean;
  cut(): void;
  paste(at?: XY): boolean;
  toggleDebug(key: string): void;
  /** Set the relation types between two nodes (empty = remove the link). */
  relate(source: string, target: string, types: string[]): void;
}

const clone = (v: unknown): unknown => (v === undefined ? {} : JSON.parse(JSON.stringify(v)));

export function useEditorActions(
  editor: ChainEditor,
  descriptors: ReadonlyMap<string, ComponentDescriptor>,
): EditorActions {
  const ref = useRef({ editor, descriptors });
  ref.current = { editor, descriptors };
  const [actions] = useStateOnce(() => {
    const ed = () => ref.current.editor;
    const selectedItems = () => {
      const sel = ed().selected;
      const doc = ed().current();
      return new Set([...doc.nodes, ...doc.links].filter((n) => sel.has(n.key)).map((n) => n.key));
    };
    const a: EditorActions = {
      add(clazz, position) {
        const e = ed();
        const doc = e.current();
        if (clazz === RULE_CHAIN_CLAZZ) {
          const link = makeLink(position);
          e.commit(addLink(doc, link));
          e.select(new Set([link.key]));
          return;
        }
        const d = ref.current.descriptors.get(clazz);
        if (!d) return;
        const node = makeNode(clazz, uniqueName(doc, d.name), clone(definitionOf(d).defaultConfiguration), position);
        e.commit(addNode(doc, node));
        e.select(new Set([node.key]));
      },
      deleteSelection() {
        const e = ed();
        const sel = e.selected;
        const items = new Set([...sel].filter((k) => !k.includes('->') && k !== INPUT_KEY));
        const edges = new Set([...sel].filter((k) => k.includes('->')));
        if (!items.size && !edges.size) return;
        e.commit(removeItems(e.current(), items, edges));
        e.select(new Set());
      },
      selectAll() {
        const doc = ed().current();
        ed().select(new Set([...doc.nodes.map((n) => n.key), ...doc.links.map((l) => l.key)]));
      },
      nudge(dx, dy) {
        const keys = selectedItems();
        if (keys.size) ed().commit(nudge(ed().current(), keys, dx, dy), `nudge:${[...keys].join(',')}`);
      },
      copy() {
        const data = copySelection(ed().current(), selectedItems());
        if (data) writeClipboard(data);
        return !!data;
      },
      cut() {
        if (a.copy()) a.deleteSelection();
      },
      paste(at) {
        const data = readClipboard();
        if (!data) return false;
        const e = ed();
        const { doc, keys } = pasteInto(e.current(), data, at);
        e.commit(doc);
        e.select(new Set(keys));
        return true;
      },
      toggleDebug(key) {
        const e = ed();
        const node = e.current().nodes.find((n) => n.key === key);
        if (node) e.commit(updateNode(e.current(), key, { debugMode: !node.debugMode }));
      },
      relate(source, target, types) {
        const e = ed();
        e.commit(setRelations(e.current(), source, target, source === INPUT_KEY ? [''] : types));
      },
    };
    return a;
  });
  return actions;
}

/** useState with a lazy initialiser whose result never changes (stable action object). */
function useStateOnce<T>(make: () => T): [T] {
  const box = useRef<{ v: T } | null>(null);
  box.current ??= { v: make() };
  return [box.current.v];
}
