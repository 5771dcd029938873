/**
 * OTA package checksums computed in the browser (MD5, SHA256, SHA384, SHA512, CRC32, MURMUR3_32,
 * MURMUR3_128), in the hex form ThingsBoard's server prints, so a checksum sent with an upload is verified, not
 * recomputed. SHA* use Web Crypto; it exists only in secure contexts, so `computeChecksum` resolves null there
 * and the caller leaves the checksum to the server.
 */
import { crc32 } from './crc32';
import { leHex32, toHex } from './hex';
import { md5 } from './md5';
import { murmur3x64_128, murmur3x86_32 } from './murmur3';

export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

const SUBTLE_NAMES: Partial<Record<ChecksumAlgorithm, string>> = {
  SHA256: 'SHA-256',
  SHA384: 'SHA-384',
  SHA512: 'SHA-512',
};

/** The checksum of `data`, or null when the algorithm needs Web Crypto and it is unavailable. */
export async function computeChecksum(algorithm: ChecksumAlgorithm, data: Uint8Array): Promise<string | null> {
  const subtleName = SUBTLE_NAMES[algorithm];
  if (subtleName) {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    // Copy into a plain ArrayBuffer: subtle.digest rejects views over SharedArrayBuffer.
    return toHex(new Uint8Array(await subtle.digest(subtleName, data.slice().buffer)));
  }
  switch (algorithm) {
    case 'MD5':
      return md5(data);
    case 'CRC32':
      return leHex32(crc32(data));
    case 'MURMUR3_32':
      return murmur3x86_32(data);
    default:
      return murmur3x64_128(data);
  }
}
