/** ThingsBoard OTA package endpoints. */
import { z } from './zod';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './schemas';
import { pageDataSchema, pageQueryString, type PageQuery } from './device-profiles';
import { downloadFile, uploadMultipart, type DownloadedFile, type UploadOptions } from './transfer';

export const otaPackageInfoSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  deviceProfileId: z.optional(z.nullable(entityIdSchema)),
  type: z.string(),
  title: z.string(),
  version: z.string(),
  tag: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  hasData: z.optional(z.boolean()),
  fileName: z.optional(z.nullable(z.string())),
  contentType: z.optional(z.nullable(z.string())),
  checksumAlgorithm: z.optional(z.nullable(z.string())),
  checksum: z.optional(z.nullable(z.string())),
  dataSize: z.optional(z.nullable(z.number())),
  additionalInfo: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
/** OtaPackageInfo. */
export type OtaPackageInfo = z.infer<typeof otaPackageInfoSchema>;

export type OtaPackageType = 'FIRMWARE' | 'SOFTWARE';

const enc = encodeURIComponent;

/** POST /api/otaPackage — SaveOtaPackageInfoRequest: the info (no file, checksum or algorithm) plus `usesUrl`. */
export function saveOtaPackageInfo(info: object, opts?: RequestOptions): Promise<OtaPackageInfo> {
  return http.post('/api/otaPackage', info, otaPackageInfoSchema, opts);
}

/** POST /api/otaPackage/{id}?checksumAlgorithm=&checksum= — the file as multipart part `file`, with upload progress. */
export function uploadOtaPackageFile(
  id: string,
  file: Blob,
  fileName: string,
  checksumAlgorithm: string,
  checksum: string | null,
  opts?: UploadOptions,
): Promise<OtaPackageInfo> {
  const form = new FormData();
  form.append('file', file, fileName);
  const q = new URLSearchParams({ checksumAlgorithm });
  if (checksum) q.set('checksum', checksum);
  return uploadMultipart<OtaPackageInfo>(`/api/otaPackage/${enc(id)}?${q.toString()}`, form, opts);
}

/** GET /api/otaPackage/info/{id} */
export function getOtaPackageInfo(id: string, opts?: RequestOptions): Promise<OtaPackageInfo> {
  return http.get(`/api/otaPackage/info/${enc(id)}`, otaPackageInfoSchema, opts);
}

/** GET /api/otaPackages (page). */
export function getOtaPackages(link: PageQuery, opts?: RequestOptions) {
  return http.get(`/api/otaPackages${pageQueryString(link)}`, pageDataSchema(otaPackageInfoSchema), opts);
}

/** GET /api/otaPackages/{deviceProfileId}/{type} — packages with data or URL for a profile. */
export function getOtaPackagesByProfile(
  deviceProfileId: string,
  type: OtaPackageType,
  link: PageQuery,
  opts?: RequestOptions,
) {
  return http.get(
    `/api/otaPackages/${enc(deviceProfileId)}/${type}${pageQueryString(link)}`,
    pageDataSchema(otaPackageInfoSchema),
    opts,
  );
}

/** DELETE /api/otaPackage/{id} */
export function deleteOtaPackage(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/otaPackage/${enc(id)}`, opts);
}

/** GET /api/otaPackage/{id}/download — the bytes and the `x-filename`. */
export function downloadOtaPackage(id: string, opts?: RequestOptions): Promise<DownloadedFile> {
  return downloadFile(`/api/otaPackage/${enc(id)}/download`, opts);
}

/** GET /api/devices/count/{type}/{deviceProfileId} — devices a package change on the profile would update. */
export function countDevicesForOtaChange(
  type: OtaPackageType,
  deviceProfileId: string,
  opts?: RequestOptions,
): Promise<number> {
  return http.get(`/api/devices/count/${type}/${enc(deviceProfileId)}`, z.number(), opts);
}

/**
 * `search` and `load` of a package picker for one device profile and type: the profile's packages by title prefix
 * (sorted by title); a failed list gives none and a package that cannot be read is null (the picker clears it).
 */
export function otaPackagePickerSource(deviceProfileId: string, type: OtaPackageType) {
  const quiet = { ignoreLoading: true, ignoreErrors: true };
  return {
    search: async (text: string, pageSize: number, signal: AbortSignal): Promise<OtaPackageInfo[]> => {
      try {
        return (
          await getOtaPackagesByProfile(
            deviceProfileId,
            type,
            { pageSize, page: 0, textSearch: text, sortProperty: 'title', sortOrder: 'ASC' },
            { signal, ...quiet },
          )
        ).data;
      } catch {
        return [];
      }
    },
    load: async (id: string, signal: AbortSignal): Promise<OtaPackageInfo | null> => {
      try {
        return await getOtaPackageInfo(id, { signal, ...quiet });
      } catch {
        return null;
      }
    },
  };
}
