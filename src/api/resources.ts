/** ThingsBoard resources library endpoints: LwM2M models, JKS and PKCS #12 key stores. */
import { z } from './zod';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, pageQueryString, type PageQuery } from './device-profiles';
import { downloadFile, type DownloadedFile } from './transfer';

/** Resource types of 3.3.1. */
export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const resourceInfoSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.number(),
  tenantId: z.optional(z.nullable(entityIdSchema)),
  title: z.string(),
  resourceType: z.string(),
  resourceKey: z.optional(z.nullable(z.string())),
});
/** TbResourceInfo. */
export type ResourceInfo = z.infer<typeof resourceInfoSchema>;

/** A new resource: the file as base64. */
export interface NewResource {
  title: string;
  resourceType: ResourceType;
  fileName: string;
  data: string;
}

const enc = encodeURIComponent;

/** GET /api/resource (page; a tenant sees its own and the system's). */
export function getResources(link: PageQuery, opts?: RequestOptions) {
  return http.get(`/api/resource${pageQueryString(link)}`, pageDataSchema(resourceInfoSchema), opts);
}

/** GET /api/resource/info/{id} */
export function getResourceInfo(id: string, opts?: RequestOptions): Promise<ResourceInfo> {
  return http.get(`/api/resource/info/${enc(id)}`, resourceInfoSchema, opts);
}

/** POST /api/resource — create; LwM2M models are parsed by the server (key = object id and version). */
export function saveResource(resource: NewResource, opts?: RequestOptions): Promise<ResourceInfo> {
  return http.post('/api/resource', resource, resourceInfoSchema, opts);
}

/** DELETE /api/resource/{id} */
export function deleteResource(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/resource/${enc(id)}`, opts);
}

/** GET /api/resource/{id}/download — the file's bytes and name. */
export function downloadResource(id: string, opts?: RequestOptions): Promise<DownloadedFile> {
  return downloadFile(`/api/resource/${enc(id)}/download`, opts);
}
