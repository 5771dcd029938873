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

/** A scheduler over `raf` (requestAnimationFrame by default). */
export function createFrameScheduler(raf: Raf = (cb) => requestAnimationFrame(cb)): FrameScheduler {
  const dirty = new Set<Flushable>();
  let scheduled = false;
  let frames = 0;
  const run = () => {
    scheduled = false;
    frames += 1;
    const batch = [...dirty];
    dirty.clear();
    for (const t of batch) {
      try {
        t.flush();
      } catch (e) {
        console.error(e);
      }
    }
  };
  return {
    mark(target) {
      dirty.add(target);
      if (scheduled) return;
      scheduled = true;
      raf(run);
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
