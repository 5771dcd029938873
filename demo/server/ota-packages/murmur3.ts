/**
 * MurmurHash3 (Austin Appleby, public domain): x86 32-bit and x64 128-bit variants with a zero seed, written out here
 * so OTA checksums need no dependency. Outputs are hex of the little-endian bytes, as Guava's HashCode prints them
 * (ThingsBoard computes MURMUR3_32 / MURMUR3_128 with Guava).
 */

function leHex32(n: number): string {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b.toString('hex');
}

/** murmur3_x86_32. */
export function murmur3_32(data: Uint8Array, seed = 0): string {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const len = data.length;
  const blocks = len & ~3;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < blocks; i += 4) {
    let k = view.getUint32(i, true);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  const tail = len & 3;
  if (tail === 3) k ^= (data[blocks + 2] ?? 0) << 16;
  if (tail >= 2) k ^= (data[blocks + 1] ?? 0) << 8;
  if (tail >= 1) {
    k ^= data[blocks] ?? 0;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
  }
  h ^= len;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return leHex32(h);
}

const M64 = (1n << 64n) - 1n;
const rotl64 = (x: bigint, r: bigint): bigint => ((x << r) | (x >> (64n - r))) & M64;
function fmix64(k: bigint): bigint {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & M64;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & M64;
  k ^= k >> 33n;
  return k;
}

/** murmur3_x64_128. */
export function murmur3_128(data: Uint8Array, seed = 0): string {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  let h1 = BigInt(seed >>> 0);
  let h2 = BigInt(seed >>> 0);
  const len = data.length;
  const nblocks = Math.floor(len / 16);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < nblocks; i += 1) {
    let k1 = view.getBigUint64(i * 16, true);
    let k2 = view.getBigUint64(i * 16 + 8, true);
    k1 = (k1 * c1) & M64;
    k1 = rotl64(k1, 31n);
    k1 = (k1 * c2) & M64;
    h1 ^= k1;
    h1 = rotl64(h1, 27n);
    h1 = (h1 + h2) & M64;
    h1 = (h1 * 5n + 0x52dce729n) & M64;
    k2 = (k2 * c2) & M64;
    k2 = rotl64(k2, 33n);
    k2 = (k2 * c1) & M64;
    h2 ^= k2;
    h2 = rotl64(h2, 31n);
    h2 = (h2 + h1) & M64;
    h2 = (h2 * 5n + 0x38495ab5n) & M64;
  }
  const tail = nblocks * 16;
  let k1 = 0n;
  let k2 = 0n;
  const rest = len & 15;
  for (let i = rest - 1; i >= 8; i -= 1) k2 ^= BigInt(data[tail + i] ?? 0) << BigInt((i - 8) * 8);
  if (rest > 8) {
    k2 = (k2 * c2) & M64;
    k2 = rotl64(k2, 33n);
    k2 = (k2 * c1) & M64;
    h2 ^= k2;
  }
  for (let i = Math.min(rest, 8) - 1; i >= 0; i -= 1) k1 ^= BigInt(data[tail + i] ?? 0) << BigInt(i * 8);
  if (rest > 0) {
    k1 = (k1 * c1) & M64;
    k1 = rotl64(k1, 31n);
    k1 = (k1 * c2) & M64;
    h1 ^= k1;
  }
  h1 ^= BigInt(len);
  h2 ^= BigInt(len);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  const out = Buffer.alloc(16);
  out.writeBigUInt64LE(h1, 0);
  out.writeBigUInt64LE(h2, 8);
  return out.toString('hex');
}
