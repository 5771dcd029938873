/** Hex helpers shared by the checksum functions. */

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Hex of a 32-bit word written little-endian (how Guava's HashCode prints an int hash). */
export function leHex32(word: number): string {
  return toHex(new Uint8Array([word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, (word >>> 24) & 0xff]));
}
