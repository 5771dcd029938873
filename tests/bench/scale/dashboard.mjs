// The dashboard of the scale bench: 20 widgets over the 1000 devices of type `scale-dash` (ThingsBoard 3.3.1 JSON):
// 4 entities tables and 2 alarm tables over all of them, 4 line charts over 9 of them, 4 simple cards and 4 digital
// gauges (the first device of the alias), 2 time-series tables of the month-long series, laid out to fill one screen
// (off-screen widgets of a dashboard defer their rendering). Fixed history windows over the data set's points, so
// every data widget has something to show.

/** Same instants as tests/bench/scale/dataset.ts. */
const RECENT_END = Date.UTC(2026, 1, 15);
const MONTH_START = Date.UTC(2026, 0, 1);
const MONTH_MS = 30 * 24 * 3600 * 1000;

const ALIASES = {
  all: {
    id: 'all',
    alias: 'Dashboard devices',
    filter: { type: 'deviceType', deviceType: 'scale-dash', deviceNameFilter: '', resolveMultiple: true },
  },
  few: {
    id: 'few',
    alias: 'Nine devices',
    filter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Scale 00000', resolveMultiple: true },
  },
  month: {
    id: 'month',
    alias: 'Month',
    filter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Scale month', resolveMultiple: false },
  },
};

const key = (name, type, color, extra = {}) => ({ name, type, label: name, color, settings: {}, ...extra });
const recent = {
  selectedTab: 1,
  history: { historyType: 1, fixedTimewindow: { startTimeMs: RECENT_END - 120_000, endTimeMs: RECENT_END } },
  aggregation: { type: 'NONE', limit: 1000 },
};
const month = {
  selectedTab: 1,
  history: {
    historyType: 1,
    fixedTimewindow: { startTimeMs: MONTH_START, endTimeMs: MONTH_START + MONTH_MS },
    interval: Math.ceil(MONTH_MS / 500),
  },
  aggregation: { type: 'AVG', limit: 500 },
};

const KINDS = [
  [
    'cards',
    'entities_table',
    'latest',
    'all',
    [
      key('temperature', 'timeseries', '#2196f3'),
      key('humidity', 'timeseries', '#4caf50'),
      key('active', 'attribute', '#f44336'),
    ],
    { defaultPageSize: 10, enableSearch: true, displayPagination: true },
  ],
  [
    'charts',
    'basic_timeseries',
    'timeseries',
    'few',
    [key('temperature', 'timeseries', '#2196f3')],
    { showLegend: false },
    recent,
  ],
  ['cards', 'simple_card', 'latest', 'all', [key('temperature', 'timeseries', '#2196f3', { decimals: 1 })], {}],
  [
    'digital_gauges',
    'gauge_justgage',
    'latest',
    'all',
    [key('humidity', 'timeseries', '#4caf50', { decimals: 1 })],
    {},
  ],
  ['cards', 'timeseries_table', 'timeseries', 'month', [key('temperature', 'timeseries', '#2196f3')], {}, month],
  ['alarm_widgets', 'alarms_table', 'alarm', 'all', [], {}],
];
/** How many of each kind (20 in all). */
const COUNTS = [4, 4, 4, 4, 2, 2];

export function scaleDashboard() {
  const widgets = {};
  const layout = {};
  let i = 0;
  KINDS.forEach(([bundleAlias, typeAlias, type, alias, dataKeys, settings, timewindow], k) => {
    for (let c = 0; c < COUNTS[k]; c += 1, i += 1) {
      const id = `w${i}`;
      const datasources = type === 'alarm' ? [] : [{ type: 'entity', entityAliasId: alias, dataKeys }];
      widgets[id] = {
        id,
        bundleAlias,
        typeAlias,
        type,
        title: `${typeAlias} ${c + 1}`,
        sizeX: 6,
        sizeY: 4,
        config: {
          datasources,
          ...(type === 'alarm'
            ? { alarmSource: { type: 'entity', entityAliasId: alias, dataKeys: [] }, alarmSearchStatus: 'ANY' }
            : {}),
          ...(timewindow ? { timewindow, useDashboardTimewindow: false } : { useDashboardTimewindow: true }),
          showTitle: true,
          showLegend: false,
          enableFullscreen: true,
          settings,
        },
      };
      layout[id] = { sizeX: 6, sizeY: 4, row: Math.floor(i / 4) * 4, col: (i % 4) * 6 };
    }
  });
  return {
    title: 'Scale: 20 widgets over 1000 devices',
    configuration: {
      widgets,
      entityAliases: ALIASES,
      states: {
        default: {
          name: 'Scale',
          root: true,
          layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10, autoFillHeight: true } } },
        },
      },
      timewindow: recent,
      settings: { stateControllerId: 'entity', showTitle: true, showDashboardTimewindow: true },
      filters: {},
    },
  };
}

/** Number of widgets in {@link scaleDashboard}. */
export const SCALE_DASHBOARD_WIDGETS = COUNTS.reduce((a, b) => a + b, 0);
