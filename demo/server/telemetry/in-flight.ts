/**
 * Identical history reads that run at the same time share one database query: widgets of a dashboard often ask
 * for the same series (two tables of one month-long key, charts over the same devices), and the month-long
 * aggregation is the most expensive read of a dashboard. Only reads still in flight are shared, nothing is cached:
 * a committed write (or delete) of an entity ends sharing for it, so a read that starts after a write sees it.
 */
export class InFlightReads {
  private readonly byEntity = new Map<string, Map<string, Promise<unknown>>>();

  /** The pending read of `entityId` under `key`, or a new one started with `read`. */
  share<T>(entityId: string, key: string, read: () => Promise<T>): Promise<T> {
    let reads = this.byEntity.get(entityId);
    const pending = reads?.get(key);
    if (pending) return pending as Promise<T>;
    if (!reads) this.byEntity.set(entityId, (reads = new Map()));
    const started = read();
    const own = reads;
    own.set(key, started);
    const done = () => {
      if (own.get(key) !== started) return;
      own.delete(key);
      if (own.size === 0 && this.byEntity.get(entityId) === own) this.byEntity.delete(entityId);
    };
    started.then(done, done);
    return started;
  }

  /** Later reads of `entityId` start their own query (its data changed). */
  forget(entityId: string): void {
    this.byEntity.delete(entityId);
  }

  /** Later reads of every entity start their own query. */
  clear(): void {
    this.byEntity.clear();
  }

  /** Entities with reads in flight (tests). */
  get size(): number {
    return this.byEntity.size;
  }
}
