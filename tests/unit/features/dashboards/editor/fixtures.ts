/** A small ThingsBoard dashboard for the editor's unit tests. */
import type { Json } from '../../../../../src/features/dashboards/editor/ops/tb-json';

export function sampleDashboard(): Json {
  return {
    id: { entityType: 'DASHBOARD', id: 'd1' },
    title: 'Sample',
    configuration: {
      widgets: {
        w1: {
          id: 'w1',
          typeAlias: 'simple_card',
          bundleAlias: 'cards',
          type: 'latest',
          sizeX: 6,
          sizeY: 4,
          config: { datasources: [{ type: 'entity', entityAliasId: 'a1', filterId: 'f1', dataKeys: [] }] },
        },
        w2: {
          id: 'w2',
          typeAlias: 'basic_timeseries',
          bundleAlias: 'charts',
          type: 'timeseries',
          sizeX: 8,
          sizeY: 5,
          config: { datasources: [] },
          custom: { keep: true },
        },
      },
      entityAliases: {
        a1: {
          id: 'a1',
          alias: 'Thermostats',
          filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true },
        },
      },
      filters: {
        f1: {
          id: 'f1',
          filter: 'Hot',
          keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' } }],
          editable: true,
        },
      },
      states: {
        default: {
          name: 'Main',
          root: true,
          layouts: {
            main: {
              widgets: { w1: { sizeX: 6, sizeY: 4, row: 0, col: 0 }, w2: { sizeX: 8, sizeY: 5, row: 0, col: 6 } },
              gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' },
            },
          },
        },
        other: {
          name: 'Other',
          root: false,
          layouts: { main: { widgets: {}, gridSettings: { columns: 12, margin: 10 } } },
        },
      },
      settings: { stateControllerId: 'entity', showTitle: true },
      unknownTopLevel: 42,
    },
  };
}

/** Deterministic ids: n1, n2, … */
export function ids(): () => string {
  let i = 0;
  return () => `n${++i}`;
}
