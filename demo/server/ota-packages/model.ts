/** OtaPackageInfo / OtaPackage as ThingsBoard 3.3.1 serialises them. */
import { entityId } from '../lib/entity-id.js';

/** `ota_package` row (without `data` unless selected). */
export interface OtaRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_profile_id: string | null;
  type: 'FIRMWARE' | 'SOFTWARE';
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  file_name: string | null;
  content_type: string | null;
  checksum_algorithm: string | null;
  checksum: string | null;
  data?: Uint8Array | null;
  data_size: number | null;
  has_data: boolean;
  additional_info: unknown;
}

/** SELECT without the blob. */
export const OTA_INFO_SELECT = `SELECT id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, file_name, content_type,
  checksum_algorithm, checksum, data_size, (data IS NOT NULL) AS has_data, additional_info FROM ota_package`;

/** OtaPackageInfo wire shape. */
export function toOtaInfo(row: OtaRow): Record<string, unknown> {
  return {
    id: entityId('OTA_PACKAGE', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: entityId('TENANT', row.tenant_id),
    deviceProfileId: row.device_profile_id ? entityId('DEVICE_PROFILE', row.device_profile_id) : null,
    type: row.type,
    title: row.title,
    version: row.version,
    tag: row.tag,
    url: row.url,
    hasData: row.has_data,
    fileName: row.file_name,
    contentType: row.content_type,
    checksumAlgorithm: row.checksum_algorithm,
    checksum: row.checksum,
    dataSize: row.data_size,
  };
}
