/** Which OTA packages a device or a device profile may point at. */
import type { Queryable } from '../db/types.js';
import { badRequest } from '../http/errors.js';

/** Validates firmware/software references of a device or profile. @throws 400/31 with TB's messages. */
export async function checkOtaRef(
  db: Queryable,
  tenantId: string,
  profileId: string,
  id: string | null,
  kind: 'FIRMWARE' | 'SOFTWARE',
): Promise<void> {
  if (!id) return;
  const word = kind === 'FIRMWARE' ? 'firmware' : 'software';
  const { rows } = await db.query<{ tenant_id: string; type: string; device_profile_id: string | null }>(
    'SELECT tenant_id, type, device_profile_id FROM ota_package WHERE id = $1',
    [id],
  );
  const pkg = rows[0];
  if (!pkg || pkg.tenant_id !== tenantId) throw badRequest(`Can't assign non-existent ${word}!`);
  if (pkg.type !== kind) throw badRequest(`Can't assign ${word} with type: ${pkg.type}`);
  if (pkg.device_profile_id !== profileId) throw badRequest(`Can't assign ${word} with different deviceProfile!`);
}
