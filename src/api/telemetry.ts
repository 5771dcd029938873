/**
 * Telemetry and attribute REST calls (`/api/plugins/telemetry`).
 * Timeseries values come back as strings unless `useStrictDataTypes`; attributes keep their JSON type.
 */
import { http, type RequestOptions } from './http';
import type { EntityId } from './entity';
import type { AggregationType } from './telemetry-ws-protocol';

export type AttributeScope = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';

/** `{lastUpdateTs, key, value}` as the attribute endpoints answer. */
export interface AttributeData {
  lastUpdateTs: number;
  key: string;
  value: unknown;
}

/** `{ "<key>": [{ts, value}] }` as the timeseries endpoints answer. */
export type TimeseriesData = Record<string, { ts: number; value: unknown }[]>;

const base = (entityType: string, entityId: string) =>
  `/api/plugins/telemetry/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`;
const keysParam = (keys?: string[]) => (keys && keys.length ? `keys=${encodeURIComponent(keys.join(','))}` : '');

/** GET …/keys/timeseries or …/keys/attributes */
export function getEntityKeys(
  entityType: string,
  entityId: string,
  kind: 'timeseries' | 'attributes',
  opts?: RequestOptions,
): Promise<string[]> {
  return http.get<string[]>(`${base(entityType, entityId)}/keys/${kind}`, undefined, opts);
}

/** GET …/values/attributes[/{scope}]?keys= */
export function getAttributes(
  entityType: string,
  entityId: string,
  scope?: AttributeScope,
  keys?: string[],
  opts?: RequestOptions,
): Promise<AttributeData[]> {
  const q = keysParam(keys);
  return http.get<AttributeData[]>(
    `${base(entityType, entityId)}/values/attributes${scope ? `/${scope}` : ''}${q ? `?${q}` : ''}`,
    undefined,
    opts,
  );
}

/**
 * POST …/{scope} with the non-null values; keys whose value is null are deleted instead, the way
 * ThingsBoard's UI writes attributes.
 */
export async function saveAttributes(
  entityType: string,
  entityId: string,
  scope: AttributeScope,
  values: Record<string, unknown>,
  opts?: RequestOptions,
): Promise<void> {
  const toSave = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
  const toDelete = Object.keys(values).filter((k) => values[k] === null || values[k] === undefined);
  if (Object.keys(toSave).length) await http.post(`${base(entityType, entityId)}/${scope}`, toSave, undefined, opts);
  if (toDelete.length) await deleteAttributes(entityType, entityId, scope, toDelete, opts);
}

/** DELETE …/{scope}?keys= */
export function deleteAttributes(
  entityType: string,
  entityId: string,
  scope: AttributeScope,
  keys: string[],
  opts?: RequestOptions,
): Promise<void> {
  return http.delete(`${base(entityType, entityId)}/${scope}?${keysParam(keys)}`, opts);
}

/** POST …/timeseries/{scope} (the scope segment is ignored by the server; the UI sends `scope`). */
export function saveTimeseries(
  entityType: string,
  entityId: string,
  values: Record<string, unknown>,
  opts?: RequestOptions,
): Promise<void> {
  return http.post(`${base(entityType, entityId)}/timeseries/scope`, values, undefined, opts);
}

/** DELETE …/timeseries/delete?keys=&deleteAllDataForKeys=[&startTs&endTs] */
export function deleteTimeseries(
  entityType: string,
  entityId: string,
  keys: string[],
  range: { deleteAllDataForKeys: true } | { deleteAllDataForKeys?: false; startTs: number; endTs: number },
  opts?: RequestOptions,
): Promise<void> {
  let q = `${keysParam(keys)}&deleteAllDataForKeys=${range.deleteAllDataForKeys === true}`;
  if (range.deleteAllDataForKeys !== true) q += `&startTs=${range.startTs}&endTs=${range.endTs}`;
  return http.delete(`${base(entityType, entityId)}/timeseries/delete?${q}`, opts);
}

/** GET …/values/timeseries?keys= — the latest values. */
export function getLatestTimeseries(
  entityType: string,
  entityId: string,
  keys?: string[],
  useStrictDataTypes = false,
  opts?: RequestOptions,
): Promise<TimeseriesData> {
  const q = [keysParam(keys), `useStrictDataTypes=${useStrictDataTypes}`].filter(Boolean).join('&');
  return http.get<TimeseriesData>(`${base(entityType, entityId)}/values/timeseries?${q}`, undefined, opts);
}

/** History query parameters; limit defaults to 100, agg to NONE, orderBy to DESC. */
export interface TimeseriesHistoryParams {
  keys: string[];
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
  orderBy?: 'ASC' | 'DESC';
  useStrictDataTypes?: boolean;
}

/** GET …/values/timeseries?keys&startTs&endTs[&interval&limit&agg&orderBy&useStrictDataTypes] */
export function getTimeseriesHistory(
  entityType: string,
  entityId: string,
  p: TimeseriesHistoryParams,
  opts?: RequestOptions,
): Promise<TimeseriesData> {
  const q = [
    keysParam(p.keys),
    `startTs=${p.startTs}`,
    `endTs=${p.endTs}`,
    `interval=${p.interval ?? 0}`,
    `limit=${p.limit ?? 100}`,
    `agg=${p.agg ?? 'NONE'}`,
    `orderBy=${p.orderBy ?? 'DESC'}`,
    `useStrictDataTypes=${p.useStrictDataTypes ?? false}`,
  ].join('&');
  return http.get<TimeseriesData>(`${base(entityType, entityId)}/values/timeseries?${q}`, undefined, opts);
}

// --- Writes used by the bulk import (entity ids as objects) ---

/** Attribute scopes an API client may write (CLIENT_SCOPE is the device's own). */
export type WritableAttributeScope = 'SERVER_SCOPE' | 'SHARED_SCOPE';

/** POST /api/plugins/telemetry/{entityType}/{id}/{scope} — a map of attribute key to value. */
export function saveEntityAttributes(
  entity: EntityId,
  scope: WritableAttributeScope,
  values: Record<string, unknown>,
  opts?: RequestOptions,
): Promise<void> {
  return http.post(
    `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}/${scope}`,
    values,
    undefined,
    opts,
  );
}

/** POST /api/plugins/telemetry/{entityType}/{id}/timeseries/ANY — latest values stamped now by the server. */
export function saveEntityTimeseries(
  entity: EntityId,
  values: Record<string, unknown>,
  opts?: RequestOptions,
): Promise<void> {
  return http.post(
    `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}/timeseries/ANY`,
    values,
    undefined,
    opts,
  );
}
