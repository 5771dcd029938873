/**
 * Step undo/redo of the editor (beyond ThingsBoard, whose Ctrl-Z discards every unsaved change at once). Every
 * committed edit pushes the previous document; typing into one field coalesces into one step; a drag is one step (its
 * start pushes, its moves replace). `saved` is the document last loaded or saved, for the dirty flag and "decline".
 */
import type { ChainDoc } from './chain-doc';

/** Most steps kept. */
export const HISTORY_LIMIT = 200;
/** Edits with the same coalesce key closer than this join one step (typing in a field). */
export const COALESCE_MS = 1000;

export interface History {
  past: readonly ChainDoc[];
  present: ChainDoc;
  future: readonly ChainDoc[];
  saved: ChainDoc;
  /** Coalescing state of the last commit. */
  lastKey: string | null;
  lastAt: number;
}

export type HistoryAction =
  | { kind: 'load'; doc: ChainDoc }
  | { kind: 'saved'; doc: ChainDoc }
  | { kind: 'commit'; doc: ChainDoc; coalesce?: string; at?: number }
  /** Start of a continuous change (drag): remember the present as one undo step. */
  | { kind: 'begin' }
  /** A step of a continuous change: replace the present without a new undo step. */
  | { kind: 'transient'; doc: ChainDoc }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Back to the saved document, as one undoable step (decline changes). */
  | { kind: 'revert' };

export function initHistory(doc: ChainDoc): History {
  return { past: [], present: doc, future: [], saved: doc, lastKey: null, lastAt: 0 };
}

const push = (past: readonly ChainDoc[], doc: ChainDoc) => [...past, doc].slice(-HISTORY_LIMIT);

export function historyReducer(h: History, a: HistoryAction): History {
  switch (a.kind) {
    case 'load':
      return initHistory(a.doc);
    case 'saved':
      return { ...h, present: a.doc, saved: a.doc, lastKey: null };
    case 'commit': {
      if (a.doc === h.present) return h;
      const at = a.at ?? Date.now();
      if (a.coalesce && a.coalesce === h.lastKey && at - h.lastAt < COALESCE_MS) {
        return { ...h, present: a.doc, future: [], lastAt: at };
      }
      return {
        ...h,
        past: push(h.past, h.present),
        present: a.doc,
        future: [],
        lastKey: a.coalesce ?? null,
        lastAt: at,
      };
    }
    case 'begin':
      return { ...h, past: push(h.past, h.present), future: [], lastKey: null };
    case 'transient':
      return { ...h, present: a.doc };
    case 'undo': {
      const prev = h.past[h.past.length - 1];
      if (!prev) return h;
      return { ...h, past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], lastKey: null };
    }
    case 'redo': {
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { ...h, past: push(h.past, h.present), present: next, future: rest, lastKey: null };
    }
    case 'revert':
      if (h.present === h.saved) return h;
      return { ...h, past: push(h.past, h.present), present: h.saved, future: [], lastKey: null };
  }
}

/** True when the present differs from the saved document. A drag that ends where it began is not a change. */
export function isDirty(h: History): boolean {
  return h.present !== h.saved;
}
