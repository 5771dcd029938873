// Widgets asking for the same data share one subscription; changing a command moves a widget off it.
import { describe, expect, it } from 'vitest';
import { emptyEntityDataState, type EntityDataCmd } from '../../../../src/api/telemetry-ws-protocol';
import type { DashboardDataSource } from '../../../../src/features/dashboards/data/data-source';
import { sharedByQuery, sharedEntityData } from '../../../../src/features/dashboards/data/shared-entity-data';

type Cmd = Omit<EntityDataCmd, 'cmdId'>;

/** A subscribe function recording what it was asked; `push(i, version)` delivers a state to subscription i. */
function recorder() {
  const log: string[] = [];
  const subs: { cmd: Cmd; onState: (s: ReturnType<typeof emptyEntityDataState>) => void }[] = [];
  const subscribe: DashboardDataSource['subscribeEntityData'] = (cmd, onState) => {
    const i = subs.length;
    subs.push({ cmd, onState });
    log.push(`sub ${i}`);
    return {
      update: (next) => {
        subs[i]!.cmd = next;
        log.push(`update ${i}`);
      },
      unsubscribe: () => log.push(`unsub ${i}`),
    };
  };
  const push = (i: number, version: number) => subs[i]!.onState({ ...emptyEntityDataState(), version });
  return { log, subs, subscribe, push };
}

const cmd = (page: number): Cmd => ({
  query: {
    entityFilter: { type: 'deviceType', deviceType: 'meter', deviceNameFilter: '' },
    pageLink: { page, pageSize: 10 },
  },
  latestCmd: { keys: [{ type: 'TIME_SERIES', key: 't' }] },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

/** A widget joining with `command`, writing down the version of every state it gets. */
const join = (subscribe: DashboardDataSource['subscribeEntityData'], command: Cmd, versions: number[]) =>
  subscribe(
    command,
    (s) => versions.push(s.version),
    () => ({}),
  );

describe('sharedEntityData', () => {
  it('sends one command for identical requests and gives every widget its states', async () => {
    const r = recorder();
    const subscribe = sharedEntityData(r.subscribe);
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    join(subscribe, cmd(0), a);
    join(subscribe, cmd(0), b);
    expect(r.log).toEqual(['sub 0']);
    r.push(0, 1);
    expect(a).toEqual([1]);
    expect(b).toEqual([1]);
    // A widget joining later gets the last state at once (asynchronously), then the next ones.
    join(subscribe, cmd(0), c);
    expect(c).toEqual([]);
    await tick();
    expect(c).toEqual([1]);
    r.push(0, 2);
    expect([a, b, c]).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('a widget changing its command moves to a subscription of its own; the last one out unsubscribes', () => {
    const r = recorder();
    const subscribe = sharedEntityData(r.subscribe);
    const a: number[] = [];
    const b: number[] = [];
    const sa = join(subscribe, cmd(0), a);
    const sb = join(subscribe, cmd(0), b);
    sb.update(cmd(1));
    expect(r.log).toEqual(['sub 0', 'sub 1']);
    expect(r.subs[1]!.cmd).toEqual(cmd(1));
    r.push(0, 5);
    r.push(1, 7);
    expect(a).toEqual([5]);
    expect(b).toEqual([7]);
    // Alone on its subscription, a widget changes it in place (one update, same subscription).
    sb.update(cmd(2));
    expect(r.log.at(-1)).toBe('update 1');
    expect(r.subs[1]!.cmd).toEqual(cmd(2));
    sa.unsubscribe();
    sb.unsubscribe();
    expect(r.log.slice(-2)).toEqual(['unsub 0', 'unsub 1']);
    // Nothing shared is left: the same command subscribes anew.
    subscribe(
      cmd(0),
      () => undefined,
      () => ({}),
    );
    expect(r.log.at(-1)).toBe('sub 2');
  });

  it('a widget that leaves stops getting states; the others keep theirs', () => {
    const r = recorder();
    const subscribe = sharedEntityData(r.subscribe);
    const a: number[] = [];
    const b: number[] = [];
    const sa = join(subscribe, cmd(0), a);
    join(subscribe, cmd(0), b);
    sa.unsubscribe();
    sa.update(cmd(3));
    r.push(0, 1);
    expect(a).toEqual([]);
    expect(b).toEqual([1]);
    expect(r.log).toEqual(['sub 0']);
  });
});

describe('sharedByQuery', () => {
  it('one subscription per query; late callers get the last state; the last one out stops it', async () => {
    const log: string[] = [];
    const deliver: ((n: number) => void)[] = [];
    const subscribe = sharedByQuery<{ q: string }, number>((query, onState) => {
      log.push(`sub ${query.q}`);
      deliver.push(onState);
      return () => log.push(`stop ${query.q}`);
    });
    const a: number[] = [];
    const b: number[] = [];
    const stopA = subscribe({ q: 'x' }, (n) => a.push(n));
    const stopOther = subscribe({ q: 'y' }, () => undefined);
    deliver[0]!(1);
    const stopB = subscribe({ q: 'x' }, (n) => b.push(n));
    await tick();
    deliver[0]!(2);
    expect(log).toEqual(['sub x', 'sub y']);
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1, 2]);
    stopA();
    stopA();
    expect(log).toEqual(['sub x', 'sub y']);
    stopB();
    stopOther();
    expect(log).toEqual(['sub x', 'sub y', 'stop x', 'stop y']);
  });
});
