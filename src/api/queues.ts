/** Queues: names of the queues of one service type. */
import { z } from './zod';
import { http, type RequestOptions } from './http';

/** Service types. */
export type ServiceType = 'TB_CORE' | 'TB_RULE_ENGINE' | 'TB_TRANSPORT' | 'JS_EXECUTOR';

/** GET /api/tenant/queues?serviceType= — queue names. */
export function getTenantQueueNames(serviceType: ServiceType, opts?: RequestOptions): Promise<string[]> {
  return http.get(`/api/tenant/queues?serviceType=${encodeURIComponent(serviceType)}`, z.array(z.string()), opts);
}
