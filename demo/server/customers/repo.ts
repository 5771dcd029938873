/** Customer model and SQL. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { contactOf, contactValues, type Contact } from '../http/contact.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';

/** A `customer` row. */
export interface CustomerRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  additional_info: Record<string, unknown> | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  address2?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** Title of the per-tenant public customer. */
export const PUBLIC_CUSTOMER_TITLE = 'Public';

/** Customer wire shape. */
export function toCustomer(row: CustomerRow): Record<string, unknown> {
  return {
    id: entityId('CUSTOMER', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ...contactOf(row as unknown as Record<string, unknown>),
    title: row.title,
    tenantId: entityId('TENANT', row.tenant_id),
    name: row.title,
  };
}

/** Inserts a customer and returns its id. */
export async function insertCustomer(
  db: Queryable,
  customer: { tenantId: string; title: string; additionalInfo?: unknown; contact?: Contact; id?: string },
): Promise<string> {
  const id = customer.id ?? uuidV1();
  const c = customer.contact ?? {
    country: null,
    state: null,
    city: null,
    address: null,
    address2: null,
    zip: null,
    phone: null,
    email: null,
  };
  await db.query(
    `INSERT INTO customer (id, created_time, tenant_id, title, additional_info, country, state, city, address, address2, zip, phone, email)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      customer.id ? Date.now() : uuidV1Time(id),
      customer.tenantId,
      customer.title,
      jsonParam(customer.additionalInfo ?? {}),
      ...contactValues(c),
    ],
  );
  return id;
}

/** Replaces a customer. */
export async function updateCustomer(
  db: Queryable,
  id: string,
  c: { title: string; additionalInfo: unknown; contact: Contact; createdTime: number },
): Promise<void> {
  await db.query(
    `UPDATE customer SET created_time = $2, title = $3, additional_info = $4::jsonb, country = $5, state = $6, city = $7,
       address = $8, address2 = $9, zip = $10, phone = $11, email = $12 WHERE id = $1`,
    [id, c.createdTime, c.title, jsonParam(c.additionalInfo), ...contactValues(c.contact)],
  );
}

/** Finds a customer by id. */
export async function findCustomerById(db: Queryable, id: string): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>('SELECT * FROM customer WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** True when the customer is the tenant's public customer (`additionalInfo.isPublic === true`). */
export function isPublicCustomer(row: CustomerRow): boolean {
  return row.additional_info?.['isPublic'] === true;
}

/** The tenant's public customer, created on first use (`title` "Public", `additionalInfo.isPublic`). */
export async function findOrCreatePublicCustomer(db: Queryable, tenantId: string): Promise<CustomerRow> {
  const { rows } = await db.query<CustomerRow>(
    "SELECT * FROM customer WHERE tenant_id = $1 AND (additional_info->>'isPublic') = 'true' ORDER BY created_time LIMIT 1",
    [tenantId],
  );
  if (rows[0]) return rows[0];
  const id = await insertCustomer(db, { tenantId, title: PUBLIC_CUSTOMER_TITLE, additionalInfo: { isPublic: true } });
  const created = await findCustomerById(db, id);
  if (!created) throw new Error('public customer vanished');
  return created;
}

/** Ids of every user of a customer. */
export async function userIdsOfCustomer(db: Queryable, customerId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tb_user WHERE customer_id = $1', [customerId]);
  return rows.map((r) => r.id);
}

/**
 * Deletes a customer: as ThingsBoard, its devices, assets, entity views and edges are unassigned, its dashboards no
 * longer list it, its users and relations are deleted.
 */
export async function detachAndDeleteCustomer(
  tx: Queryable,
  row: Pick<CustomerRow, 'id' | 'tenant_id'>,
): Promise<void> {
  for (const table of ['device', 'asset', 'entity_view', 'edge'] as const) {
    await tx.query(`UPDATE ${table} SET customer_id = $2 WHERE tenant_id = $3 AND customer_id = $1`, [
      row.id,
      NULL_UUID,
      row.tenant_id,
    ]);
  }
  await tx.query(
    `UPDATE dashboard SET assigned_customers = (
       SELECT COALESCE(jsonb_agg(c), '[]'::jsonb) FROM jsonb_array_elements(assigned_customers) c WHERE c->'customerId'->>'id' <> $1::text)
     WHERE tenant_id = $2 AND assigned_customers @> jsonb_build_array(jsonb_build_object('customerId', jsonb_build_object('id', $1::text)))`,
    [row.id, row.tenant_id],
  );
  await tx.query('DELETE FROM tb_user WHERE customer_id = $1', [row.id]);
  await tx.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [row.id]);
  await tx.query('DELETE FROM customer WHERE id = $1', [row.id]);
}

const SORT = {
  createdTime: 'created_time',
  title: 'title',
  name: 'title',
  email: 'email',
  country: 'country',
  state: 'state',
  city: 'city',
  address: 'address',
  address2: 'address2',
  zip: 'zip',
  phone: 'phone',
};

/** The tenant's customers with this title (exact match). */
export async function findCustomersByTitle(db: Queryable, tenantId: string, title: string): Promise<CustomerRow[]> {
  const { rows } = await db.query<CustomerRow>('SELECT * FROM customer WHERE tenant_id = $1 AND title = $2', [
    tenantId,
    title,
  ]);
  return rows;
}

/** One page of a tenant's customers, searched by title prefix. */
export async function findCustomersPage(db: Queryable, link: PageLink, tenantId: string): Promise<PageData<unknown>> {
  return runPaged<CustomerRow>(db, link, {
    select: 'SELECT * FROM customer',
    where: ['tenant_id = $1'],
    params: [tenantId],
    searchColumn: 'title',
    sortMap: SORT,
    defaultOrder: 'id',
    map: toCustomer,
  });
}
