/**
 * Draft recovery after a reload (beyond ThingsBoard, which loses unsaved edits): the unsaved document of a chain is
 * kept in localStorage (`TB-rule-chain-draft:<id>`) on every change and removed on save or decline. On the next open
 * the editor offers to restore it when it differs from what the server has.
 */
import type { ChainDoc } from './chain-doc';

const PREFIX = 'TB-rule-chain-draft:';

export interface Draft {
  savedAt: number;
  doc: ChainDoc;
}

export function draftKey(ruleChainId: string): string {
  return PREFIX + ruleChainId;
}

export function writeDraft(
  ruleChainId: string,
  doc: ChainDoc,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(draftKey(ruleChainId), JSON.stringify({ savedAt: now, doc } satisfies Draft));
  } catch {
    /* storage full or disabled: no recovery, editing still works */
  }
}

export function readDraft(ruleChainId: string, storage: Storage = localStorage): Draft | null {
  try {
    const raw = storage.getItem(draftKey(ruleChainId));
    const d = raw ? (JSON.parse(raw) as Draft) : null;
    return d &&
      typeof d.savedAt === 'number' &&
      d.doc &&
      Array.isArray(d.doc.nodes) &&
      Array.isArray(d.doc.edges) &&
      Array.isArray(d.doc.links)
      ? d
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(ruleChainId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(ruleChainId));
  } catch {
    /* nothing to clear */
  }
}

/** Whether two documents would save the same thing (same nodes, positions, links, edges, first node). */
export function sameDoc(a: ChainDoc, b: ChainDoc): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
