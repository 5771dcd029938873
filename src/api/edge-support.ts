/**
 * Whether the server supports edges (`GET /api/edges/enabled`). Its own module because the session asks for it at
 * start-up in every element, while the rest of edges.ts serves only the edge pages.
 */
import { http, type RequestOptions } from './http';
import { guard, isBoolean } from './shapes';

/** GET /api/edges/enabled — edge support flag. */
export function getEdgesEnabled(opts?: RequestOptions): Promise<boolean> {
  return http.get('/api/edges/enabled', guard<boolean>(isBoolean), opts);
}
