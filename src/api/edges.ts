/** ThingsBoard edge endpoints (seed 001 §7 "Edges"). */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';

/** GET /api/edges/enabled — edge support flag. */
export function getEdgesEnabled(opts?: RequestOptions): Promise<boolean> {
  return http.get('/api/edges/enabled', z.boolean(), opts);
}
