/**
 * Demo data for the control gallery: small in-memory lists behind the `search()` / `load()` functions the controls
 * take as props (the real pages pass functions over src/api). Nothing here talks to a server.
 */
import type { DashboardInfo } from '../../src/ui/dashboard-autocomplete/dashboard-autocomplete';
import { NULL_UUID, type EntityInfo } from '../../src/ui/entity/entity-types';
import type { GatewayInfo } from '../../src/ui/gateway-picker/gateway-picker';
import type { JsonSchema } from '../../src/ui/json-schema-form/schema-types';
import type { NavTreeNode } from '../../src/ui/nav-tree/nav-tree';
import type { OtaPackageInfo } from '../../src/ui/ota-package/ota-package-autocomplete';
import type { WidgetsBundleOption } from '../../src/ui/widgets-bundle-select/widgets-bundle-select';

const id = (n: number) => `7a1c${String(n).padStart(4, '0')}-1dd2-11b2-8080-808080808080`;

export const DASHBOARDS: DashboardInfo[] = [
  'Fleet overview',
  'Firmware rollout',
  'Greenhouse climate',
  'Smart meters',
  'Thermostats',
].map((title, i) => ({
  id: { entityType: 'DASHBOARD', id: id(100 + i) },
  title,
}));

export const DEVICES: EntityInfo[] = [
  'Thermostat T1',
  'Thermostat T2',
  'Water meter W1',
  'Gateway G1',
  'Smoke sensor S7',
].map((name, i) => ({
  id: { entityType: 'DEVICE', id: id(200 + i) },
  name,
}));

export const PACKAGES: OtaPackageInfo[] = [
  { id: { id: id(300) }, title: 'Thermostat firmware', version: '2.4.1' },
  { id: { id: id(301) }, title: 'Thermostat firmware', version: '2.5.0' },
];

export const GATEWAYS: GatewayInfo[] = [
  { id: { id: id(400) }, name: 'Building A gateway' },
  { id: { id: id(401) }, name: 'Building B gateway' },
];

export const BUNDLES: WidgetsBundleOption[] = [
  { id: { id: id(500) }, title: 'Charts', tenantId: { id: NULL_UUID } },
  { id: { id: id(501) }, title: 'Greenhouse widgets', tenantId: { id: id(999) } },
  { id: { id: id(502) }, title: 'Control widgets', tenantId: { id: NULL_UUID } },
];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const has = (text: string, q: string) => text.toLowerCase().includes(q.trim().toLowerCase());

export const searchDashboards = async (text: string) =>
  DASHBOARDS.filter((d) => d.title.toLowerCase().startsWith(text.trim().toLowerCase()));
export const searchEntities = async (_type: string, text: string) => DEVICES.filter((d) => has(d.name, text));
export const loadEntity = async (_type: string, entityId: string) => DEVICES.find((d) => d.id.id === entityId) ?? null;
export const loadEntities = async (_type: string, ids: readonly string[]) =>
  DEVICES.filter((d) => ids.includes(d.id.id));
export const searchPackages = async (text: string) => PACKAGES.filter((p) => has(p.title, text));
export const loadPackage = async (packageId: string) => PACKAGES.find((p) => p.id.id === packageId) ?? null;
export const loadQueues = async () => ['Main', 'HighPriority', 'SequentialByOriginator'];
export const loadSubtypes = async () => ['default', 'thermostat', 'water-meter'];
export const searchKeys = async (text: string) =>
  ['temperature', 'humidity', 'pressure', 'battery'].filter((k) => has(k, text));

/** A small site hierarchy for the navigation tree, loaded lazily like the real one. */
const TREE: Record<string, NavTreeNode[]> = {
  root: [
    { id: 'site-a', label: 'Site A', hasChildren: true },
    { id: 'site-b', label: 'Site B', hasChildren: true },
  ],
  'site-a': [
    { id: 'a-1', label: 'Building 1', hasChildren: true },
    { id: 'a-2', label: 'Building 2' },
  ],
  'a-1': [
    { id: 'a-1-t', label: 'Thermostat T1' },
    { id: 'a-1-w', label: 'Water meter W1' },
  ],
  'site-b': [{ id: 'b-1', label: 'Greenhouse' }],
};
export async function loadTreeChildren(parent: NavTreeNode | null): Promise<NavTreeNode[]> {
  await wait(10);
  return TREE[parent?.id ?? 'root'] ?? [];
}

/** Widget settings in ThingsBoard's settingsSchema shape (our own example, not a ThingsBoard widget). */
export const SETTINGS_SCHEMA: JsonSchema = {
  type: 'object',
  title: 'Settings',
  properties: {
    title: { title: 'Card title', type: 'string', default: 'Greenhouse' },
    decimals: { title: 'Decimals', type: 'integer', minimum: 0, maximum: 6, default: 2 },
    showLegend: { title: 'Show legend', type: 'boolean', default: true },
    units: { title: 'Units', type: 'string', enum: ['°C', '°F', 'K'], default: '°C' },
    color: { title: 'Line colour', type: 'string', default: '#2e7d32' },
    thresholds: {
      title: 'Thresholds',
      type: 'array',
      items: {
        title: 'Threshold',
        type: 'object',
        properties: { value: { title: 'Value', type: 'number', default: 30 } },
        required: ['value'],
      },
    },
  },
  required: ['title'],
};
export const SETTINGS_FORM = [
  'title',
  'decimals',
  'units',
  'showLegend',
  { key: 'color', type: 'color' },
  { key: 'thresholds', items: ['thresholds[].value'] },
];
