/** Dashboard / DashboardInfo and its SQL helpers. */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { forbidden, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';

/** One `assignedCustomers` entry as stored and served. */
export interface AssignedCustomer {
  customerId: { entityType: 'CUSTOMER'; id: string };
  title: string;
  public: boolean;
}

/** `dashboard` row. */
export interface DashboardRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  image: string | null;
  assigned_customers: AssignedCustomer[] | null;
  mobile_hide: boolean;
  mobile_order: number | null;
  configuration?: unknown;
}

/** SELECT of info rows (no configuration). */
export const DASHBOARD_INFO_SELECT =
  'SELECT id, created_time, tenant_id, title, image, assigned_customers, mobile_hide, mobile_order FROM dashboard d';

/** SQL condition "assigned to customer $n" (static text with the placeholder number). */
export function assignedTo(n: number): string {
  return `d.assigned_customers @> jsonb_build_array(jsonb_build_object('customerId', jsonb_build_object('id', $${n}::text)))`;
}

/** DashboardInfo wire shape. */
export function toDashboardInfo(row: DashboardRow): Record<string, unknown> {
  return {
    id: entityId('DASHBOARD', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    title: row.title,
    image: row.image,
    assignedCustomers: row.assigned_customers && row.assigned_customers.length > 0 ? row.assigned_customers : null,
    mobileHide: row.mobile_hide,
    mobileOrder: row.mobile_order,
    name: row.title,
  };
}

/** Dashboard wire shape (with configuration). */
export function toDashboard(row: DashboardRow): Record<string, unknown> {
  return { ...toDashboardInfo(row), configuration: row.configuration ?? null };
}

/** Finds a dashboard (with configuration). */
export async function findDashboard(db: Queryable, id: string): Promise<DashboardRow | null> {
  const { rows } = await db.query<DashboardRow>('SELECT * FROM dashboard WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** True when the dashboard is assigned to the customer. */
export function isAssigned(row: DashboardRow, customerId: string): boolean {
  return (row.assigned_customers ?? []).some((c) => c.customerId.id === customerId);
}

/** READ check: SA any; TA own tenant; CU (incl. public users) assigned to its customer. */
export function canReadDashboard(user: SecurityUser, row: DashboardRow): boolean {
  if (user.authority === 'SYS_ADMIN') return true;
  if (row.tenant_id !== user.tenantId) return false;
  return user.authority === 'TENANT_ADMIN' || isAssigned(row, user.customerId);
}

/** Loads a dashboard the principal may read (`write` → TA of the tenant only). */
export async function loadDashboard(
  db: Queryable,
  user: SecurityUser,
  raw: string | undefined,
  write = false,
): Promise<DashboardRow> {
  const row = await findDashboard(db, uuidParam(raw, 'dashboardId'));
  if (!row) throw notFound();
  const ok = write ? user.authority === 'TENANT_ADMIN' && row.tenant_id === user.tenantId : canReadDashboard(user, row);
  if (!ok) throw forbidden();
  return row;
}

/** Replaces the assigned customers list. */
export async function setAssigned(db: Queryable, id: string, list: AssignedCustomer[]): Promise<void> {
  await db.query('UPDATE dashboard SET assigned_customers = $2::jsonb WHERE id = $1', [id, jsonParam(list)]);
  await syncAssignmentRelations(db, id, list);
}

/**
 * Keeps TB's second record of dashboard assignment in step with `assignedCustomers`: one relation
 * CUSTOMER →Contains→ DASHBOARD (type group DASHBOARD) per assigned customer.
 */
export async function syncAssignmentRelations(db: Queryable, id: string, list: AssignedCustomer[]): Promise<void> {
  const ids = list.map((c) => c.customerId.id);
  await db.query(
    `DELETE FROM relation WHERE to_id = $1 AND to_type = 'DASHBOARD' AND from_type = 'CUSTOMER' AND relation_type_group = 'DASHBOARD'
       AND relation_type = 'Contains' AND NOT (from_id = ANY($2::uuid[]))`,
    [id, ids],
  );
  await db.query(
    `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
     SELECT c, 'CUSTOMER', $1, 'DASHBOARD', 'DASHBOARD', 'Contains', NULL FROM unnest($2::uuid[]) AS c
     ON CONFLICT DO NOTHING`,
    [id, ids],
  );
}
