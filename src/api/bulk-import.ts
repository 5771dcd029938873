/**
 * CSV bulk import of devices, assets and edges, row by row as ThingsBoard 3.3.1's import does it: each row becomes
 * an entity saved by the entity save rule — create first; if that fails and updating is allowed,
 * find the entity by name and update it — then its attributes (server and shared scope) and timeseries go to the
 * telemetry REST (`POST /api/plugins/telemetry/{type}/{id}/{scope}` and `…/timeseries/ANY`).
 */
import { findTenantAssetByName, getAsset, saveAsset, type Asset } from './assets';
import {
  findTenantDeviceByName,
  getDeviceCredentials,
  saveDevice,
  saveDeviceCredentials,
  type Device,
} from './devices';
import { findTenantEdgeByName, generateEdgeCredentials, saveEdge, type Edge } from './edges';
import type { EntityId } from './entity';
import type { RequestOptions } from './http';
import { saveEntityAttributes, saveEntityTimeseries } from './telemetry';

/** What a CSV column holds. */
export const IMPORT_COLUMN_TYPES = [
  'NAME',
  'TYPE',
  'LABEL',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIMESERIES',
  'ACCESS_TOKEN',
  'IS_GATEWAY',
  'DESCRIPTION',
  'EDGE_LICENSE_KEY',
  'CLOUD_ENDPOINT',
  'ROUTING_KEY',
  'SECRET',
  'UNUSED',
] as const;
export type ImportColumnType = (typeof IMPORT_COLUMN_TYPES)[number];

/** Entity types the import handles. */
export type ImportEntityType = 'DEVICE' | 'ASSET' | 'EDGE';

/** Column types offered per entity type (ThingsBoard's import: edge keys only for edges, token and gateway only for devices). */
export function importColumnTypes(entityType: ImportEntityType): ImportColumnType[] {
  const common: ImportColumnType[] = [
    'NAME',
    'TYPE',
    'LABEL',
    'SHARED_ATTRIBUTE',
    'SERVER_ATTRIBUTE',
    'TIMESERIES',
    'DESCRIPTION',
  ];
  if (entityType === 'DEVICE') return [...common, 'ACCESS_TOKEN', 'IS_GATEWAY', 'UNUSED'];
  if (entityType === 'EDGE')
    return [...common, 'EDGE_LICENSE_KEY', 'CLOUD_ENDPOINT', 'ROUTING_KEY', 'SECRET', 'UNUSED'];
  return [...common, 'UNUSED'];
}

/** Types whose column needs a key (the attribute or timeseries name). */
export const KEYED_TYPES: readonly ImportColumnType[] = ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];

/** A mapped column. */
export interface ImportColumn {
  type: ImportColumnType;
  key?: string;
}

/** One row, mapped. */
export interface ImportRowData {
  name: string;
  type: string;
  label: string | null;
  description: string | null;
  gateway: boolean | null;
  accessToken: string | null;
  edge: { edgeLicenseKey?: string; cloudEndpoint?: string; routingKey?: string; secret?: string };
  attributes: { SERVER_SCOPE: Record<string, unknown>; SHARED_SCOPE: Record<string, unknown> };
  timeseries: Record<string, unknown>;
}

/** A CSV cell as ThingsBoard's import reads it: booleans, numbers, else the text. */
export function csvValue(raw: string): string | number | boolean {
  const s = raw.trim();
  if (/^(true|false)$/i.test(s)) return s.toLowerCase() === 'true';
  if (s !== '' && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s) && Number.isFinite(Number(s))) return Number(s);
  return raw;
}

/** Map one row's cells through the column mapping. */
export function mapRow(columns: readonly ImportColumn[], cells: readonly string[]): ImportRowData {
  const row: ImportRowData = {
    name: '',
    type: '',
    label: null,
    description: null,
    gateway: null,
    accessToken: null,
    edge: {},
    attributes: { SERVER_SCOPE: {}, SHARED_SCOPE: {} },
    timeseries: {},
  };
  columns.forEach((c, i) => {
    const raw = cells[i] ?? '';
    const text = raw.trim();
    switch (c.type) {
      case 'NAME':
        row.name = text;
        break;
      case 'TYPE':
        row.type = text;
        break;
      case 'LABEL':
        row.label = text || null;
        break;
      case 'DESCRIPTION':
        row.description = raw || null;
        break;
      case 'IS_GATEWAY':
        row.gateway = csvValue(text) === true;
        break;
      case 'ACCESS_TOKEN':
        row.accessToken = text || null;
        break;
      case 'EDGE_LICENSE_KEY':
        row.edge.edgeLicenseKey = text;
        break;
      case 'CLOUD_ENDPOINT':
        row.edge.cloudEndpoint = text;
        break;
      case 'ROUTING_KEY':
        row.edge.routingKey = text;
        break;
      case 'SECRET':
        row.edge.secret = text;
        break;
      case 'SERVER_ATTRIBUTE':
        if (c.key && text !== '') row.attributes.SERVER_SCOPE[c.key] = csvValue(raw);
        break;
      case 'SHARED_ATTRIBUTE':
        if (c.key && text !== '') row.attributes.SHARED_SCOPE[c.key] = csvValue(raw);
        break;
      case 'TIMESERIES':
        if (c.key && text !== '') row.timeseries[c.key] = csvValue(raw);
        break;
      default:
        break;
    }
  });
  return row;
}

/** Problems of a mapping (locale keys): one name column is required; keyed columns need a key. */
export function mappingErrors(entityType: ImportEntityType, columns: readonly ImportColumn[]): string[] {
  const errors: string[] = [];
  const count = (t: ImportColumnType) => columns.filter((c) => c.type === t).length;
  if (count('NAME') !== 1) errors.push('import.name-column-required');
  if (entityType !== 'DEVICE' && count('TYPE') !== 1) errors.push('import.type-column-required');
  for (const t of [
    'TYPE',
    'LABEL',
    'DESCRIPTION',
    'ACCESS_TOKEN',
    'IS_GATEWAY',
    'EDGE_LICENSE_KEY',
    'CLOUD_ENDPOINT',
    'ROUTING_KEY',
    'SECRET',
  ] as const) {
    if (count(t) > 1) errors.push('import.duplicate-column-type');
  }
  if (columns.some((c) => KEYED_TYPES.includes(c.type) && !c.key?.trim())) errors.push('import.key-required');
  return [...new Set(errors)];
}

export type ImportOutcome = 'created' | 'updated';

const quiet: RequestOptions = { ignoreErrors: true, ignoreLoading: true };

function withInfo<T extends { additionalInfo?: Record<string, unknown> | null }>(e: T, row: ImportRowData): T {
  const info = { ...(e.additionalInfo ?? {}) };
  if (row.description !== null) info['description'] = row.description;
  if (row.gateway !== null) info['gateway'] = row.gateway;
  return { ...e, additionalInfo: info };
}

/** The save rule: create; on failure, when allowed, find by name and update. */
async function createOrUpdate<E>(
  create: () => Promise<E>,
  findAndUpdate: () => Promise<E>,
  updateExisting: boolean,
): Promise<{ entity: E; outcome: ImportOutcome }> {
  try {
    return { entity: await create(), outcome: 'created' };
  } catch (e) {
    if (!updateExisting) throw e;
    return { entity: await findAndUpdate(), outcome: 'updated' };
  }
}

async function importDevice(row: ImportRowData, updateExisting: boolean) {
  const base = { name: row.name, type: row.type || undefined, label: row.label } as Partial<Device>;
  return createOrUpdate<Device>(
    () => saveDevice(withInfo({ ...base, additionalInfo: {} } as Device, row), row.accessToken, quiet),
    async () => {
      const found = await findTenantDeviceByName(row.name, quiet);
      const saved = await saveDevice(
        withInfo(
          {
            ...found,
            ...(row.type ? { type: row.type, deviceProfileId: undefined } : {}),
            ...(row.label !== null ? { label: row.label } : {}),
          },
          row,
        ),
        null,
        quiet,
      );
      if (row.accessToken) {
        const cred = await getDeviceCredentials(saved.id.id, quiet);
        if (cred.credentialsType !== 'ACCESS_TOKEN' || cred.credentialsId !== row.accessToken) {
          await saveDeviceCredentials(
            { ...cred, credentialsType: 'ACCESS_TOKEN', credentialsId: row.accessToken, credentialsValue: null },
            quiet,
          );
        }
      }
      return saved;
    },
    updateExisting,
  );
}

async function importAsset(row: ImportRowData, updateExisting: boolean) {
  return createOrUpdate<Asset>(
    () =>
      saveAsset(
        withInfo({ name: row.name, type: row.type, label: row.label, additionalInfo: {} } as Asset, row),
        quiet,
      ),
    async () => {
      const found = await findTenantAssetByName(row.name, quiet);
      const current = await getAsset(found.id.id, quiet);
      return saveAsset(
        withInfo(
          { ...current, type: row.type || current.type, ...(row.label !== null ? { label: row.label } : {}) },
          row,
        ),
        quiet,
      );
    },
    updateExisting,
  );
}

async function importEdge(row: ImportRowData, updateExisting: boolean) {
  const generated = generateEdgeCredentials();
  const keys = {
    ...row.edge,
    routingKey: row.edge.routingKey || generated.routingKey,
    secret: row.edge.secret || generated.secret,
  };
  return createOrUpdate<Edge>(
    () =>
      saveEdge(
        withInfo({ name: row.name, type: row.type, label: row.label, ...keys, additionalInfo: {} } as Edge, row),
        quiet,
      ),
    async () => {
      const found = await findTenantEdgeByName(row.name, quiet);
      const patch = Object.fromEntries(Object.entries(row.edge).filter(([, v]) => v));
      return saveEdge(
        withInfo(
          { ...found, type: row.type || found.type, ...(row.label !== null ? { label: row.label } : {}), ...patch },
          row,
        ),
        quiet,
      );
    },
    updateExisting,
  );
}

/** Import one mapped row: the entity, then its attributes and timeseries. */
export async function importRow(
  entityType: ImportEntityType,
  row: ImportRowData,
  updateExisting: boolean,
): Promise<ImportOutcome> {
  const { entity, outcome } =
    entityType === 'DEVICE'
      ? await importDevice(row, updateExisting)
      : entityType === 'ASSET'
        ? await importAsset(row, updateExisting)
        : await importEdge(row, updateExisting);
  const id: EntityId = { entityType, id: entity.id.id };
  for (const scope of ['SERVER_SCOPE', 'SHARED_SCOPE'] as const) {
    if (Object.keys(row.attributes[scope]).length) await saveEntityAttributes(id, scope, row.attributes[scope], quiet);
  }
  if (Object.keys(row.timeseries).length) await saveEntityTimeseries(id, row.timeseries, quiet);
  return outcome;
}
