/**
 * One edit session of a dashboard: the server copy it started from (`base`, for the conflict check and for
 * "changed?"), the edited ThingsBoard JSON with its undo/redo history, and listeners (useSyncExternalStore).
 * Every edit is an op from ./ops applied to the present JSON.
 */
import { createHistory, push, redo, seal, undo, type History } from './history';
import { normaliseForEdit, stableStringify, type Json } from './ops/tb-json';

export class EditSession {
  readonly base: Json;
  private history: History<Json>;
  private readonly listeners = new Set<() => void>();
  private readonly baseText: string;
  private dirtyOf: { raw: Json; dirty: boolean } | null = null;

  /** `start`: a recovered draft to continue from (undo goes back to it, not past it). */
  constructor(base: Json, start?: Json) {
    this.base = base;
    this.baseText = stableStringify(normaliseForEdit(base));
    this.history = createHistory(normaliseForEdit(start ?? base));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes on every edit, undo and redo. */
  getSnapshot = (): History<Json> => this.history;

  get raw(): Json {
    return this.history.present;
  }

  get canUndo(): boolean {
    return this.history.past.length > 0;
  }

  get canRedo(): boolean {
    return this.history.future.length > 0;
  }

  /** Does the edited dashboard differ from the server copy edit mode started from? */
  get dirty(): boolean {
    const raw = this.history.present;
    if (this.dirtyOf?.raw !== raw) this.dirtyOf = { raw, dirty: stableStringify(raw) !== this.baseText };
    return this.dirtyOf.dirty;
  }

  /** Apply an op; `key` merges consecutive steps of one gesture. An op returning null or the same JSON is a no-op. */
  apply(op: (raw: Json) => Json | null, key: string | null = null): boolean {
    const next = op(this.history.present);
    if (!next || next === this.history.present) return false;
    this.set(push(this.history, next, key));
    return true;
  }

  /** End a gesture (drag, resize) so the next one is its own step. */
  endGesture(): void {
    this.history = seal(this.history);
  }

  undo(): void {
    this.set(undo(this.history));
  }

  redo(): void {
    this.set(redo(this.history));
  }

  private set(next: History<Json>): void {
    if (next === this.history) return;
    this.history = next;
    for (const l of this.listeners) l();
  }
}
