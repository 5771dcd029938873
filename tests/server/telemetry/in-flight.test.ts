/** Identical reads in flight share one query; a write of the entity (forget) makes later reads start their own. */
import { describe, expect, it } from 'vitest';
import { InFlightReads } from '../../../demo/server/telemetry/in-flight.js';

/** Reads that resolve with their own number (1, 2, …) when settled; `settle()` settles the newest one. */
function counter(): { read: () => Promise<number>; calls: () => number; settle: (n?: number) => void } {
  const settlers: (() => void)[] = [];
  return {
    read: () =>
      new Promise<number>((r) => {
        const n = settlers.length + 1;
        settlers.push(() => r(n));
      }),
    calls: () => settlers.length,
    settle: (n = settlers.length) => settlers[n - 1]?.(),
  };
}

describe('InFlightReads', () => {
  it('shares a read while it is in flight, and only then', async () => {
    const reads = new InFlightReads();
    const c = counter();
    const a = reads.share('e1', 'k', c.read);
    const b = reads.share('e1', 'k', c.read);
    expect(c.calls()).toBe(1);
    expect(reads.share('e1', 'other', async () => 0)).not.toBe(a);
    expect(reads.share('e2', 'k', async () => 0)).not.toBe(a);
    c.settle();
    expect([await a, await b]).toEqual([1, 1]);
    await Promise.resolve();
    const again = reads.share('e1', 'k', c.read);
    expect(c.calls()).toBe(2);
    c.settle();
    expect(await again).toBe(2);
    await new Promise((r) => setImmediate(r));
    expect(reads.size).toBe(0);
  });

  it('starts a new read after the entity was written, and keeps the newer read shared', async () => {
    const reads = new InFlightReads();
    const c = counter();
    const before = reads.share('e1', 'k', c.read);
    reads.forget('e1');
    const after = reads.share('e1', 'k', c.read);
    expect(c.calls()).toBe(2);
    c.settle(1);
    expect(await before).toBe(1);
    expect(reads.share('e1', 'k', c.read)).toBe(after);
    c.settle();
    expect(await after).toBe(2);
  });

  it('passes a failure to every sharer and forgets it', async () => {
    const reads = new InFlightReads();
    let fail = (_: Error) => undefined as void;
    const read = () => new Promise<number>((_, reject) => (fail = reject));
    const a = reads.share('e1', 'k', read);
    const b = reads.share('e1', 'k', read);
    fail(new Error('db down'));
    await expect(a).rejects.toThrow('db down');
    await expect(b).rejects.toThrow('db down');
    await new Promise((r) => setImmediate(r));
    expect(reads.size).toBe(0);
  });
});
