/** A synchronous in-process event bus: listeners run in subscription order, inside `emit`. */
export class EventBus<E> {
  private readonly listeners = new Set<(event: E) => void>();

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Hands `event` to every listener. A throwing listener does not stop the others; its error is rethrown after. */
  emit(event: E): void {
    let failure: unknown;
    let failed = false;
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        if (!failed) [failure, failed] = [err, true];
      }
    }
    if (failed) throw failure;
  }
}
