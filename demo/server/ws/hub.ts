/**
 * Routes change-bus events to WebSocket subscriptions by entity id, so an update for one device touches only the
 * subscriptions watching that device (alarm events reach every entity the alarm affects).
 */
import type { ChangeBus, ChangeEvent } from '../telemetry/bus.js';

/** Receives events of watched entities. */
export type EntityListener = (event: ChangeEvent) => void;

/** Entity-indexed fan-out of bus events. */
export class WsHub {
  private readonly byEntity = new Map<string, Set<EntityListener>>();
  private readonly off: () => void;

  constructor(bus: ChangeBus) {
    this.off = bus.on((e) => this.dispatch(e));
  }

  /** Watches entities; returns the function that stops watching. */
  watch(entityIds: Iterable<string>, listener: EntityListener): () => void {
    const ids = [...new Set(entityIds)];
    for (const id of ids) {
      let set = this.byEntity.get(id);
      if (!set) {
        set = new Set();
        this.byEntity.set(id, set);
      }
      set.add(listener);
    }
    return () => {
      for (const id of ids) {
        const set = this.byEntity.get(id);
        set?.delete(listener);
        if (set?.size === 0) this.byEntity.delete(id);
      }
    };
  }

  private dispatch(e: ChangeEvent): void {
    const ids = e.type.startsWith('ALARM_') && 'affected' in e ? e.affected.map((a) => a.id) : [e.entityId.id];
    const seen = new Set<EntityListener>();
    for (const id of ids) {
      for (const l of this.byEntity.get(id) ?? []) {
        if (seen.has(l)) continue;
        seen.add(l);
        l(e);
      }
    }
  }

  /** Number of watched entities (diagnostics). */
  get size(): number {
    return this.byEntity.size;
  }

  /** Detaches from the bus. */
  close(): void {
    this.off();
    this.byEntity.clear();
  }
}
