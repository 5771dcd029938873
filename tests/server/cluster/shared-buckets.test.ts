/** Rate-limit buckets held by the primary for every worker: the request/answer protocol, without forking. */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BucketHost, PrimaryBuckets } from '../../../demo/server/cluster/shared-buckets.js';

/** A worker as the primary sees it; what the primary sends comes back to this process as a worker message. */
function fakeWorker(): Worker & EventEmitter {
  const w = new EventEmitter() as Worker & EventEmitter;
  w.isConnected = () => true;
  w.send = ((m: unknown) => {
    setImmediate(() => process.emit('message', m, undefined));
    return true;
  }) as Worker['send'];
  return w;
}

const opened: PrimaryBuckets[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
  vi.useRealTimers();
});

/** Two workers' buckets served by one host. */
function twoWorkers(): [PrimaryBuckets, PrimaryBuckets] {
  const host = new BucketHost();
  const make = () => {
    const worker = fakeWorker();
    host.serve(worker);
    const b = new PrimaryBuckets((m) => worker.emit('message', m));
    opened.push(b);
    return b;
  };
  return [make(), make()];
}

describe('shared rate-limit buckets', () => {
  it('lets an unlimited key through without asking the primary', () => {
    const send = vi.fn(() => true);
    const b = new PrimaryBuckets(send);
    opened.push(b);
    expect(b.tryConsume('rest:tenant:a', null)).toBe(true);
    expect(b.tryConsume('rest:tenant:a', 'not a limit')).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('takes the tokens of one bucket from both workers', async () => {
    const [w1, w2] = twoWorkers();
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await w1.tryConsume('rest:tenant:a', '5:3600'));
      answers.push(await w2.tryConsume('rest:tenant:a', '5:3600'));
    }
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    // Another key has its own bucket; `n` tokens are taken at once.
    expect(await w1.tryConsume('transport:device:d:dp', '10:3600', 10)).toBe(true);
    expect(await w2.tryConsume('transport:device:d:dp', '10:3600', 1)).toBe(false);
  });

  it('decides alone when the primary cannot be reached or does not answer', async () => {
    const closed = new PrimaryBuckets(() => false);
    opened.push(closed);
    expect(await closed.tryConsume('rest:tenant:a', '1:3600')).toBe(true);
    vi.useFakeTimers();
    const silent = new PrimaryBuckets(() => true);
    opened.push(silent);
    const answer = silent.tryConsume('rest:tenant:a', '1:3600');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await answer).toBe(true);
  });
});
