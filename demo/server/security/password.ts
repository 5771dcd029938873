/**
 * Password hashing with node:crypto scrypt (no native dependency).
 * Stored format: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so parameters can be raised later
 * without invalidating existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LEN = 32;
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULT_PARAMS;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of `password` against a stored hash; false for malformed or missing hashes. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Burn comparable time so unknown users and broken hashes are not distinguishable by timing.
    await derive(password, Buffer.alloc(16), DEFAULT_PARAMS);
    return false;
  }
  const [, n, r, p, saltB64 = '', hashB64 = ''] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === key.length && timingSafeEqual(expected, key);
}
