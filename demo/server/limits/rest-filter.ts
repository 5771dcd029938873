/**
 * REST rate limits (ThingsBoard's RateLimitProcessingFilter): after authentication, every call of a tenant
 * administrator or customer user takes a token of its tenant's limit, and a customer user's also one of its
 * customer's; without one the answer is 429 {"message": "Too many requests for current tenant!", "errorCode": 33}.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../http/errors.js';
import type { LimitedEntity, TenantLimits } from './tenant-limits.js';

/** 429 / 33 with ThingsBoard's message for the limited entity. */
export function tooManyRequests(entity: LimitedEntity): ApiError {
  return new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, `Too many requests for current ${entity.toLowerCase()}!`);
}

/** Installs the filter; call after the authentication hook (security/guard.ts), which sets `request.user`. */
export function installRestRateLimits(app: FastifyInstance, limits: TenantLimits): void {
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    const limited = await limits.checkRest(request.user);
    if (limited) throw tooManyRequests(limited);
  });
}
