/** SQL for OTA packages (firmware and software of device profiles; the blob is read only when asked for). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { OTA_INFO_SELECT, toOtaInfo, type OtaRow } from './model.js';

const SORT = {
  createdTime: 'created_time',
  title: 'title',
  version: 'version',
  type: 'type',
  tag: 'tag',
  fileName: 'file_name',
  dataSize: 'data_size',
  contentType: 'content_type',
  url: 'url',
};

/** An OTA package by id, without its data. */
export async function findOtaPackage(db: Queryable, id: string): Promise<OtaRow | null> {
  const { rows } = await db.query<OtaRow>(`${OTA_INFO_SELECT} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The tenant of a device profile, or null when there is no such profile. */
export async function findDeviceProfileTenant(db: Queryable, profileId: string): Promise<string | null> {
  const { rows } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM device_profile WHERE id = $1', [
    profileId,
  ]);
  return rows[0]?.tenant_id ?? null;
}

/** Ids of a tenant's OTA packages with this title and version. */
export async function otaPackagesWithVersion(
  db: Queryable,
  tenantId: string,
  title: string,
  version: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM ota_package WHERE tenant_id = $1 AND title = $2 AND version = $3',
    [tenantId, title, version],
  );
  return rows.map((r) => r.id);
}

/** The fields of a saved package that may change: tag, URL and additional info. */
export interface OtaPackageInfoUpdate {
  tag: string | null;
  url: string | null;
  additionalInfo: unknown;
}

/** Updates a package's tag, URL and additional info. */
export async function updateOtaPackageInfo(db: Queryable, id: string, u: OtaPackageInfoUpdate): Promise<void> {
  await db.query('UPDATE ota_package SET tag = $2, url = $3, additional_info = $4::jsonb WHERE id = $1', [
    id,
    u.tag,
    u.url,
    jsonParam(u.additionalInfo),
  ]);
}

/** A new package's info (its data is uploaded later). */
export interface NewOtaPackage extends OtaPackageInfoUpdate {
  tenantId: string;
  deviceProfileId: string;
  type: 'FIRMWARE' | 'SOFTWARE';
  title: string;
  version: string;
}

/** Inserts a package without data; returns its new id. */
export async function insertOtaPackage(db: Queryable, p: NewOtaPackage): Promise<string> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, additional_info)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
    [
      id,
      uuidV1Time(id),
      p.tenantId,
      p.deviceProfileId,
      p.type,
      p.title,
      p.version,
      p.tag,
      p.url,
      jsonParam(p.additionalInfo),
    ],
  );
  return id;
}

/** Stores an uploaded file as a package's data (a package has either data or a URL). */
export async function setOtaPackageData(
  db: Queryable,
  id: string,
  f: { data: Buffer; fileName: string; contentType: string; checksumAlgorithm: string; checksum: string },
): Promise<void> {
  await db.query(
    `UPDATE ota_package SET data = $2, data_size = $3, file_name = $4, content_type = $5, checksum_algorithm = $6, checksum = $7, url = NULL WHERE id = $1`,
    [id, f.data, f.data.length, f.fileName, f.contentType, f.checksumAlgorithm, f.checksum],
  );
}

/** A package's data, or null/undefined when it has none. */
export async function findOtaPackageData(db: Queryable, id: string): Promise<Uint8Array | null | undefined> {
  const { rows } = await db.query<{ data: Uint8Array | null }>('SELECT data FROM ota_package WHERE id = $1', [id]);
  return rows[0]?.data;
}

/** True when a device has the package as its firmware or software. */
export async function isOtaPackageUsedByDevices(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM device WHERE firmware_id = $1 OR software_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** True when a device profile has the package as its firmware or software. */
export async function isOtaPackageUsedByProfiles(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM device_profile WHERE firmware_id = $1 OR software_id = $1 LIMIT 1', [
    id,
  ]);
  return rows.length > 0;
}

/** Deletes a package. */
export async function deleteOtaPackage(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM ota_package WHERE id = $1', [id]);
}

/** Which of a tenant's packages a page lists: all, or those of a profile and type that have data or a URL. */
export interface OtaPackageFilter {
  tenantId: string;
  ready?: { deviceProfileId: string; type: 'FIRMWARE' | 'SOFTWARE' };
}

/** One page of a tenant's OTA packages (without data), searched by title prefix. */
export async function findOtaPackagesPage(
  db: Queryable,
  link: PageLink,
  f: OtaPackageFilter,
): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [f.tenantId];
  if (f.ready) {
    where.push('device_profile_id = $2', 'type = $3', '(data IS NOT NULL OR url IS NOT NULL)');
    params.push(f.ready.deviceProfileId, f.ready.type);
  }
  return runPaged<OtaRow>(db, link, {
    select: OTA_INFO_SELECT,
    where,
    params,
    searchColumn: 'title',
    sortMap: SORT,
    defaultOrder: 'id',
    map: toOtaInfo,
  });
}
