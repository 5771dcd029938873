/**
 * The REST family ThingsBoard repeats for each customer-assignable tenant entity (asset, device, entity view,
 * edge): info lists per tenant/customer/edge, get, save, delete, assign to a customer,
 * make public, unassign, edge assignment, lookup by name and by ids. `src/api/<domain>.ts` modules bind it to their
 * paths and schemas; callers use those modules, never this one.
 */
import { z } from './zod';
import { NULL_UUID } from './entity';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';
import { clearSubtypes, type SubtypeEntityType } from './subtypes';

/** Fields every assignable entity has; loose, so the whole entity survives a save round trip. */
export const assignableShape = {
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.optional(z.nullable(entityIdSchema)),
  customerId: z.optional(z.nullable(entityIdSchema)),
  name: z.string(),
  type: z.nullish(z.string()),
  label: z.nullish(z.string()),
  additionalInfo: z.nullish(z.record(z.string(), z.unknown())),
};

/** Fields the *Info variants add. */
export const infoShape = {
  customerTitle: z.nullish(z.string()),
  customerIsPublic: z.nullish(z.boolean()),
};

/** An entity being created: no id yet. */
export type NewEntity<T extends { id: unknown }> = Omit<T, 'id'> & { id?: T['id'] | null };

interface FamilySpec<E, I> {
  entityType: SubtypeEntityType;
  /** `/api/<path>/…` */
  path: string;
  /** `/api/tenant/<plural>`, `/api/edge/{id}/<plural>` */
  plural: string;
  entity: z.ZodMiniType<E>;
  info: z.ZodMiniType<I>;
}

const enc = encodeURIComponent;

/** Build the typed functions of one assignable family. */
export function assignableFamily<E extends { id: { id: string } }, I>(spec: FamilySpec<E, I>) {
  const { path, plural, entity, info } = spec;
  const infoPage = pageDataSchema(info);
  const entityPage = pageDataSchema(entity);
  return {
    /** GET /api/tenant/{path}Infos (PL, type, extras such as deviceProfileId). */
    tenantInfos: (
      link: PageLink,
      filter: Record<string, string | null | undefined> = {},
      opts?: RequestOptions,
    ): Promise<PageData<I>> => http.get(`/api/tenant/${path}Infos${toPageQuery(link, filter)}`, infoPage, opts),
    /** GET /api/customer/{customerId}/{path}Infos. */
    customerInfos: (
      customerId: string,
      link: PageLink,
      filter: Record<string, string | null | undefined> = {},
      opts?: RequestOptions,
    ): Promise<PageData<I>> =>
      http.get(`/api/customer/${enc(customerId)}/${path}Infos${toPageQuery(link, filter)}`, infoPage, opts),
    /** GET /api/edge/{edgeId}/{plural} (TPL, type). */
    edgeEntities: (
      edgeId: string,
      link: PageLink,
      filter: Record<string, string | null | undefined> = {},
      opts?: RequestOptions,
    ): Promise<PageData<E>> =>
      http.get(`/api/edge/${enc(edgeId)}/${plural}${toPageQuery(link, filter)}`, entityPage, opts),
    /** GET /api/{path}/{id}. */
    get: (id: string, opts?: RequestOptions): Promise<E> => http.get(`/api/${path}/${enc(id)}`, entity, opts),
    /** GET /api/{path}/info/{id}. */
    getInfo: (id: string, opts?: RequestOptions): Promise<I> => http.get(`/api/${path}/info/${enc(id)}`, info, opts),
    /** GET /api/{plural}?{path}Ids= — several by id (unknown ids are left out by the server). */
    getByIds: (ids: readonly string[], opts?: RequestOptions): Promise<E[]> =>
      ids.length
        ? http.get(`/api/${plural}?${path}Ids=${ids.map(enc).join(',')}`, z.array(entity), opts)
        : Promise.resolve([]),
    /** GET /api/tenant/{plural}?{path}Name= — one by exact name (404 when absent). */
    findByName: (name: string, opts?: RequestOptions): Promise<E> =>
      http.get(`/api/tenant/${plural}?${path}Name=${enc(name)}`, entity, opts),
    /** POST /api/{path} — create (no id) or full replace; clears the cached subtype list. */
    save: async (body: NewEntity<E> | E, query = '', opts?: RequestOptions): Promise<E> => {
      const saved = await http.post(`/api/${path}${query}`, body, entity, opts);
      clearSubtypes(spec.entityType);
      return saved;
    },
    /** DELETE /api/{path}/{id}. */
    remove: (id: string, opts?: RequestOptions): Promise<void> => http.delete(`/api/${path}/${enc(id)}`, opts),
    /** POST /api/customer/{customerId}/{path}/{id}. */
    assignToCustomer: (customerId: string, id: string, opts?: RequestOptions): Promise<E> =>
      http.post(`/api/customer/${enc(customerId)}/${path}/${enc(id)}`, undefined, entity, opts),
    /** DELETE /api/customer/{path}/{id} — also "make private" for a public entity. */
    unassignFromCustomer: (id: string, opts?: RequestOptions): Promise<void> =>
      http.delete(`/api/customer/${path}/${enc(id)}`, opts),
    /** POST /api/customer/public/{path}/{id}. */
    makePublic: (id: string, opts?: RequestOptions): Promise<E> =>
      http.post(`/api/customer/public/${path}/${enc(id)}`, undefined, entity, opts),
    /** POST /api/edge/{edgeId}/{path}/{id}. */
    assignToEdge: (edgeId: string, id: string, opts?: RequestOptions): Promise<E> =>
      http.post(`/api/edge/${enc(edgeId)}/${path}/${enc(id)}`, undefined, entity, opts),
    /** DELETE /api/edge/{edgeId}/{path}/{id}. */
    unassignFromEdge: (edgeId: string, id: string, opts?: RequestOptions): Promise<void> =>
      http.delete(`/api/edge/${enc(edgeId)}/${path}/${enc(id)}`, opts),
  };
}

/** Whether an entity is assigned to a customer (the null id means "no customer"). */
export function isAssigned(e: { customerId?: { id: string } | null }): boolean {
  return !!e.customerId && e.customerId.id !== NULL_UUID;
}
