/**
 * Undo/redo history of the edited dashboard: immutable snapshots (edits share unchanged branches), at most `limit`
 * steps back. Steps pushed with the same coalescing key in a row (one drag, one resize) replace each other, so a
 * whole gesture undoes at once. Pure.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Key of the step on top, while further steps with that key merge into it. */
  key: string | null;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], key: null };
}

/** Record `next`; returns `h` itself when `next` is the present. */
export function push<T>(h: History<T>, next: T, key: string | null = null, limit = HISTORY_LIMIT): History<T> {
  if (next === h.present) return h;
  if (key !== null && key === h.key) return { ...h, present: next, future: [] };
  const past = [...h.past, h.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [], key };
}

/** End the current gesture: the next step is a new one even with the same key. */
export function seal<T>(h: History<T>): History<T> {
  return h.key === null ? h : { ...h, key: null };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return {
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1]!,
    future: [h.present, ...h.future],
    key: null,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1), key: null };
}
