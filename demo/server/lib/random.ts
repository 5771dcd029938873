/** Random alphanumeric strings (activation/reset tokens, device access tokens, edge keys). */
import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of `length` characters from [A-Za-z0-9] (crypto-grade). */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}
