/** SQL of the dashboards that the routes run (row lookups and assignment writes live in model.ts). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { parsePageLink, runPaged, type PageData, type PageQuery } from '../http/page.js';
import { boolParam } from '../http/params.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { isPublicCustomer, type CustomerRow } from '../customers/repo.js';
import {
  DASHBOARD_INFO_SELECT,
  assignedTo,
  toDashboardInfo,
  type AssignedCustomer,
  type DashboardRow,
} from './model.js';

const SORT = { createdTime: 'd.created_time', title: 'd.title', name: 'd.title' };

/** The tenant's customers among `ids`, as dashboard assignments, oldest first. */
export async function customersToAssign(db: Queryable, tenantId: string, ids: string[]): Promise<AssignedCustomer[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CustomerRow>(
    'SELECT * FROM customer WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY created_time',
    [tenantId, ids],
  );
  return rows.map((c) => ({
    customerId: { entityType: 'CUSTOMER', id: c.id },
    title: c.title,
    public: isPublicCustomer(c),
  }));
}

/** One page of dashboard infos matching `where`; `mobile=true` hides mobile-hidden ones and orders by mobile order. */
export function pageDashboards(
  db: Queryable,
  q: PageQuery & { mobile?: string },
  where: string[],
  params: unknown[],
): Promise<PageData<unknown>> {
  const mobile = boolParam(q.mobile, false);
  const w = mobile ? [...where, 'NOT d.mobile_hide'] : where;
  const link = parsePageLink(q);
  return runPaged<DashboardRow>(db, link, {
    select: DASHBOARD_INFO_SELECT,
    where: w,
    params,
    searchColumn: 'd.title',
    sortMap: SORT,
    defaultOrder: mobile && !link.sortProperty ? 'd.mobile_order NULLS LAST, d.id' : 'd.id',
    map: toDashboardInfo,
  });
}

/** One page of a tenant's dashboard infos, or of those assigned to one of its customers. */
export function findDashboardsPage(
  db: Queryable,
  q: PageQuery & { mobile?: string },
  scope: { tenantId: string; customerId?: string },
): Promise<PageData<unknown>> {
  if (scope.customerId === undefined) return pageDashboards(db, q, ['d.tenant_id = $1'], [scope.tenantId]);
  return pageDashboards(db, q, ['d.tenant_id = $1', assignedTo(2)], [scope.tenantId, scope.customerId]);
}

/** What a dashboard save writes. */
export interface DashboardFields {
  title: string;
  image: string | null;
  assigned: AssignedCustomer[];
  mobileHide: boolean;
  mobileOrder: number | null;
  configuration: unknown;
}

const values = (f: DashboardFields) => [
  f.title,
  f.image,
  jsonParam(f.assigned),
  f.mobileHide,
  f.mobileOrder,
  jsonParam(f.configuration),
];

/** Replaces a dashboard's fields (and its createdTime, as ThingsBoard's save does). */
export async function updateDashboard(
  db: Queryable,
  id: string,
  f: DashboardFields,
  createdTime: number,
): Promise<void> {
  await db.query(
    'UPDATE dashboard SET title = $2, image = $3, assigned_customers = $4::jsonb, mobile_hide = $5, mobile_order = $6, configuration = $7::jsonb, created_time = $8 WHERE id = $1',
    [id, ...values(f), createdTime],
  );
}

/** Inserts a dashboard; returns its new id. */
export async function insertDashboard(db: Queryable, tenantId: string, f: DashboardFields): Promise<string> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO dashboard (id, created_time, tenant_id, title, image, assigned_customers, mobile_hide, mobile_order, configuration)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb)`,
    [id, uuidV1Time(id), tenantId, ...values(f)],
  );
  return id;
}

/** Deletes a dashboard and its relations. */
export async function deleteDashboard(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [id]);
  await db.query('DELETE FROM dashboard WHERE id = $1', [id]);
}
