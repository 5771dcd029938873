/**
 * MurmurHash3 (Austin Appleby's public-domain design) with a zero seed: the x86 32-bit and the x64 128-bit variants, as
 * OTA checksums MURMUR3_32 / MURMUR3_128. Output is the hex of the little-endian bytes, which is how Guava (used by
 * ThingsBoard's server) prints a HashCode. The 128-bit variant does 64-bit arithmetic on pairs of 32-bit words so a
 * large file hashes without BigInt.
 */
import { leHex32, toHex } from './hex';

/** murmur3_x86_32 as a hex string. */
export function murmur3x86_32(data: Uint8Array, seed = 0): string {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const blocks = data.length & ~3;
  let h = seed | 0;
  const mixK = (k: number) => Math.imul(rotl32(Math.imul(k, c1), 15), c2);
  for (let i = 0; i < blocks; i += 4) {
    h ^= mixK(view.getUint32(i, true));
    h = (Math.imul(rotl32(h, 13), 5) + 0xe6546b64) | 0;
  }
  const tail = data.length & 3;
  if (tail > 0) {
    let k = 0;
    for (let i = tail - 1; i >= 0; i--) k = (k << 8) | data[blocks + i]!;
    h ^= mixK(k);
  }
  h ^= data.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return leHex32(h >>> 0);
}

function rotl32(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

/** A 64-bit word as [high 32 bits, low 32 bits], both unsigned. */
type U64 = [number, number];

const add64 = (a: U64, b: U64): U64 => {
  const lo = a[1] + b[1];
  return [(a[0] + b[0] + (lo > 0xffffffff ? 1 : 0)) >>> 0, lo >>> 0];
};

/** High 32 bits of the unsigned 64-bit product of two 32-bit words (16-bit limbs keep every step exact). */
function mulHigh32(a: number, b: number): number {
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const cross = a1 * b0 + ((a0 * b0) >>> 16);
  const cross2 = a0 * b1 + (cross & 0xffff);
  return (a1 * b1 + Math.floor(cross / 0x10000) + Math.floor(cross2 / 0x10000)) >>> 0;
}

const mul64 = (a: U64, b: U64): U64 => {
  const hi = (mulHigh32(a[1], b[1]) + Math.imul(a[0], b[1]) + Math.imul(a[1], b[0])) >>> 0;
  return [hi, Math.imul(a[1], b[1]) >>> 0];
};

function rotl64(x: U64, r: number): U64 {
  let [hi, lo] = x;
  if (r >= 32) {
    [hi, lo] = [lo, hi];
    r -= 32;
  }
  if (r === 0) return [hi, lo];
  return [((hi << r) | (lo >>> (32 - r))) >>> 0, ((lo << r) | (hi >>> (32 - r))) >>> 0];
}

const xor64 = (a: U64, b: U64): U64 => [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
const shr33 = (x: U64): U64 => [0, x[0] >>> 1];

function fmix64(k: U64): U64 {
  k = xor64(k, shr33(k));
  k = mul64(k, [0xff51afd7, 0xed558ccd]);
  k = xor64(k, shr33(k));
  k = mul64(k, [0xc4ceb9fe, 0x1a85ec53]);
  return xor64(k, shr33(k));
}

const C1: U64 = [0x87c37b91, 0x114253d5];
const C2: U64 = [0x4cf5ad43, 0x2745937f];

/** Little-endian 64-bit word from up to 8 bytes at `at` (missing bytes are 0). */
function readLe64(data: Uint8Array, at: number, count = 8): U64 {
  let lo = 0;
  let hi = 0;
  for (let i = count - 1; i >= 0; i--) {
    if (i >= 4) hi = (hi << 8) | data[at + i]!;
    else lo = (lo << 8) | data[at + i]!;
  }
  return [hi >>> 0, lo >>> 0];
}

const mixK1 = (k: U64) => mul64(rotl64(mul64(k, C1), 31), C2);
const mixK2 = (k: U64) => mul64(rotl64(mul64(k, C2), 33), C1);

/** murmur3_x64_128 as a hex string (h1 then h2, each little-endian). */
export function murmur3x64_128(data: Uint8Array, seed = 0): string {
  let h1: U64 = [0, seed >>> 0];
  let h2: U64 = [0, seed >>> 0];
  const blocks = data.length - (data.length % 16);
  for (let i = 0; i < blocks; i += 16) {
    h1 = xor64(h1, mixK1(readLe64(data, i)));
    h1 = add64(mul64(add64(rotl64(h1, 27), h2), [0, 5]), [0, 0x52dce729]);
    h2 = xor64(h2, mixK2(readLe64(data, i + 8)));
    h2 = add64(mul64(add64(rotl64(h2, 31), h1), [0, 5]), [0, 0x38495ab5]);
  }
  const rest = data.length % 16;
  if (rest > 8) h2 = xor64(h2, mixK2(readLe64(data, blocks + 8, rest - 8)));
  if (rest > 0) h1 = xor64(h1, mixK1(readLe64(data, blocks, Math.min(rest, 8))));
  const len: U64 = [Math.floor(data.length / 2 ** 32) >>> 0, data.length >>> 0];
  h1 = xor64(h1, len);
  h2 = xor64(h2, len);
  h1 = add64(h1, h2);
  h2 = add64(h2, h1);
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = add64(h1, h2);
  h2 = add64(h2, h1);
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setUint32(0, h1[1], true);
  view.setUint32(4, h1[0], true);
  view.setUint32(8, h2[1], true);
  view.setUint32(12, h2[0], true);
  return toHex(out);
}
