/**
 * Random identifiers from `crypto.getRandomValues` (available on plain-HTTP pages too, unlike `randomUUID`).
 */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric string of `length` characters. */
export function randomAlphanumeric(length: number): string {
  const out: string[] = [];
  // Rejection sampling keeps every symbol equally likely (248 = 4 × 62).
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (b < 248 && out.length < length) out.push(ALPHANUMERIC[b % 62]!);
    }
  }
  return out.join('');
}

/** A random (version 4) UUID. */
export function uuidV4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
