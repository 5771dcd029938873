/** OTA checksum algorithms. Hex output as ThingsBoard (Guava) prints it. */
import { createHash } from 'node:crypto';
import { murmur3_128, murmur3_32 } from './murmur3.js';

/** Supported algorithms. */
export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;
/** One algorithm. */
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE) as an unsigned number. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The checksum of `data` in the algorithm's hex form. */
export function checksum(algorithm: ChecksumAlgorithm, data: Uint8Array): string {
  switch (algorithm) {
    case 'MD5':
      return createHash('md5').update(data).digest('hex');
    case 'SHA256':
      return createHash('sha256').update(data).digest('hex');
    case 'SHA384':
      return createHash('sha384').update(data).digest('hex');
    case 'SHA512':
      return createHash('sha512').update(data).digest('hex');
    case 'CRC32': {
      const b = Buffer.alloc(4);
      b.writeUInt32LE(crc32(data));
      return b.toString('hex');
    }
    case 'MURMUR3_32':
      return murmur3_32(data);
    case 'MURMUR3_128':
      return murmur3_128(data);
  }
}
