/** Resolves the HMAC key used for JWTs. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { getOrCreateMeta } from '../db/meta.js';

const META_KEY = 'jwt.signingKey';

/**
 * Returns the JWT signing key bytes.
 *
 * - `configured` (option `jwtSigningKey` / env `IOT_JWT_SIGNING_KEY`) is read as base64, exactly like ThingsBoard's
 *   `security.jwt.tokenSigningKey`, so a key copied from a TB install validates that install's tokens.
 * - Otherwise a random 512-bit key is generated on first start and kept in the database, so tokens survive
 *   restarts but no well-known default key exists.
 * @throws Error when the configured key decodes to nothing.
 */
export async function resolveSigningKey(db: Queryable, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined && configured !== '') {
    const bytes = Buffer.from(configured, 'base64');
    if (bytes.length === 0) throw new Error('jwtSigningKey must be a non-empty base64 string');
    return new Uint8Array(bytes);
  }
  const stored = await getOrCreateMeta<string>(db, META_KEY, () => randomBytes(64).toString('base64'));
  return new Uint8Array(Buffer.from(stored, 'base64'));
}
