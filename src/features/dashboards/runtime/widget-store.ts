/**
 * Per-widget store between the subscriptions and React: sources write raw state at message rate; the frame
 * scheduler flushes once per frame, computing the widget's props data then and notifying its component
 * (useSyncExternalStore on `subscribe`/`getSnapshot`). A widget scrolled out of view is not painted at all; it
 * catches up with one paint when it comes back.
 */
import type { FrameScheduler } from './frame-scheduler';

export class WidgetStore<T> {
  private snapshot: T;
  private readonly listeners = new Set<() => void>();
  private compute: (() => T) | null = null;
  private visible = true;

  constructor(
    initial: T,
    private readonly scheduler: FrameScheduler,
  ) {
    this.snapshot = initial;
  }

  /** Ask for a recompute at the next frame (coalesced). */
  invalidate(compute: () => T): void {
    this.compute = compute;
    if (this.visible) this.scheduler.mark(this);
  }

  /** On-screen or not (IntersectionObserver of the widget's cell). */
  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible && this.compute) this.scheduler.mark(this);
  }

  /** Called by the scheduler once per frame at most. */
  flush(): void {
    const c = this.compute;
    if (!c) return;
    this.compute = null;
    this.snapshot = c();
    for (const l of this.listeners) l();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): T => this.snapshot;
}
