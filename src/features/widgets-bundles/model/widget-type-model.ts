/**
 * The widget descriptor the widget type editor edits (type, sizeX, sizeY, resources,
 * templateHtml, templateCss, controllerScript, settingsSchema, dataKeySettingsSchema, defaultConfig). Unknown
 * descriptor keys survive an edit. New widget types start from our own small template per kind: a controller
 * that follows ThingsBoard's `self.onInit / onDataUpdated / onResize / onDestroy` contract.
 */
import { sampleFunctionDatasource } from '../../../widgets/common/sample-datasource';
import type { WidgetKind } from '../../../widgets/widget-contract';

export const WIDGET_KINDS: readonly WidgetKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];

export interface WidgetDescriptor {
  type: WidgetKind;
  sizeX: number;
  sizeY: number;
  resources: { url: string }[];
  templateHtml: string;
  templateCss: string;
  controllerScript: string;
  settingsSchema: string;
  dataKeySettingsSchema: string;
  defaultConfig: string;
  [extra: string]: unknown;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : x == null ? '' : JSON.stringify(x, null, 2));
const num = (x: unknown, d: number): number => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : d);

export function isWidgetKind(x: unknown): x is WidgetKind {
  return typeof x === 'string' && (WIDGET_KINDS as readonly string[]).includes(x);
}

/** A stored descriptor, normalised for editing (schemas and default config as text). */
export function readDescriptor(raw: Record<string, unknown>): WidgetDescriptor {
  const resources = Array.isArray(raw['resources'])
    ? (raw['resources'] as unknown[]).map((r) => ({
        url: typeof r === 'string' ? r : str((r as { url?: unknown } | null)?.url),
      }))
    : [];
  return {
    ...raw,
    type: isWidgetKind(raw['type']) ? raw['type'] : 'latest',
    sizeX: num(raw['sizeX'], 8),
    sizeY: num(raw['sizeY'], 6),
    resources,
    templateHtml: str(raw['templateHtml']),
    templateCss: str(raw['templateCss']),
    controllerScript: str(raw['controllerScript']),
    settingsSchema: str(raw['settingsSchema']),
    dataKeySettingsSchema: str(raw['dataKeySettingsSchema']),
    defaultConfig: str(raw['defaultConfig']),
  };
}

/** Text fields that must hold JSON (or be empty). */
export const JSON_FIELDS = ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'] as const;
export type JsonField = (typeof JSON_FIELDS)[number];

/** The first JSON field that does not parse, or null. */
export function invalidJsonField(d: WidgetDescriptor): JsonField | null {
  for (const f of JSON_FIELDS) {
    if (d[f].trim() === '') continue;
    try {
      JSON.parse(d[f]);
    } catch {
      return f;
    }
  }
  return null;
}

/** The descriptor as saved: resources without blank URLs. */
export function toStoredDescriptor(d: WidgetDescriptor): Record<string, unknown> {
  return { ...d, resources: d.resources.filter((r) => r.url.trim() !== '').map((r) => ({ url: r.url.trim() })) };
}

/** A data key of the default config, as the preview's sample data needs it. */
export interface SampleKey {
  name: string;
  label: string;
  color: string;
  type: string;
  settings: Record<string, unknown>;
}

export interface PreviewConfig {
  settings: Record<string, unknown>;
  keys: SampleKey[];
  title: string;
}

const PALETTE = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0'];

/** Settings and data keys of the default config (empty when it does not parse). */
export function previewConfig(d: WidgetDescriptor): PreviewConfig {
  let cfg: Record<string, unknown> = {};
  try {
    const parsed: unknown = d.defaultConfig.trim() ? JSON.parse(d.defaultConfig) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) cfg = parsed as Record<string, unknown>;
  } catch {
    cfg = {};
  }
  const settings =
    cfg['settings'] && typeof cfg['settings'] === 'object' ? (cfg['settings'] as Record<string, unknown>) : {};
  const sources = Array.isArray(cfg['datasources']) ? (cfg['datasources'] as Record<string, unknown>[]) : [];
  const keys: SampleKey[] = [];
  for (const ds of sources) {
    const dataKeys = Array.isArray(ds?.['dataKeys']) ? (ds['dataKeys'] as Record<string, unknown>[]) : [];
    for (const k of dataKeys) {
      const name = typeof k?.['name'] === 'string' ? k['name'] : `key${keys.length + 1}`;
      keys.push({
        name,
        label: typeof k['label'] === 'string' ? k['label'] : name,
        color: typeof k['color'] === 'string' ? k['color'] : PALETTE[keys.length % PALETTE.length]!,
        type: typeof k['type'] === 'string' ? k['type'] : 'function',
        settings: k['settings'] && typeof k['settings'] === 'object' ? (k['settings'] as Record<string, unknown>) : {},
      });
    }
  }
  return { settings, keys, title: typeof cfg['title'] === 'string' ? cfg['title'] : '' };
}

function defaultConfigFor(kind: WidgetKind): string {
  const base: Record<string, unknown> = {
    showTitle: true,
    backgroundColor: '#fff',
    color: 'rgba(0, 0, 0, 0.87)',
    padding: '8px',
    title: 'New widget',
    settings: {},
  };
  if (kind === 'timeseries' || kind === 'latest') {
    base['datasources'] = [sampleFunctionDatasource()];
  } else {
    base['datasources'] = [];
  }
  if (kind === 'timeseries') base['timewindow'] = { realtime: { timewindowMs: 60000 } };
  if (kind === 'rpc') base['targetDeviceAliases'] = [];
  if (kind === 'alarm') base['alarmSource'] = { type: 'function', dataKeys: [] };
  if (kind === 'static') base['settings'] = { text: 'Hello from a static widget' };
  return JSON.stringify(base, null, 4);
}

const LIST_CSS = `.iot-demo {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 8px;
    font-size: 14px;
}
.iot-demo .row {
    display: flex;
    justify-content: space-between;
}
.iot-demo .value {
    font-weight: 500;
}`;

// Starting code of each kind (ours): the handlers are ThingsBoard's widget contract (`self.onInit`,
// `self.onDataUpdated`, `self.onResize`, `self.onDestroy`, all optional except onInit), written as modern JS.
const keyRows = (
  withCount: boolean,
) => `// One row per data key: its label${withCount ? ', how many points the time window holds' : ''} and its newest value.
const newest = (points) => (points.length > 0 ? points.at(-1)[1] : '–');

self.onDataUpdated = () => {
  const rows = self.ctx.data.map(({ dataKey, data }) =>
    \`<div class="row"><span>\${dataKey.label}${withCount ? ' · ${data.length} points' : ''}</span><span class="value">\${newest(data)}</span></div>\`);
  self.ctx.$container.find('.iot-demo').html(rows.join(''));
};

self.onInit = () => self.onDataUpdated();`;

const TEMPLATES: Record<WidgetKind, { html: string; css: string; js: string }> = {
  timeseries: { html: '<div class="iot-demo"></div>', css: LIST_CSS, js: keyRows(true) },
  latest: { html: '<div class="iot-demo"></div>', css: LIST_CSS, js: keyRows(false) },
  rpc: {
    html: '<div class="iot-demo"><button type="button" class="send">Send command</button><div class="status"></div></div>',
    css: LIST_CSS,
    js: `// A button that would send a command to the target device; here it only notes when it was pressed.
self.onInit = () => {
  const status = self.ctx.$container.find('.status');
  self.ctx.container.querySelector('.send').addEventListener('click', () => {
    status.text(\`Command prepared at \${new Date().toLocaleTimeString()}\`);
  });
};`,
  },
  alarm: {
    html: '<div class="iot-demo"><div class="row"><span>Alarms</span><span class="value count">0</span></div></div>',
    css: LIST_CSS,
    js: `// Counts the alarms of the widget's alarm source.
self.onDataUpdated = () => self.ctx.$container.find('.count').text(String(self.ctx.data.length));

self.onInit = () => self.onDataUpdated();`,
  },
  static: {
    html: '<div class="iot-demo"><div class="text"></div></div>',
    css: LIST_CSS,
    js: `// Shows the "text" setting.
self.onInit = () => self.ctx.$container.find('.text').text(self.ctx.settings.text ?? '');`,
  },
};

/** The starting descriptor of a new widget type of a kind. */
export function newDescriptor(kind: WidgetKind): WidgetDescriptor {
  const t = TEMPLATES[kind];
  return {
    type: kind,
    sizeX: kind === 'static' || kind === 'rpc' ? 4 : 8,
    sizeY: kind === 'static' || kind === 'rpc' ? 3 : 5,
    resources: [],
    templateHtml: t.html,
    templateCss: t.css,
    controllerScript: t.js,
    settingsSchema: JSON.stringify(
      { schema: { type: 'object', title: 'Settings', properties: {} }, form: [] },
      null,
      4,
    ),
    dataKeySettingsSchema: '{}',
    defaultConfig: defaultConfigFor(kind),
  };
}
