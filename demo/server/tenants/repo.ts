/** Tenant model and SQL. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { contactOf, contactValues, type Contact } from '../http/contact.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';

/** A `tenant` row (+ `tenant_profile_name` in info queries). */
export interface TenantRow {
  id: string;
  created_time: number;
  title: string;
  region: string | null;
  tenant_profile_id: string | null;
  additional_info: Record<string, unknown> | null;
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  tenant_profile_name?: string | null;
}

/** SELECT for TenantInfo (joined with the profile name). */
export const TENANT_INFO_SELECT =
  'SELECT t.*, p.name AS tenant_profile_name FROM tenant t LEFT JOIN tenant_profile p ON p.id = t.tenant_profile_id';

/** Tenant wire shape. */
export function toTenant(row: TenantRow): Record<string, unknown> {
  return {
    id: entityId('TENANT', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ...contactOf(row as unknown as Record<string, unknown>),
    title: row.title,
    region: row.region,
    tenantProfileId: row.tenant_profile_id ? entityId('TENANT_PROFILE', row.tenant_profile_id) : null,
    name: row.title,
  };
}

/** TenantInfo wire shape. */
export function toTenantInfo(row: TenantRow): Record<string, unknown> {
  return { ...toTenant(row), tenantProfileName: row.tenant_profile_name ?? null };
}

/** Fields of a tenant to save. */
export interface TenantInput {
  title: string;
  tenantProfileId: string | null;
  additionalInfo: unknown;
  contact: Contact;
  createdTime?: number;
}

/** Inserts a tenant (region forced to "Global" as ThingsBoard does) and returns its id. */
export async function insertTenant(
  db: Queryable,
  tenant: {
    title: string;
    email?: string | null;
    additionalInfo?: unknown;
    tenantProfileId?: string | null;
    contact?: Contact;
  },
): Promise<string> {
  const id = uuidV1();
  const contact = tenant.contact ?? {
    country: null,
    state: null,
    city: null,
    address: null,
    address2: null,
    zip: null,
    phone: null,
    email: tenant.email ?? null,
  };
  await db.query(
    `INSERT INTO tenant (id, created_time, title, region, tenant_profile_id, additional_info, country, state, city, address, address2, zip, phone, email)
     VALUES ($1, $2, $3, 'Global', $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      uuidV1Time(id),
      tenant.title,
      tenant.tenantProfileId ?? null,
      jsonParam(tenant.additionalInfo ?? {}),
      ...contactValues(contact),
    ],
  );
  return id;
}

/** Replaces a tenant (region forced to "Global"). */
export async function updateTenant(db: Queryable, id: string, t: TenantInput): Promise<void> {
  await db.query(
    `UPDATE tenant SET created_time = $2, title = $3, region = 'Global', tenant_profile_id = $4, additional_info = $5::jsonb,
       country = $6, state = $7, city = $8, address = $9, address2 = $10, zip = $11, phone = $12, email = $13 WHERE id = $1`,
    [id, t.createdTime ?? 0, t.title, t.tenantProfileId, jsonParam(t.additionalInfo), ...contactValues(t.contact)],
  );
}

/** Finds a tenant by id (with its profile name). */
export async function findTenantById(db: Queryable, id: string): Promise<TenantRow | null> {
  const { rows } = await db.query<TenantRow>(`${TENANT_INFO_SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Ids of every user of a tenant (its admins and its customers' users). */
export async function userIdsOfTenant(db: Queryable, tenantId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tb_user WHERE tenant_id = $1', [tenantId]);
  return rows.map((r) => r.id);
}

const SORT = {
  createdTime: 't.created_time',
  title: 't.title',
  name: 't.title',
  email: 't.email',
  country: 't.country',
  state: 't.state',
  city: 't.city',
  address: 't.address',
  address2: 't.address2',
  zip: 't.zip',
  phone: 't.phone',
  region: 't.region',
  tenantProfileName: 'p.name',
};

/** One page of tenants (with their profile's name), searched by title prefix, each answered through `map`. */
export async function findTenantsPage(
  db: Queryable,
  link: PageLink,
  map: (row: TenantRow) => Record<string, unknown>,
): Promise<PageData<unknown>> {
  return runPaged<TenantRow>(db, link, {
    select: TENANT_INFO_SELECT,
    where: [],
    params: [],
    searchColumn: 't.title',
    sortMap: SORT,
    defaultOrder: 't.id',
    map,
  });
}
