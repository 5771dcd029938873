/**
 * The data path of a widget (queries built from datasources, subscription state → widget data, key filters,
 * function datasources, post-processing, the server clock) and the action runner — with the real QuickJS sandbox.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyEntityDataState, reduceEntityData } from '../../../../src/api/telemetry-ws-protocol';
import {
  customActionBody,
  CUSTOM_ACTION_ARGS,
  replayBridgeCalls,
  runWidgetAction,
  type ActionHost,
} from '../../../../src/features/dashboards/actions/action-runner';
import {
  alarmQueryKeys,
  convertValue,
  countDatasourceData,
  datasourceKeys,
  datasourceName,
  entityDatasourceData,
} from '../../../../src/features/dashboards/data/entity-data-convert';
import { FunctionSeries } from '../../../../src/features/dashboards/data/function-datasource';
import {
  datasourceKeyFilters,
  keyFiltersOf,
  withUserValue,
  type DashboardFilter,
} from '../../../../src/features/dashboards/data/key-filters';
import { postProcess } from '../../../../src/features/dashboards/data/post-process';
import { normaliseDatasource, normaliseWidgetConfig } from '../../../../src/features/dashboards/model/widget-config';
import {
  alarmDataQuery,
  entityDataCmd,
  entityDataQuery,
} from '../../../../src/features/dashboards/runtime/query-builders';
import { measureServerOffset, ServerClock } from '../../../../src/features/dashboards/time/clock';
import { subscriptionWindow } from '../../../../src/features/dashboards/time/subscription-window';
import { createQuickJsSandbox } from '../../../../src/widgets/sandbox/quickjs-sandbox';
import type { JsSandbox } from '../../../../src/widgets/sandbox/sandbox-types';
import type { DataKeyConfig } from '../../../../src/widgets/widget-contract';

const ds = normaliseDatasource({
  type: 'entity',
  name: '${entityName} (room)',
  entityAliasId: 'a',
  filterId: 'f',
  dataKeys: [
    { name: 'temperature', type: 'timeseries', decimals: 1 },
    { name: 'active', type: 'attribute' },
    { name: 'label', type: 'entityField' },
  ],
});
const filter = { type: 'deviceType' as const, deviceType: 'thermostat', deviceNameFilter: '' };

describe('query builders', () => {
  it('latest widgets: entity fields + latest values in the query and a latestCmd', () => {
    const q = entityDataQuery(ds, filter, true, [], false);
    expect(q.pageLink).toMatchObject({ page: 0, pageSize: 1024, dynamic: true });
    expect(q.entityFields!.map((k) => k.key)).toEqual(['name', 'label', 'type', 'createdTime']);
    expect(q.latestValues!.map((k) => `${k.type}:${k.key}`).sort()).toEqual([
      'ATTRIBUTE:active',
      'TIME_SERIES:temperature',
    ]);
    const cmd = entityDataCmd(q, ds, false, subscriptionWindow(null, 1e12));
    expect(cmd.latestCmd!.keys.map((k) => `${k.type}:${k.key}`).sort()).toEqual([
      'ATTRIBUTE:active',
      'TIME_SERIES:temperature',
    ]);
    expect(cmd.tsCmd).toBeUndefined();
  });

  it('timeseries widgets: a tsCmd for realtime, a historyCmd for history; single aliases page 1 entity', () => {
    const q = entityDataQuery(ds, filter, false, [], true);
    expect(q.pageLink.pageSize).toBe(1);
    const rt = entityDataCmd(
      q,
      ds,
      true,
      subscriptionWindow({ realtime: { timewindowMs: 60_000 }, aggregation: { type: 'NONE', limit: 100 } }, 1e12),
    );
    expect(rt.tsCmd).toEqual({
      keys: ['temperature'],
      startTs: 1e12 - 60_000,
      timeWindow: 60_000,
      interval: 1000,
      limit: 100,
      agg: 'NONE',
    });
    expect(rt.latestCmd!.keys).toEqual([{ type: 'ATTRIBUTE', key: 'active' }]);
    const hist = entityDataCmd(
      q,
      ds,
      true,
      subscriptionWindow(
        {
          selectedTab: 1,
          history: { historyType: 1, fixedTimewindow: { startTimeMs: 0, endTimeMs: 3_600_000 } },
          aggregation: { type: 'AVG', limit: 10 },
        },
        1e12,
      ),
    );
    expect(hist.historyCmd).toMatchObject({ keys: ['temperature'], startTs: 0, endTs: 3_600_000, agg: 'AVG' });
  });

  it('alarm widgets: alarm fields, search status, severities and the window', () => {
    const config = normaliseWidgetConfig(
      {
        alarmSource: {
          type: 'entity',
          entityAliasId: 'a',
          dataKeys: [
            { name: 'createdTime', type: 'alarm' },
            { name: 'severity', type: 'alarm' },
            { name: 'temperature', type: 'timeseries' },
          ],
        },
        alarmSearchStatus: 'ACTIVE',
        alarmSeverityList: ['MAJOR'],
        alarmsFetchSize: 50,
      },
      'alarm',
      'A',
    );
    const q = alarmDataQuery(config, filter, [], subscriptionWindow({ realtime: { timewindowMs: 86_400_000 } }, 1e12));
    expect(q.alarmFields!.map((k) => k.key)).toEqual(['createdTime', 'severity']);
    expect(q.latestValues).toEqual([{ type: 'TIME_SERIES', key: 'temperature' }]);
    expect(q.pageLink).toMatchObject({
      pageSize: 50,
      statusList: ['ACTIVE'],
      severityList: ['MAJOR'],
      timeWindow: expect.any(Number),
    });
    expect(alarmQueryKeys([{ name: 'originator', type: 'alarm' } as DataKeyConfig]).alarmFields).toEqual([
      { type: 'ALARM_FIELD', key: 'originator' },
    ]);
  });

  it('datasourceKeys splits keys by kind', () => {
    expect(datasourceKeys(ds, true).tsKeys).toEqual(['temperature']);
    expect(datasourceKeys(ds, false).tsKeys).toEqual([]);
  });
});

describe('subscription state → widget data', () => {
  const state = reduceEntityData(emptyEntityDataState(), {
    cmdId: 1,
    errorCode: 0,
    errorMsg: null,
    cmdUpdateType: 'ENTITY_DATA',
    update: null,
    data: {
      totalPages: 1,
      totalElements: 1,
      hasNext: false,
      data: [
        {
          entityId: { entityType: 'DEVICE', id: 'd1' },
          latest: {
            ENTITY_FIELD: { name: { ts: 1, value: 'T1' }, label: { ts: 1, value: 'Lobby' } },
            SERVER_ATTRIBUTE: { active: { ts: 5, value: 'true' } },
            TIME_SERIES: { temperature: { ts: 9, value: '21.5' } },
          },
          timeseries: {
            temperature: [
              { ts: 1, value: '20' },
              { ts: 2, value: '20.5' },
            ],
          },
        },
      ],
    },
  });

  it('one row per entity; timeseries columns for ts widgets, the latest point otherwise; numbers converted', () => {
    const [row] = entityDatasourceData(0, ds, 'Thermostats', state, true);
    expect(row).toMatchObject({
      name: 'T1 (room)',
      aliasName: 'Thermostats',
      entity: { id: 'd1', name: 'T1', label: 'Lobby' },
    });
    expect(row!.keys[0]).toMatchObject({ ts: [1, 2], values: [20, 20.5] });
    expect(row!.keys[1]).toMatchObject({ ts: [5], values: ['true'] });
    expect(row!.keys[2]).toMatchObject({ values: ['Lobby'] });
    const [latest] = entityDatasourceData(0, ds, null, state, false);
    expect(latest!.keys[0]).toMatchObject({ ts: [9], values: [21.5] });
    const again = entityDatasourceData(0, ds, null, state, true);
    expect(again[0]!.keys[0]!.ts).toBe(row!.keys[0]!.ts); // columns are cached per received series
  });

  it('converts only exact numbers; counts and names', () => {
    expect([
      convertValue('21.50'),
      convertValue('21.5'),
      convertValue('1e3'),
      convertValue('abc'),
      convertValue(''),
    ]).toEqual(['21.50', 21.5, '1e3', 'abc', '']);
    expect(
      countDatasourceData(
        2,
        normaliseDatasource({ type: 'entityCount', dataKeys: [{ name: 'count', type: 'count' }] }),
        'All',
        7,
        100,
      ).keys[0],
    ).toMatchObject({ ts: [100], values: [7] });
    expect(datasourceName(null, { id: '1', entityType: 'DEVICE', name: 'N', label: '' })).toBe('N');
    expect(datasourceName('${entityLabel}!', { id: '1', entityType: 'DEVICE', name: 'N', label: '' })).toBe('N!');
  });
});

describe('dashboard key filters', () => {
  const f: DashboardFilter = {
    id: 'f',
    filter: 'Hot',
    editable: true,
    keyFilters: [
      {
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        predicates: [
          {
            keyFilterPredicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 25 } },
            userInfo: { editable: true },
          },
          {
            keyFilterPredicate: {
              type: 'COMPLEX',
              operation: 'OR',
              predicates: [{ keyFilterPredicate: { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 0 } } }],
            },
          },
        ],
      },
      {
        key: { type: 'ATTRIBUTE', key: 'name' },
        valueType: 'STRING',
        predicates: [
          {
            keyFilterPredicate: {
              type: 'STRING',
              operation: 'STARTS_WITH',
              value: { defaultValue: 'T' },
              ignoreCase: true,
            },
          },
        ],
      },
    ],
  };
  it('flattens predicates to backend key filters, complex ones recursively', () => {
    const k = keyFiltersOf(f.keyFilters);
    expect(k).toHaveLength(3);
    expect(k[0]).toEqual({
      key: { type: 'TIME_SERIES', key: 'temperature' },
      valueType: 'NUMERIC',
      predicate: {
        type: 'NUMERIC',
        operation: 'GREATER',
        value: { defaultValue: 25, userValue: null, dynamicValue: null },
      },
    });
    expect(k[1]!.predicate).toEqual({
      type: 'COMPLEX',
      operation: 'OR',
      predicates: [
        { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 0, userValue: null, dynamicValue: null } },
      ],
    });
    expect(k[2]!.predicate).toMatchObject({ type: 'STRING', ignoreCase: true });
    expect(datasourceKeyFilters({ f }, 'f')).toHaveLength(3);
    expect(datasourceKeyFilters({ f }, 'x')).toEqual([]);
  });
  it('a user value from the toolbar goes into the predicate', () => {
    const edited = withUserValue(f, 0, 0, 30);
    expect(keyFiltersOf(edited.keyFilters)[0]!.predicate).toMatchObject({ value: { defaultValue: 25, userValue: 30 } });
  });
});

describe('server clock', () => {
  it('offset = server time − midpoint of the round trip, measured once until reset', async () => {
    let t = 1000;
    const now = () => (t += 100);
    expect(await measureServerOffset(async () => 5000, now)).toBe(5000 - 1150);
    const fetch = vi.fn(async () => 10_000);
    const clock = new ServerClock(fetch, () => 0);
    await Promise.all([clock.get(), clock.get()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.offset).toBe(10_000);
    clock.reset();
    expect(clock.offset).toBe(0);
    await clock.get();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('user JavaScript in the QuickJS sandbox', () => {
  let sandbox: JsSandbox;
  beforeAll(async () => {
    sandbox = await createQuickJsSandbox();
  });

  it('function datasources generate per tick; post-processing runs on every point', () => {
    const key = {
      name: 'f(x)',
      type: 'function',
      label: 'Random',
      color: '#000',
      settings: {},
      funcBody: 'return prevValue + 1;',
    } as DataKeyConfig;
    const fn = sandbox.compile(key.funcBody!, ['time', 'prevValue']);
    const series = new FunctionSeries([key], true);
    expect(series.tick(10_000, 1000, 5000, () => fn)).toBe(true);
    expect(series.data()[0]!.values).toEqual([1, 2, 3, 4, 5, 6]);
    const post = postProcess(
      { key, ts: [1, 2], values: [1, 2] },
      sandbox.compile('return value * 10 + prevValue;', ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue']),
    );
    expect(post.values).toEqual([10, 30]);
  });

  it('runs the custom action bridge: state calls and toasts are replayed, errors are reported', () => {
    const fn = sandbox.compile(
      customActionBody(
        "widgetContext.stateController.openState('chart', { entityId: entityId, entityName: entityName }, false); widgetContext.showSuccessToast('ok ' + widgetContext.stateController.getStateId());",
      ),
      CUSTOM_ACTION_ARGS,
    );
    const calls = fn({ entityType: 'DEVICE', id: 'd' }, 'T1', null, null, {}, 'default');
    const host = {
      openState: vi.fn(),
      updateState: vi.fn(),
      navigatePrevState: vi.fn(),
      notify: vi.fn(),
    } as unknown as ActionHost;
    replayBridgeCalls(calls, host);
    expect(host.openState).toHaveBeenCalledWith(
      'chart',
      { entityId: { entityType: 'DEVICE', id: 'd' }, entityName: 'T1' },
      false,
    );
    expect(host.notify).toHaveBeenCalledWith('ok default', 'success');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tb = sandbox.compile(
      customActionBody(
        "let $injector = widgetContext.$scope.$injector; let d = $injector.get('dialogs'); d.confirm('x').subscribe(function () { widgetContext.showInfoToast('confirmed'); });",
      ),
      CUSTOM_ACTION_ARGS,
    );
    replayBridgeCalls(tb(null, null, null, null, {}, 'default'), host);
    expect(host.notify).toHaveBeenCalledWith('confirmed', 'info');
    expect(warn.mock.calls[0]![0]).toContain('widgetContext.$scope.$injector.get');
    warn.mockRestore();
    expect(() => sandbox.compile('return window.location.href;', [])()).toThrow(/window/);
    expect(() => sandbox.compile('while (true) {}', [])()).toThrow();
  });
});

describe('runWidgetAction', () => {
  const makeHost = () => {
    const host = {
      stateParams: () => ({ keep: 1 }),
      stateId: () => 'default',
      openState: vi.fn(),
      updateState: vi.fn(),
      navigatePrevState: vi.fn(),
      openDashboard: vi.fn(),
      notify: vi.fn(),
      showCustomDialog: vi.fn(),
      report: vi.fn(),
      t: (k: string, o?: Record<string, unknown>) => `${k}:${JSON.stringify(o)}`,
    };
    return host;
  };
  const entity = { id: 'd1', entityType: 'DEVICE', name: 'T1', label: '' };

  it('openDashboardState / updateDashboardState with the entity as parameter', () => {
    const h = makeHost();
    runWidgetAction(
      { id: 'a', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'chart', setEntityId: true },
      entity,
      'w',
      h,
    );
    expect(h.openState).toHaveBeenCalledWith(
      'chart',
      { keep: 1, entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'T1' },
      false,
    );
    expect(h.report).toHaveBeenCalledWith({
      widgetId: 'w',
      actionName: 'Open',
      actionType: 'openDashboardState',
      entityId: 'd1',
      entityName: 'T1',
    });
    runWidgetAction(
      { id: 'b', name: 'Upd', type: 'updateDashboardState', targetDashboardStateId: 'map', openRightLayout: true },
      entity,
      'w',
      h,
    );
    expect(h.updateState).toHaveBeenCalledWith('map', { keep: 1 }, true);
  });

  it('openDashboard passes an encoded state; a custom pretty action opens its dialog', () => {
    const h = makeHost();
    runWidgetAction(
      {
        id: 'c',
        name: 'Go',
        type: 'openDashboard',
        targetDashboardId: 'dash2',
        targetDashboardStateId: 'st',
        setEntityId: true,
      },
      entity,
      'w',
      h,
    );
    const [id, state] = h.openDashboard.mock.calls[0]!;
    expect(id).toBe('dash2');
    expect(JSON.parse(atob(state as string))).toEqual([
      { id: 'st', params: { keep: 1, entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'T1' } },
    ]);
    runWidgetAction({ id: 'p', name: 'Pretty', type: 'customPretty', customHtml: '<b>x</b>' }, null, 'w', h);
    expect(h.showCustomDialog).toHaveBeenCalledTimes(1);
  });
});
