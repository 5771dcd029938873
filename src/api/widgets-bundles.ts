/**
 * ThingsBoard widgets bundle and widget type endpoints: a bundle is a system bundle when its tenant id is the null id.
 * Also the JSON export/import format of a bundle: `{ widgetsBundle: { alias, title, image, description }, widgetTypes:
 * [...] }`.
 */
import { z } from './zod';
import { isNullId } from './entity';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const widgetsBundleSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.nullish(entityIdSchema),
  alias: z.string(),
  title: z.string(),
  image: z.nullish(z.string()),
  description: z.nullish(z.string()),
});
export type WidgetsBundle = z.infer<typeof widgetsBundleSchema>;

/** A bundle to create: no id yet; the server derives the alias from the title when none is given. */
export type NewWidgetsBundle = Omit<WidgetsBundle, 'id' | 'alias'> & { id?: null; alias?: string | null };

const widgetTypeBase = {
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.nullish(entityIdSchema),
  bundleAlias: z.string(),
  alias: z.string(),
  name: z.string(),
  image: z.nullish(z.string()),
  description: z.nullish(z.string()),
};

/** WidgetTypeInfo: no descriptor, `widgetType` is the descriptor's type. */
export const widgetTypeInfoSchema = z.looseObject({ ...widgetTypeBase, widgetType: z.nullish(z.string()) });
export type WidgetTypeInfo = z.infer<typeof widgetTypeInfoSchema>;

/** WidgetType (with the descriptor; image and description present on the details variant). */
export const widgetTypeSchema = z.looseObject({ ...widgetTypeBase, descriptor: z.record(z.string(), z.unknown()) });
export type WidgetType = z.infer<typeof widgetTypeSchema>;

/** A widget type to create in a bundle. */
export interface NewWidgetType {
  bundleAlias: string;
  alias?: string | null;
  name: string;
  image?: string | null;
  description?: string | null;
  descriptor: Record<string, unknown>;
}

const enc = encodeURIComponent;

/** System bundle: owned by the null tenant id. */
export function isSystemBundle(b: Pick<WidgetsBundle, 'tenantId'>): boolean {
  return !b.tenantId || isNullId(b.tenantId);
}

/** GET /api/widgetsBundles (page query). */
export function getWidgetsBundles(link: PageLink, opts?: RequestOptions): Promise<PageData<WidgetsBundle>> {
  return http.get(`/api/widgetsBundles${toPageQuery(link)}`, pageDataSchema(widgetsBundleSchema), opts);
}

/** GET /api/widgetsBundle/{id} */
export function getWidgetsBundle(id: string, opts?: RequestOptions): Promise<WidgetsBundle> {
  return http.get(`/api/widgetsBundle/${enc(id)}`, widgetsBundleSchema, opts);
}

/** POST /api/widgetsBundle — create or update (the alias cannot change). */
export function saveWidgetsBundle(
  bundle: WidgetsBundle | NewWidgetsBundle,
  opts?: RequestOptions,
): Promise<WidgetsBundle> {
  return http.post('/api/widgetsBundle', bundle, widgetsBundleSchema, opts);
}

/** DELETE /api/widgetsBundle/{id} — its widget types go with it. */
export function deleteWidgetsBundle(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/widgetsBundle/${enc(id)}`, opts);
}

const typesQuery = (isSystem: boolean, bundleAlias: string) => `?isSystem=${isSystem}&bundleAlias=${enc(bundleAlias)}`;

/** GET /api/widgetTypesInfos?isSystem=&bundleAlias= — the bundle's widget types without descriptors. */
export function getWidgetTypeInfos(
  isSystem: boolean,
  bundleAlias: string,
  opts?: RequestOptions,
): Promise<WidgetTypeInfo[]> {
  return http.get(`/api/widgetTypesInfos${typesQuery(isSystem, bundleAlias)}`, z.array(widgetTypeInfoSchema), opts);
}

/** GET /api/widgetTypesDetails?isSystem=&bundleAlias= — with descriptors, images and descriptions (export). */
export function getWidgetTypesDetails(
  isSystem: boolean,
  bundleAlias: string,
  opts?: RequestOptions,
): Promise<WidgetType[]> {
  return http.get(`/api/widgetTypesDetails${typesQuery(isSystem, bundleAlias)}`, z.array(widgetTypeSchema), opts);
}

/**
 * GET /api/widgetType?isSystem=&bundleAlias=&alias= — one widget type with its descriptor, as dashboards reference
 * it (the only widget-type call a customer user may make).
 */
export function getWidgetType(
  isSystem: boolean,
  bundleAlias: string,
  alias: string,
  opts?: RequestOptions,
): Promise<WidgetType> {
  return http.get(`/api/widgetType${typesQuery(isSystem, bundleAlias)}&alias=${enc(alias)}`, widgetTypeSchema, opts);
}

/** POST /api/widgetType */
export function saveWidgetType(type: NewWidgetType | WidgetType, opts?: RequestOptions): Promise<WidgetType> {
  return http.post('/api/widgetType', type, widgetTypeSchema, opts);
}

/** The JSON file of an exported bundle. */
export interface WidgetsBundleExport {
  widgetsBundle: { alias: string; title: string; image: string | null; description: string | null };
  widgetTypes: {
    alias: string;
    name: string;
    image: string | null;
    description: string | null;
    descriptor: Record<string, unknown>;
  }[];
}

/** Build the export of a bundle and its widget types (ids, tenants and times left out). */
export function toBundleExport(bundle: WidgetsBundle, types: readonly WidgetType[]): WidgetsBundleExport {
  return {
    widgetsBundle: {
      alias: bundle.alias,
      title: bundle.title,
      image: bundle.image ?? null,
      description: bundle.description ?? null,
    },
    widgetTypes: types.map((w) => ({
      alias: w.alias,
      name: w.name,
      image: w.image ?? null,
      description: w.description ?? null,
      descriptor: w.descriptor,
    })),
  };
}

/** File name of an export: the bundle title with characters file systems dislike replaced. */
export function bundleExportFileName(bundle: Pick<WidgetsBundle, 'title'>): string {
  return `${(bundle.title.trim() || 'widgets-bundle').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
}

const str = z.nullish(z.string());
const importSchema = z.object({
  widgetsBundle: z.looseObject({
    alias: str,
    title: z.string().check(z.trim(), z.minLength(1)),
    image: str,
    description: str,
  }),
  widgetTypes: z.optional(
    z.array(
      z.looseObject({
        alias: str,
        name: z.string().check(z.trim(), z.minLength(1)),
        image: str,
        description: str,
        descriptor: z.record(z.string(), z.unknown()),
      }),
    ),
  ),
});

/** Parse an imported file; null when the text is not a widgets bundle export (nothing should then be created). */
export function parseBundleExport(text: string): WidgetsBundleExport | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const r = importSchema.safeParse(raw);
  if (!r.success) return null;
  const b = r.data.widgetsBundle;
  const types = r.data.widgetTypes ?? [];
  if (types.some((w) => Object.keys(w.descriptor).length === 0)) return null;
  return {
    widgetsBundle: { alias: b.alias ?? '', title: b.title, image: b.image ?? null, description: b.description ?? null },
    widgetTypes: types.map((w) => ({
      alias: w.alias ?? '',
      name: w.name,
      image: w.image ?? null,
      description: w.description ?? null,
      descriptor: w.descriptor,
    })),
  };
}

/** Export a bundle: its details, then every widget type with descriptors. */
export async function exportWidgetsBundle(bundle: WidgetsBundle, opts?: RequestOptions): Promise<WidgetsBundleExport> {
  const types = await getWidgetTypesDetails(isSystemBundle(bundle), bundle.alias, opts);
  return toBundleExport(bundle, types);
}

/** Import: create the bundle, then each widget type under the saved bundle's alias. */
export async function importWidgetsBundle(data: WidgetsBundleExport, opts?: RequestOptions): Promise<WidgetsBundle> {
  const b = data.widgetsBundle;
  const saved = await saveWidgetsBundle(
    { alias: b.alias || null, title: b.title, image: b.image, description: b.description },
    opts,
  );
  for (const w of data.widgetTypes) {
    await saveWidgetType(
      {
        bundleAlias: saved.alias,
        alias: w.alias || null,
        name: w.name,
        image: w.image,
        description: w.description,
        descriptor: w.descriptor,
      },
      opts,
    );
  }
  return saved;
}

/** GET /api/widgetType/{id} — one widget type with descriptor, image and description (the widget type editor). */
export function getWidgetTypeById(id: string, opts?: RequestOptions): Promise<WidgetType> {
  return http.get(`/api/widgetType/${enc(id)}`, widgetTypeSchema, opts);
}

/** DELETE /api/widgetType/{id} */
export function deleteWidgetType(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/widgetType/${enc(id)}`, opts);
}

// Not called by the console: GET /api/widgetTypes?isSystem=&bundleAlias= (a bundle's widget types with descriptors
// but without image and description). ThingsBoard 3.3.1 uses it for the dashboard editor's widget library, which it
// draws by rendering every widget, and for the attribute tables' "show on widget" mode. Our add-widget dialog shows
// each type's image and description, so it reads GET /api/widgetTypesDetails (getWidgetTypesDetails above); the
// console has no "show on widget" mode.
