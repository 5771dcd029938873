/**
 * Storage of persistent RPC calls (table `rpc`, migration 0010) and their wire shape, ThingsBoard's `Rpc`
 * object: `id` EntityId(RPC), `createdTime`, `tenantId`, `deviceId`, `expirationTime`, `request` (the serialized
 * request `{id, tenantId, deviceId, oneway, expirationTime, body: {method, params (JSON text)}, persisted, retries,
 * additionalInfo}`), `response`, `status`, `additionalInfo`.
 */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId } from '../lib/entity-id.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';

/** ThingsBoard's RpcStatus values. */
export const RPC_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED'] as const;
/** One RpcStatus. */
export type RpcStatus = (typeof RPC_STATUSES)[number];

/** The statuses each status may follow (a late "sent" never overwrites "delivered", nothing overwrites a final one). */
export const PREVIOUS: Readonly<Record<RpcStatus, readonly RpcStatus[]>> = {
  QUEUED: [],
  SENT: ['QUEUED'],
  DELIVERED: ['QUEUED', 'SENT'],
  SUCCESSFUL: ['QUEUED', 'SENT', 'DELIVERED'],
  FAILED: ['QUEUED', 'SENT', 'DELIVERED'],
  TIMEOUT: ['QUEUED', 'SENT', 'DELIVERED'],
  EXPIRED: ['QUEUED', 'SENT', 'DELIVERED'],
};

/** `rpc` row. */
export interface RpcRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_id: string;
  expiration_time: number;
  request: Record<string, unknown>;
  response: unknown;
  status: RpcStatus;
  additional_info: unknown;
}

/** What a new persistent call stores. */
export interface NewRpc {
  id: string;
  createdTime: number;
  tenantId: string;
  deviceId: string;
  oneway: boolean;
  expirationTime: number;
  method: string;
  params: unknown;
  retries: number | null;
  additionalInfo: unknown;
}

/** The serialized request kept in `request`. */
export function requestJson(r: NewRpc): Record<string, unknown> {
  return {
    id: r.id,
    tenantId: entityId('TENANT', r.tenantId),
    deviceId: entityId('DEVICE', r.deviceId),
    oneway: r.oneway,
    expirationTime: r.expirationTime,
    body: { method: r.method, params: JSON.stringify(r.params ?? null) },
    persisted: true,
    retries: r.retries,
    additionalInfo: r.additionalInfo ?? null,
  };
}

/** Stores a new call as QUEUED. */
export async function insertRpc(db: Queryable, r: NewRpc): Promise<void> {
  await db.query(
    `INSERT INTO rpc (id, created_time, tenant_id, device_id, expiration_time, request, response, status, additional_info)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, NULL, 'QUEUED', $7::jsonb)`,
    [
      r.id,
      r.createdTime,
      r.tenantId,
      r.deviceId,
      r.expirationTime,
      jsonParam(requestJson(r)),
      jsonParam(r.additionalInfo ?? null),
    ],
  );
}

/** Moves a call to `status` (and stores `response` when given) unless it is past that point. Returns whether it moved. */
export async function updateRpcStatus(
  db: Queryable,
  id: string,
  status: RpcStatus,
  response?: unknown,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE rpc SET status = $2, response = CASE WHEN $3::boolean THEN $4::jsonb ELSE response END
     WHERE id = $1 AND status = ANY($5::varchar[]) RETURNING id`,
    [id, status, response !== undefined, jsonParam(response ?? null), PREVIOUS[status]],
  );
  return rows.length > 0;
}

/** One call by id. */
export async function findRpc(db: Queryable, id: string): Promise<RpcRow | null> {
  const { rows } = await db.query<RpcRow>('SELECT * FROM rpc WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Deletes a call. */
export async function deleteRpc(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM rpc WHERE id = $1', [id]);
}

/** Calls still waiting for a device (QUEUED, SENT or DELIVERED). */
export async function openRpcs(db: Queryable): Promise<RpcRow[]> {
  return (
    await db.query<RpcRow>("SELECT * FROM rpc WHERE status IN ('QUEUED', 'SENT', 'DELIVERED') ORDER BY created_time")
  ).rows;
}

/** The `Rpc` wire object. */
export function toRpc(row: RpcRow): Record<string, unknown> {
  return {
    id: entityId('RPC', row.id),
    createdTime: Number(row.created_time),
    tenantId: entityId('TENANT', row.tenant_id),
    deviceId: entityId('DEVICE', row.device_id),
    expirationTime: Number(row.expiration_time),
    request: row.request,
    response: row.response ?? null,
    status: row.status,
    additionalInfo: row.additional_info ?? null,
  };
}

const SORT = { createdTime: 'created_time', expirationTime: 'expiration_time', status: 'status' } as const;

/** One page of a device's calls in one status, oldest first unless sorted otherwise. */
export async function findDeviceRpcsPage(
  db: Queryable,
  link: PageLink,
  device: { tenantId: string; deviceId: string },
  status: RpcStatus,
): Promise<PageData<unknown>> {
  return runPaged<RpcRow>(db, link, {
    select: 'SELECT * FROM rpc',
    where: ['tenant_id = $1', 'device_id = $2', 'status = $3'],
    params: [device.tenantId, device.deviceId, status],
    searchColumn: null,
    sortMap: SORT,
    defaultOrder: 'created_time',
    map: toRpc,
  });
}
