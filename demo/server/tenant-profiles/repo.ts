/** TenantProfile model and SQL. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';

/** `tenant_profile` row. */
export interface TenantProfileRow {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: boolean;
  isolated_tb_core: boolean;
  isolated_tb_rule_engine: boolean;
  profile_data: Record<string, unknown>;
}

/** DEFAULT configuration with every limit off (0 / null). */
export function defaultTenantProfileData(): Record<string, unknown> {
  const zeros = [
    'maxDevices',
    'maxAssets',
    'maxCustomers',
    'maxUsers',
    'maxDashboards',
    'maxRuleChains',
    'maxResourcesInBytes',
    'maxOtaPackagesInBytes',
    'maxTransportMessages',
    'maxTransportDataPoints',
    'maxREExecutions',
    'maxJSExecutions',
    'maxDPStorageDays',
    'maxEmails',
    'maxSms',
    'maxCreatedAlarms',
    'maxRuleNodeExecutionsPerMessage',
    'defaultStorageTtlDays',
    'alarmsTtlDays',
    'rpcTtlDays',
  ];
  const limits = [
    'transportTenantMsgRateLimit',
    'transportTenantTelemetryMsgRateLimit',
    'transportTenantTelemetryDataPointsRateLimit',
    'transportDeviceMsgRateLimit',
    'transportDeviceTelemetryMsgRateLimit',
    'transportDeviceTelemetryDataPointsRateLimit',
  ];
  const configuration: Record<string, unknown> = { type: 'DEFAULT' };
  for (const k of zeros) configuration[k] = 0;
  for (const k of limits) configuration[k] = null;
  configuration['warnThreshold'] = 0;
  return { configuration };
}

/** TenantProfile wire shape (`default`, not `isDefault`). */
export function toTenantProfile(row: TenantProfileRow): Record<string, unknown> {
  return {
    id: entityId('TENANT_PROFILE', row.id),
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    isolatedTbCore: row.isolated_tb_core,
    isolatedTbRuleEngine: row.isolated_tb_rule_engine,
    profileData: row.profile_data,
    default: row.is_default,
  };
}

/** EntityInfo `{id, name}`. */
export function toTenantProfileInfo(row: Pick<TenantProfileRow, 'id' | 'name'>): Record<string, unknown> {
  return { id: entityId('TENANT_PROFILE', row.id), name: row.name };
}

/** Fields of a profile to save. */
export interface TenantProfileInput {
  name: string;
  description: string | null;
  isDefault: boolean;
  isolatedTbCore: boolean;
  isolatedTbRuleEngine: boolean;
  profileData: Record<string, unknown>;
  createdTime?: number;
}

/** Inserts a profile. */
export async function insertTenantProfile(db: Queryable, p: TenantProfileInput): Promise<TenantProfileRow> {
  const id = uuidV1();
  const { rows } = await db.query<TenantProfileRow>(
    `INSERT INTO tenant_profile (id, created_time, name, description, is_default, isolated_tb_core, isolated_tb_rule_engine, profile_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING *`,
    [
      id,
      uuidV1Time(id),
      p.name,
      p.description,
      p.isDefault,
      p.isolatedTbCore,
      p.isolatedTbRuleEngine,
      jsonParam(p.profileData),
    ],
  );
  if (!rows[0]) throw new Error('INSERT tenant_profile returned no row');
  return rows[0];
}

/** Replaces a profile. */
export async function updateTenantProfile(db: Queryable, id: string, p: TenantProfileInput): Promise<TenantProfileRow> {
  const { rows } = await db.query<TenantProfileRow>(
    `UPDATE tenant_profile SET name = $2, description = $3, is_default = $4, isolated_tb_core = $5, isolated_tb_rule_engine = $6,
       profile_data = $7::jsonb, created_time = $8 WHERE id = $1 RETURNING *`,
    [
      id,
      p.name,
      p.description,
      p.isDefault,
      p.isolatedTbCore,
      p.isolatedTbRuleEngine,
      jsonParam(p.profileData),
      p.createdTime ?? 0,
    ],
  );
  if (!rows[0]) throw new Error('UPDATE tenant_profile returned no row');
  return rows[0];
}

/** Finds a profile by id. */
export async function findTenantProfile(db: Queryable, id: string): Promise<TenantProfileRow | null> {
  const { rows } = await db.query<TenantProfileRow>('SELECT * FROM tenant_profile WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The default profile. */
export async function findDefaultTenantProfile(db: Queryable): Promise<TenantProfileRow | null> {
  const { rows } = await db.query<TenantProfileRow>('SELECT * FROM tenant_profile WHERE is_default LIMIT 1');
  return rows[0] ?? null;
}

const SORT = { createdTime: 'created_time', name: 'name', description: 'description', isDefault: 'is_default' };

/** Ids of the tenant profiles with this name. */
export async function tenantProfilesNamed(db: Queryable, name: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tenant_profile WHERE name = $1', [name]);
  return rows.map((r) => r.id);
}

/** True when some tenant uses the profile. */
export async function isTenantProfileUsed(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM tenant WHERE tenant_profile_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** Deletes a tenant profile. */
export async function deleteTenantProfile(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM tenant_profile WHERE id = $1', [id]);
}

/** Makes a profile the default one (and every other profile not). */
export async function setDefaultTenantProfile(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE tenant_profile SET is_default = (id = $1)', [id]);
}

/** One page of tenant profiles, searched by name prefix, each answered through `map`. */
export async function findTenantProfilesPage(
  db: Queryable,
  link: PageLink,
  map: (row: TenantProfileRow) => Record<string, unknown>,
): Promise<PageData<unknown>> {
  return runPaged<TenantProfileRow>(db, link, {
    select: 'SELECT * FROM tenant_profile',
    where: [],
    params: [],
    searchColumn: 'name',
    sortMap: SORT,
    defaultOrder: 'id',
    map,
  });
}
