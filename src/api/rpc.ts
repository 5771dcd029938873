/**
 * Server-side RPC to devices as ThingsBoard 3.3.1's widget control API sends it: `POST /api/plugins/rpc/{oneway|twoway}/{deviceId}`
 * (408 timeout, 409 device offline). A persistent request answers `{rpcId}` at once and is polled.
 */
import { http, type RequestOptions } from './http';

/** RPC body: `method` is required; `params` is forwarded as its JSON text; `timeout` in ms (default 10000). */
export interface RpcRequest {
  method: string;
  params?: unknown;
  timeout?: number;
  persistent?: boolean;
  retries?: number;
  additionalInfo?: unknown;
}

/** POST /api/plugins/rpc/oneway/{deviceId}: resolves when the device got it. */
export function sendOneWayRpc(deviceId: string, body: RpcRequest, opts?: RequestOptions): Promise<unknown> {
  return http.post(`/api/plugins/rpc/oneway/${encodeURIComponent(deviceId)}`, body, undefined, {
    ignoreLoading: true,
    ...opts,
  });
}

/** POST /api/plugins/rpc/twoway/{deviceId}: resolves with the device's reply. */
export function sendTwoWayRpc(deviceId: string, body: RpcRequest, opts?: RequestOptions): Promise<unknown> {
  return http.post(`/api/plugins/rpc/twoway/${encodeURIComponent(deviceId)}`, body, undefined, {
    ignoreLoading: true,
    ...opts,
  });
}

/** GET /api/rpc/persistent/{rpcId}: a stored request with its status and response. */
export function getPersistentRpc(
  rpcId: string,
  opts?: RequestOptions,
): Promise<{ status: string; response?: unknown }> {
  return http.get(`/api/rpc/persistent/${encodeURIComponent(rpcId)}`, undefined, { ignoreLoading: true, ...opts });
}
