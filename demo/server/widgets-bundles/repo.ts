/** SQL of the `widgets_bundle` table. */
import type { Db, Queryable } from '../db/types.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { toBundle, type BundleRow } from './model.js';

/** A bundle by id. */
export async function findBundle(db: Queryable, id: string): Promise<BundleRow | undefined> {
  const { rows } = await db.query<BundleRow>('SELECT * FROM widgets_bundle WHERE id = $1', [id]);
  return rows[0];
}

/** Every bundle of the tenants in `scope`, by title. */
export async function listBundles(db: Queryable, scope: string[]): Promise<BundleRow[]> {
  const { rows } = await db.query<BundleRow>(
    'SELECT * FROM widgets_bundle WHERE tenant_id = ANY($1::uuid[]) ORDER BY title, created_time DESC',
    [scope],
  );
  return rows;
}

/** One page of the bundles of the tenants in `scope`. */
export function pageBundles(db: Queryable, link: PageLink, scope: string[]): Promise<PageData<unknown>> {
  return runPaged<BundleRow>(db, link, {
    select: 'SELECT * FROM widgets_bundle',
    where: ['tenant_id = ANY($1::uuid[])'],
    params: [scope],
    searchColumn: 'title',
    sortMap: { createdTime: 'created_time', title: 'title', alias: 'alias' },
    defaultOrder: 'id',
    map: toBundle,
  });
}

/** Whether the tenant has a bundle with this alias. */
export async function bundleAliasTaken(db: Queryable, tenantId: string, alias: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2', [
    tenantId,
    alias,
  ]);
  return rows.length > 0;
}

/** `base`, or `base_1`, `base_2`, … : the first alias the tenant has no bundle with. */
export async function uniqueBundleAlias(db: Queryable, tenantId: string, base: string): Promise<string> {
  for (let i = 0; ; i += 1) {
    const alias = i === 0 ? base : `${base}_${i}`;
    if (!(await bundleAliasTaken(db, tenantId, alias))) return alias;
  }
}

/** Fields a bundle save sets. */
export interface BundleFields {
  title: string;
  image: string | null;
  description: string | null;
}

/** Updates a bundle's title, image and description. */
export async function updateBundle(db: Queryable, id: string, f: BundleFields): Promise<BundleRow | undefined> {
  const { rows } = await db.query<BundleRow>(
    'UPDATE widgets_bundle SET title = $2, image = $3, description = $4 WHERE id = $1 RETURNING *',
    [id, f.title, f.image, f.description],
  );
  return rows[0];
}

/** Inserts a bundle. */
export async function insertBundle(
  db: Queryable,
  tenantId: string,
  alias: string,
  f: BundleFields,
): Promise<BundleRow | undefined> {
  const id = uuidV1();
  const { rows } = await db.query<BundleRow>(
    'INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
    [id, uuidV1Time(id), tenantId, alias, f.title, f.image, f.description],
  );
  return rows[0];
}

/** Deletes a bundle and its widget types, in one transaction. */
export async function deleteBundleWithTypes(db: Db, row: BundleRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2', [row.tenant_id, row.alias]);
    await tx.query('DELETE FROM widgets_bundle WHERE id = $1', [row.id]);
  });
}
