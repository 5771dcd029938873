// The frame scheduler: once per frame per store, and the adaptive per-frame budget.
import { describe, expect, it } from 'vitest';
import {
  createFrameScheduler,
  FRAME_BUDGET_MS,
  type Flushable,
} from '../../../../src/features/dashboards/runtime/frame-scheduler';

function harness(costPerFlushMs: number) {
  let clock = 0;
  const frames: FrameRequestCallback[] = [];
  const afters: (() => void)[] = [];
  const s = createFrameScheduler((cb) => frames.push(cb), { now: () => clock, after: (cb) => afters.push(cb) });
  const flushed: number[] = [];
  const stores: Flushable[] = Array.from({ length: 20 }, (_, i) => ({
    flush() {
      clock += costPerFlushMs;
      flushed.push(i);
    },
  }));
  /** Run one animation frame and the end of its task; answers the store ids flushed in it. */
  const frame = () => {
    const before = flushed.length;
    frames.shift()?.(0);
    afters.splice(0).forEach((f) => f());
    return flushed.slice(before);
  };
  return { s, stores, frame, pending: () => frames.length };
}

describe('createFrameScheduler', () => {
  it('coalesces marks: one frame, each store once', () => {
    const h = harness(0);
    for (let k = 0; k < 3; k++) h.stores.forEach((t) => h.s.mark(t));
    expect(h.pending()).toBe(1);
    expect(h.frame()).toEqual([...Array(20).keys()]);
    expect(h.pending()).toBe(0);
  });

  it('a store marked while its frame flushes paints in the next frame, not twice in one', () => {
    const h = harness(0);
    const again: Flushable = { flush: () => undefined };
    let n = 0;
    const first: Flushable = {
      flush: () => {
        n++;
        h.s.mark(again);
        h.s.mark(first);
      },
    };
    h.s.mark(first);
    h.frame();
    expect(n).toBe(1);
    expect(h.pending()).toBe(1);
    h.frame();
    expect(n).toBe(2);
  });

  it('shrinks the batch when a frame overruns the budget, keeps the rest oldest first, grows back when cheap', () => {
    const h = harness(2); // 20 stores × 2 ms = 40 ms: four times the budget
    h.stores.forEach((t) => h.s.mark(t));
    expect(h.frame()).toHaveLength(20); // no history yet
    h.stores.forEach((t) => h.s.mark(t));
    const next = h.frame();
    expect(next).toHaveLength(Math.floor((20 * FRAME_BUDGET_MS) / 40));
    expect(next).toEqual([0, 1, 2, 3, 4]);
    expect(h.frame()).toEqual([5, 6, 7, 8, 9]); // the remainder, in order, in later frames
    expect(h.pending()).toBe(1);
  });
});
