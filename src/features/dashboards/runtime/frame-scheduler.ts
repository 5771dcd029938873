/**
 * Frame budget of the dashboard runtime: data updates mark widgets dirty; one requestAnimationFrame per frame
 * flushes every dirty widget once, so a widget paints at most once per frame however many messages arrived.
 * Hidden tabs get no animation frames, so they do no work at all (the reducers keep only the latest state);
 * the first frame after the tab shows again paints everything that changed.
 */

/** Something that paints on flush. */
export interface Flushable {
  flush(): void;
}

export interface FrameScheduler {
  mark(target: Flushable): void;
  /** Number of flushes done (for tests and the benchmark). */
  readonly frames: number;
}

type Raf = (cb: FrameRequestCallback) => number;

/** Work per frame (our flushes plus React's synchronous render and layout effects they cause) aimed at, in ms. */
export const FRAME_BUDGET_MS = 10;

let channel: MessageChannel | null = null;
const pending: (() => void)[] = [];

/**
 * Runs `cb` after the current task, i.e. after React's microtask render of the flushed stores. One MessageChannel
 * for the page (a new channel per frame cost an allocation, a port and its closing every frame).
 */
function afterTask(cb: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(cb, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const f of pending.splice(0)) f();
    };
  }
  pending.push(cb);
  if (pending.length === 1) channel.port2.postMessage(null);
}

/** Injectable clock and after-task hook (tests). */
export interface SchedulerHooks {
  now?: () => number;
  after?: (cb: () => void) => void;
}

/**
 * A scheduler over `raf` (requestAnimationFrame by default). Frame budget: the time from a frame's flush to the end
 * of its task is measured; when it exceeds FRAME_BUDGET_MS the number of widgets flushed per frame shrinks in
 * proportion (the rest stay dirty, oldest first, for the next frame), and it grows again when frames are cheap. So
 * 50 live widgets never make one long task, and every widget still paints at most once per frame.
 */
export function createFrameScheduler(
  raf: Raf = (cb) => requestAnimationFrame(cb),
  hooks: SchedulerHooks = {},
): FrameScheduler {
  const now = hooks.now ?? (() => performance.now());
  const after = hooks.after ?? afterTask;
  const dirty = new Set<Flushable>();
  let scheduled = false;
  let frames = 0;
  let limit = Infinity;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    raf(run);
  };
  const adapt = (count: number, spent: number) => {
    if (spent > FRAME_BUDGET_MS && count > 1) limit = Math.max(1, Math.floor((count * FRAME_BUDGET_MS) / spent));
    else if (spent < FRAME_BUDGET_MS / 2 && Number.isFinite(limit) && count >= limit) limit = Math.ceil(limit * 1.5);
  };
  function run() {
    scheduled = false;
    frames += 1;
    const t0 = now();
    // A snapshot: a store marked again while this batch flushes waits for the next frame (once per frame).
    const batch = [...dirty].slice(0, limit);
    for (const t of batch) dirty.delete(t);
    for (const t of batch) {
      try {
        t.flush();
      } catch (e) {
        console.error(e);
      }
    }
    if (dirty.size > 0) schedule();
    after(() => adapt(batch.length, now() - t0));
  }
  return {
    mark(target) {
      dirty.add(target);
      schedule();
    },
    get frames() {
      return frames;
    },
  };
}

let shared: FrameScheduler | null = null;

/** The page's scheduler (one animation-frame loop for every dashboard). */
export function frameScheduler(): FrameScheduler {
  return (shared ??= createFrameScheduler());
}
