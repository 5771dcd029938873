/**
 * Telemetry writes used by the bulk import (seed 001 §7 "Entity queries and telemetry", contract §3.15). The read
 * side and the WebSocket come with the telemetry detail tabs.
 */
import type { EntityId } from './entity';
import { http, type RequestOptions } from './http';

/** Attribute scopes an API client may write (contract §3.15: CLIENT_SCOPE is the device's own). */
export type WritableAttributeScope = 'SERVER_SCOPE' | 'SHARED_SCOPE';

const enc = encodeURIComponent;

/** POST /api/plugins/telemetry/{entityType}/{id}/{scope} — a map of attribute key to value. */
export function saveEntityAttributes(entity: EntityId, scope: WritableAttributeScope, values: Record<string, unknown>, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/plugins/telemetry/${enc(entity.entityType)}/${enc(entity.id)}/${scope}`, values, undefined, opts);
}

/** POST /api/plugins/telemetry/{entityType}/{id}/timeseries/ANY — latest values stamped now by the server. */
export function saveEntityTimeseries(entity: EntityId, values: Record<string, unknown>, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/plugins/telemetry/${enc(entity.entityType)}/${enc(entity.id)}/timeseries/ANY`, values, undefined, opts);
}
