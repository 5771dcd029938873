/**
 * Tenant-profile byte caps on stored files, as ThingsBoard 3.3.1 enforces them: `maxResourcesInBytes` when a tenant
 * creates a resource, `maxOtaPackagesInBytes` when an OTA package gets its file (0 = no cap). The files the tenant
 * already stores plus the new one must fit, otherwise 400/31 "Failed to create the tb resource, files size limit is
 * exhausted 1000 bytes!" (or "the ota package"). System resources (no tenant) are never capped.
 */
import type { Queryable } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { NULL_UUID } from '../lib/uuid.js';
import { dataSizeOfTenant, type SizedEntity } from './repo.js';
import type { TenantLimits } from './tenant-limits.js';

const CAPS: Readonly<Record<SizedEntity, [field: string, noun: string]>> = {
  TB_RESOURCE: ['maxResourcesInBytes', 'tb resource'],
  OTA_PACKAGE: ['maxOtaPackagesInBytes', 'ota package'],
};

/**
 * Refuses `bytes` more of `kind` when they would take the tenant past its profile's cap.
 * @throws ApiError 400/31 with ThingsBoard's message
 */
export async function assertBytesFit(
  limits: TenantLimits,
  db: Queryable,
  tenantId: string,
  kind: SizedEntity,
  bytes: number,
): Promise<void> {
  if (tenantId === NULL_UUID) return;
  const [field, noun] = CAPS[kind];
  const max = Number((await limits.config(tenantId, db))?.[field] ?? 0);
  if (!(max > 0)) return;
  if ((await dataSizeOfTenant(db, kind, tenantId)) + bytes > max) {
    throw badRequest(`Failed to create the ${noun}, files size limit is exhausted ${max} bytes!`);
  }
}
