/** Command lanes of a WebSocket session: different lanes run concurrently, one lane in order, a barrier waits for all. */
import { describe, expect, it } from 'vitest';
import { CommandLanes } from '../../../demo/server/ws/lanes.js';

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('CommandLanes', () => {
  it('runs tasks of different lanes concurrently and tasks of one lane in arrival order', async () => {
    const lanes = new CommandLanes(() => undefined);
    const log: string[] = [];
    const slow = deferred();
    void lanes.run('a', async () => {
      log.push('a1 start');
      await slow.promise;
      log.push('a1 end');
    });
    void lanes.run('a', () => log.push('a2'));
    void lanes.run('b', () => log.push('b1'));
    await tick();
    expect(log).toEqual(['a1 start', 'b1']);
    expect(lanes.pending).toBe(1);
    slow.resolve();
    await tick();
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
    expect(lanes.pending).toBe(0);
  });

  it('runs a session-wide task after every queued task, and later tasks after it', async () => {
    const lanes = new CommandLanes(() => undefined);
    const log: string[] = [];
    const slow = deferred();
    void lanes.run('a', async () => {
      await slow.promise;
      log.push('a');
    });
    void lanes.runAlone(() => log.push('all'));
    void lanes.run('b', () => log.push('b'));
    await tick();
    expect(log).toEqual([]);
    slow.resolve();
    await tick();
    expect(log).toEqual(['a', 'all', 'b']);
  });

  it('reports a failed task and keeps its lane going', async () => {
    const errors: unknown[] = [];
    const lanes = new CommandLanes((e) => errors.push(e));
    const log: string[] = [];
    void lanes.run('a', () => {
      throw new Error('boom');
    });
    await lanes.run('a', () => log.push('next'));
    expect(errors.map((e) => (e as Error).message)).toEqual(['boom']);
    expect(log).toEqual(['next']);
  });
});

describe('CommandLanes, commands running at once', () => {
  it('runs at most the cap at a time and starts the waiting ones in arrival order', async () => {
    const lanes = new CommandLanes(() => undefined, 2);
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map(() => deferred());
    const done = gates.map((g, i) =>
      lanes.run(`l${i}`, async () => {
        started.push(i);
        await g.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    await Promise.all(done);
  });

  it('frees the slot of a failed command', async () => {
    const lanes = new CommandLanes(() => undefined, 1);
    await lanes.run('a', () => {
      throw new Error('boom');
    });
    let ran = false;
    await lanes.run('b', () => (ran = true));
    expect(ran).toBe(true);
  });
});
