/**
 * One server subscription for widgets that ask for the same entity data: a dashboard often shows several widgets
 * over the same alias and keys (a card and a chart of one key, the same table on two states' layouts). Each distinct
 * command is sent once; every widget asking for it gets its states, and one that joins later gets the last state at
 * once. A widget that changes its command (another page, another window) moves to the subscription of its new
 * command (changing it in place when it was alone on it); a subscription ends with its last widget.
 */
import type { EntityDataCmd, EntityDataState, ReduceOptions } from '../../../api/telemetry-ws-protocol';
import type { DashboardDataSource, DataSubscription } from './data-source';

type Cmd = Omit<EntityDataCmd, 'cmdId'>;
type Subscribe = DashboardDataSource['subscribeEntityData'];

/** The widgets on one shared subscription: each gets every state, one that joins late the last state at once. */
class Listeners<S> {
  private readonly set = new Set<(state: S) => void>();
  private last: { state: S } | null = null;

  get size(): number {
    return this.set.size;
  }

  emit(state: S): void {
    this.last = { state };
    for (const l of [...this.set]) l(state);
  }

  add(onState: (state: S) => void): void {
    if (this.last) {
      // Asynchronous like a message: the caller has its subscription object before its first state.
      const { state } = this.last;
      queueMicrotask(() => this.set.has(onState) && onState(state));
    }
    this.set.add(onState);
  }

  /** False when `onState` was not there. */
  delete(onState: (state: S) => void): boolean {
    return this.set.delete(onState);
  }
}

interface Shared {
  sub: DataSubscription;
  listeners: Listeners<EntityDataState>;
}

/** `subscribe` with identical commands shared (compared as JSON). */
export function sharedEntityData(subscribe: Subscribe): Subscribe {
  const shared = new Map<string, Shared>();
  function join(key: string, cmd: Cmd, onState: (s: EntityDataState) => void, reduce: () => ReduceOptions) {
    let entry = shared.get(key);
    if (!entry) {
      const listeners = new Listeners<EntityDataState>();
      entry = { sub: subscribe(cmd, (state) => listeners.emit(state), reduce), listeners };
      shared.set(key, entry);
    }
    entry.listeners.add(onState);
    return entry;
  }
  function leave(key: string, entry: Shared, onState: (s: EntityDataState) => void) {
    entry.listeners.delete(onState);
    if (entry.listeners.size > 0 || shared.get(key) !== entry) return;
    shared.delete(key);
    entry.sub.unsubscribe();
  }
  return (cmd, onState, reduce) => {
    let key = JSON.stringify(cmd);
    let entry: Shared | null = join(key, cmd, onState, reduce);
    return {
      update(next) {
        if (!entry) return;
        const nextKey = JSON.stringify(next);
        if (entry.listeners.size === 1 && (nextKey === key || !shared.has(nextKey))) {
          // Alone on it: the subscription itself changes (one command, the server keeps what it can).
          shared.delete(key);
          shared.set(nextKey, entry);
          key = nextKey;
          entry.sub.update(next);
          return;
        }
        if (nextKey === key) return;
        leave(key, entry, onState);
        key = nextKey;
        entry = join(key, next, onState, reduce);
      },
      unsubscribe() {
        if (entry) leave(key, entry, onState);
        entry = null;
      },
    };
  };
}

/**
 * The same sharing for subscriptions that never change their query (alarm data, entity counts): one per distinct
 * query, every caller gets its states (a late one the last state at once), the last one out stops it.
 */
export function sharedByQuery<Q, S>(
  subscribe: (query: Q, onState: (state: S) => void) => () => void,
): (query: Q, onState: (state: S) => void) => () => void {
  interface Entry {
    stop: () => void;
    listeners: Listeners<S>;
  }
  const shared = new Map<string, Entry>();
  return (query, onState) => {
    const key = JSON.stringify(query);
    let entry = shared.get(key);
    if (!entry) {
      const listeners = new Listeners<S>();
      entry = { stop: subscribe(query, (state) => listeners.emit(state)), listeners };
      shared.set(key, entry);
    }
    const mine = entry;
    mine.listeners.add(onState);
    return () => {
      if (!mine.listeners.delete(onState) || mine.listeners.size > 0 || shared.get(key) !== mine) return;
      shared.delete(key);
      mine.stop();
    };
  };
}
