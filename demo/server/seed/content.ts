/** Per-tenant demo content: an edge, OTA packages, dashboards (filled in family by family). */
import type { Queryable } from '../db/types.js';

/** Seeds tenant content that depends on later families. */
export async function seedTenantContent(_tx: Queryable, _s: { tenantId: string; customerA: string; thermostatProfileId: string }): Promise<void> {}
