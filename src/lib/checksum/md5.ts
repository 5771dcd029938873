/**
 * MD5 (RFC 1321) written out from the RFC's description: Web Crypto has no MD5, and OTA packages may name it as
 * their checksum algorithm. Incremental (64-byte blocks) so a large file never needs a second copy.
 */
import { toHex } from './hex';

// Per-round shift amounts and the sine-derived constants K[i] = floor(abs(sin(i + 1)) * 2^32).
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

function compress(state: Uint32Array, block: DataView, offset: number): void {
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  for (let i = 0; i < 64; i++) {
    const round = i >> 4;
    let f: number;
    let g: number;
    if (round === 0) {
      f = (b & c) | (~b & d);
      g = i;
    } else if (round === 1) {
      f = (d & b) | (~d & c);
      g = (5 * i + 1) & 15;
    } else if (round === 2) {
      f = b ^ c ^ d;
      g = (3 * i + 5) & 15;
    } else {
      f = c ^ (b | ~d);
      g = (7 * i) & 15;
    }
    const s = S[(round << 2) | (i & 3)]!;
    const sum = (a + f + K[i]! + block.getUint32(offset + g * 4, true)) | 0;
    a = d;
    d = c;
    c = b;
    b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
}

/** Running MD5: feed chunks with `update()`, then `digest()` the lower-case hex. */
export function createMd5() {
  const state = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  const buffer = new Uint8Array(64);
  const view = new DataView(buffer.buffer);
  let buffered = 0;
  let length = 0;
  const update = (chunk: Uint8Array) => {
    length += chunk.length;
    let i = 0;
    while (i < chunk.length) {
      const take = Math.min(64 - buffered, chunk.length - i);
      buffer.set(chunk.subarray(i, i + take), buffered);
      buffered += take;
      i += take;
      if (buffered === 64) {
        compress(state, view, 0);
        buffered = 0;
      }
    }
  };
  return {
    update,
    digest(): string {
      const bits = length * 8;
      const pad = new Uint8Array((buffered < 56 ? 56 : 120) - buffered + 8);
      pad[0] = 0x80;
      const tail = new DataView(pad.buffer);
      tail.setUint32(pad.length - 8, bits >>> 0, true);
      tail.setUint32(pad.length - 4, Math.floor(bits / 2 ** 32), true);
      update(pad);
      const out = new Uint8Array(16);
      const o = new DataView(out.buffer);
      for (let k = 0; k < 4; k++) o.setUint32(k * 4, state[k]!, true);
      return toHex(out);
    },
  };
}

/** MD5 of one buffer, lower-case hex. */
export function md5(data: Uint8Array): string {
  const h = createMd5();
  h.update(data);
  return h.digest();
}
