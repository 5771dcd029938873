/** Per-tenant demo content of our own: an edge, OTA packages and three dashboards, one of them public. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { NULL_UUID } from '../lib/uuid.js';
import { assignDefaultChains } from '../edges/repo.js';
import { checksum } from '../ota-packages/checksum.js';
import { syncAssignmentRelations, type AssignedCustomer } from '../dashboards/model.js';
import { DEMO_PUBLIC_DASHBOARD } from './demo-data.js';

const THERMOSTATS_ALIAS = {
  id: 'alias-thermostats',
  alias: 'Thermostats',
  filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' },
};

function widget(
  id: string,
  bundleAlias: string,
  typeAlias: string,
  type: string,
  title: string,
  keys: string[],
  aliasId = THERMOSTATS_ALIAS.id,
) {
  return {
    id,
    isSystemType: true,
    bundleAlias,
    typeAlias,
    type,
    title,
    sizeX: 8,
    sizeY: 5,
    row: 0,
    col: 0,
    config: {
      datasources: [
        {
          type: 'entity',
          entityAliasId: aliasId,
          dataKeys: keys.map((k, i) => ({
            name: k,
            type: 'timeseries',
            label: k,
            color: ['#2196f3', '#4caf50'][i % 2],
            settings: {},
            _hash: i + 0.5,
          })),
        },
      ],
      showTitle: true,
      title,
      useDashboardTimewindow: true,
      settings: {},
    },
  };
}

function dashboardConfig(
  description: string,
  widgets: ReturnType<typeof widget>[],
  alias: { id: string } = THERMOSTATS_ALIAS,
) {
  const layout = Object.fromEntries(
    widgets.map((w, i) => [w.id, { sizeX: 12, sizeY: 6, row: Math.floor(i / 2) * 6, col: (i % 2) * 12 }]),
  );
  return {
    description,
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    states: {
      default: {
        name: description,
        root: true,
        layouts: {
          main: {
            widgets: layout,
            gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' },
          },
        },
      },
    },
    entityAliases: { [alias.id]: alias },
    filters: {},
    timewindow: {
      displayValue: '',
      selectedTab: 0,
      realtime: { realtimeType: 0, interval: 1000, timewindowMs: 60000 },
      aggregation: { type: 'AVG', limit: 25000 },
    },
    settings: {
      stateControllerId: 'entity',
      showTitle: true,
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
    },
  };
}

async function dashboard(
  tx: Queryable,
  tenantId: string,
  title: string,
  config: unknown,
  assigned: unknown[],
  fixedId?: string,
): Promise<void> {
  const id = fixedId ?? uuidV1();
  await tx.query(
    'INSERT INTO dashboard (id, created_time, tenant_id, title, image, assigned_customers, mobile_hide, mobile_order, configuration) VALUES ($1, $2, $3, $4, NULL, $5::jsonb, false, NULL, $6::jsonb)',
    [id, fixedId ? Date.now() : uuidV1Time(id), tenantId, title, jsonParam(assigned), jsonParam(config)],
  );
  await syncAssignmentRelations(tx, id, assigned as AssignedCustomer[]);
}

/**
 * The public demo dashboard (fixed ids, see DEMO_PUBLIC_DASHBOARD): live temperature and humidity of the public
 * customer's sensor, published to the public customer as ThingsBoard's "Make public" does.
 */
async function publicDashboard(tx: Queryable, tenantId: string, publicId: string, deviceId: string): Promise<void> {
  const alias = {
    id: 'alias-greenhouse',
    alias: 'Greenhouse sensor',
    filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: deviceId } },
  };
  const config = dashboardConfig(
    'Temperature and humidity in the greenhouse',
    [
      widget(
        '8f1d1c56-0000-4000-8000-000000000005',
        'charts',
        'basic_timeseries',
        'timeseries',
        'Temperature and humidity',
        ['temperature', 'humidity'],
        alias.id,
      ),
      widget(
        '8f1d1c56-0000-4000-8000-000000000006',
        'cards',
        'entities_table',
        'latest',
        'Latest values',
        ['temperature', 'humidity'],
        alias.id,
      ),
    ],
    alias,
  );
  const assigned = [{ customerId: { entityType: 'CUSTOMER', id: publicId }, title: 'Public', public: true }];
  await dashboard(tx, tenantId, DEMO_PUBLIC_DASHBOARD.title, config, assigned, DEMO_PUBLIC_DASHBOARD.dashboardId);
}

/** Seeds tenant content that depends on later families. */
export async function seedTenantContent(
  tx: Queryable,
  s: {
    tenantId: string;
    customerA: string;
    thermostatProfileId: string;
    publicId: string | null;
    deviceIds: Record<string, string>;
  },
): Promise<void> {
  const edgeId = uuidV1();
  await tx.query(
    `INSERT INTO edge (id, created_time, tenant_id, customer_id, name, type, label, routing_key, secret, edge_license_key, cloud_endpoint, additional_info)
     VALUES ($1, $2, $3, $4, 'Edge Alpha', 'default', 'Site gateway', 'edge-alpha-routing-key', 'edge-alpha-secret-01', NULL, 'http://localhost:8080', $5::jsonb)`,
    [edgeId, uuidV1Time(edgeId), s.tenantId, NULL_UUID, jsonParam({ description: 'Demo edge' })],
  );
  const root = await assignDefaultChains(tx, s.tenantId, edgeId);
  await tx.query('UPDATE edge SET root_rule_chain_id = $2 WHERE id = $1', [edgeId, root]);

  const firmware = Buffer.from('IOT-CONSOLE DEMO FIRMWARE 1.0\n'.repeat(64));
  const otaId = uuidV1();
  await tx.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, file_name, content_type, checksum_algorithm, checksum, data, data_size, additional_info)
     VALUES ($1, $2, $3, $4, 'FIRMWARE', 'Thermostat firmware', '1.0', 'Thermostat firmware 1.0', 'thermostat-fw-1.0.bin', 'application/octet-stream', 'SHA256', $5, $6, $7, $8::jsonb)`,
    [
      otaId,
      uuidV1Time(otaId),
      s.tenantId,
      s.thermostatProfileId,
      checksum('SHA256', firmware),
      firmware,
      firmware.length,
      jsonParam({ description: 'First release' }),
    ],
  );
  const swId = uuidV1();
  await tx.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, additional_info)
     VALUES ($1, $2, $3, $4, 'SOFTWARE', 'Thermostat app', '2.1', 'Thermostat app 2.1', 'https://downloads.example.com/thermostat-app-2.1.bin', $5::jsonb)`,
    [swId, uuidV1Time(swId), s.tenantId, s.thermostatProfileId, jsonParam({ description: 'Hosted externally' })],
  );

  await dashboard(
    tx,
    s.tenantId,
    'Thermostats',
    dashboardConfig('Temperature and humidity of all thermostats', [
      widget('8f1d1c56-0000-4000-8000-000000000001', 'charts', 'basic_timeseries', 'timeseries', 'Temperature', [
        'temperature',
      ]),
      widget('8f1d1c56-0000-4000-8000-000000000002', 'cards', 'entities_table', 'latest', 'Thermostats', [
        'temperature',
        'humidity',
      ]),
    ]),
    [],
  );
  const { rows } = await tx.query<{ title: string }>('SELECT title FROM customer WHERE id = $1', [s.customerA]);
  await dashboard(
    tx,
    s.tenantId,
    'Customer A overview',
    dashboardConfig('Devices of Customer A', [
      widget('8f1d1c56-0000-4000-8000-000000000003', 'cards', 'entities_table', 'latest', 'Devices', ['temperature']),
      widget('8f1d1c56-0000-4000-8000-000000000004', 'alarm_widgets', 'alarms_table', 'alarm', 'Alarms', []),
    ]),
    [{ customerId: { entityType: 'CUSTOMER', id: s.customerA }, title: rows[0]?.title ?? 'Customer A', public: false }],
  );
  const sensor = s.deviceIds[DEMO_PUBLIC_DASHBOARD.device];
  if (s.publicId === DEMO_PUBLIC_DASHBOARD.publicId && sensor)
    await publicDashboard(tx, s.tenantId, s.publicId, sensor);
}
