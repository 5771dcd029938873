import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLanding, landingReady } from '../../../src/app/landing-hold';

/** Whether `p` has settled after the pending microtasks ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('landing hold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a user land at once when nothing is held for them', async () => {
    expect(await settled(landingReady('u1'))).toBe(true);
    holdLanding('u1', new Promise(() => {}));
    expect(await settled(landingReady('u2')), 'held for another user').toBe(true);
    expect(await settled(landingReady(null)), 'no user').toBe(true);
  });

  it('waits for the held answer, and no longer once it has come', async () => {
    let answer!: () => void;
    holdLanding('u1', new Promise<void>((r) => (answer = r)));
    const ready = landingReady('u1');
    expect(await settled(ready), 'answer still on its way').toBe(false);
    answer();
    expect(await settled(ready), 'answer came').toBe(true);
    expect(await settled(landingReady('u1')), 'nothing left to wait for').toBe(true);
  });

  it('does not wait for a failure any longer than for an answer', async () => {
    let fail!: (e: Error) => void;
    holdLanding('u1', new Promise<void>((_, r) => (fail = r)));
    const ready = landingReady('u1');
    fail(new Error('502'));
    expect(await settled(ready)).toBe(true);
  });

  it('waits one second at most for a slow answer', async () => {
    holdLanding('u1', new Promise(() => {}));
    const ready = landingReady('u1');
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready), 'before the bound').toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready), 'at the bound').toBe(true);
  });
});
