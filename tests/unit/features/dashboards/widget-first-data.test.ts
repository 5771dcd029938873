// When a widget's snapshot says `loaded` (the card's data-first-data): once every datasource delivered its first
// data and the user functions it runs could run. The script sandbox is replaced by a fake of its two functions, so
// the test decides when it has "loaded".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyEntityDataState, type EntityDataState } from '../../../../src/api/telemetry-ws-protocol';
import { parseDashboard } from '../../../../src/features/dashboards/model/dashboard-model';
import type { FrameScheduler } from '../../../../src/features/dashboards/runtime/frame-scheduler';
import { WidgetStore } from '../../../../src/features/dashboards/runtime/widget-store';
import {
  emptySnapshot,
  WidgetSubscription,
  type WidgetSnapshot,
} from '../../../../src/features/dashboards/runtime/widget-subscription';
import { thermostatEnv } from './thermostat-env';

const sandbox = vi.hoisted(() => ({ loaded: false, waiters: [] as (() => void)[] }));
vi.mock('../../../../src/widgets/sandbox/js-sandbox', () => ({
  whenSandboxLoaded: (cb: () => void) => {
    if (sandbox.loaded) cb();
    else sandbox.waiters.push(cb);
    return () => undefined;
  },
  userFunction: (body: string | null | undefined) => (sandbox.loaded && body ? () => 42 : null),
}));

function loadSandbox() {
  sandbox.loaded = true;
  for (const cb of sandbox.waiters.splice(0)) cb();
}

function widget(datasources: unknown[]) {
  const model = parseDashboard({
    title: 'd',
    configuration: {
      entityAliases: {
        a: {
          id: 'a',
          alias: 'Devices',
          filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false },
        },
      },
      widgets: {
        w: { id: 'w', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest', config: { datasources } },
      },
      states: { default: { name: 'd', root: true, layouts: { main: { widgets: { w: {} } } } } },
    },
  });
  return model.widgets.w!;
}

/** Starts a subscription of `datasources`; `deliver` answers its entity subscription, `snap` flushes and reads. */
function start(datasources: unknown[]) {
  const answers: ((state: EntityDataState) => void)[] = [];
  const env = thermostatEnv((_cmd, onState) => answers.push(onState));
  const scheduler: FrameScheduler = { mark: () => undefined, frames: 0 };
  const store = new WidgetStore<WidgetSnapshot>(emptySnapshot(), scheduler);
  const sub = new WidgetSubscription(widget(datasources), env, store);
  sub.start();
  return {
    deliver: () => answers.forEach((a) => a(emptyEntityDataState())),
    snap: () => (store.flush(), store.getSnapshot()),
  };
}

const entityDs = { type: 'entity', entityAliasId: 'a', dataKeys: [{ name: 't', type: 'timeseries' }] };
const functionDs = {
  type: 'function',
  name: 'f',
  dataKeys: [{ name: 'f', type: 'function', funcBody: 'return 42;' }],
};

describe('widget first data', () => {
  beforeEach(() => {
    sandbox.loaded = false;
    sandbox.waiters.length = 0;
  });

  it('a widget without datasources has nothing to wait for', () => {
    expect(start([]).snap().loaded).toBe(true);
  });

  it('an entity datasource: once the data source answered', () => {
    const w = start([entityDs]);
    expect(w.snap().loaded).toBe(false);
    w.deliver();
    expect(w.snap().loaded).toBe(true);
  });

  it('a function datasource: once the sandbox loaded and generated its first values', () => {
    const w = start([functionDs]);
    expect(w.snap().loaded).toBe(false);
    expect(w.snap().data[0]!.keys[0]!.values).toEqual([]);
    loadSandbox();
    const s = w.snap();
    expect(s.loaded).toBe(true);
    expect(s.data[0]!.keys[0]!.values).toEqual([42]);
  });

  it('an entity datasource with a post-processing function: once both the data and the sandbox are there', () => {
    const w = start([{ ...entityDs, dataKeys: [{ name: 't', type: 'timeseries', postFuncBody: 'return value;' }] }]);
    w.deliver();
    expect(w.snap().loaded).toBe(false);
    loadSandbox();
    expect(w.snap().loaded).toBe(true);
  });

  it('with the sandbox already loaded, a function datasource is ready at its first frame', () => {
    loadSandbox();
    expect(start([functionDs]).snap().loaded).toBe(true);
  });
});
