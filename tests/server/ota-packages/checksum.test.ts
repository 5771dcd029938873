import { describe, expect, it } from 'vitest';
import { checksum, crc32 } from '../../../demo/server/ota-packages/checksum.js';
import { murmur3_128, murmur3_32 } from '../../../demo/server/ota-packages/murmur3.js';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

describe('OTA checksums', () => {
  it('CRC32 matches the IEEE check value, printed little-endian like Guava', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(checksum('CRC32', bytes('123456789'))).toBe('2639f4cb');
  });

  it('murmur3_x86_32 matches the reference vectors (zero seed)', () => {
    expect(murmur3_32(bytes(''))).toBe('00000000');
    // Reference: MurmurHash3_x86_32("hello", 0) = 0x248bfa47; Guava prints the little-endian bytes.
    expect(murmur3_32(bytes('hello'))).toBe('47fa8b24');
    // "The quick brown fox jumps over the lazy dog" → 0x2e4ff723.
    expect(murmur3_32(bytes('The quick brown fox jumps over the lazy dog'))).toBe('23f74f2e');
    expect(murmur3_32(bytes('abc'))).toBe(murmur3_32(bytes('abc')));
  });

  it('murmur3_x64_128 matches the reference vectors (zero seed)', () => {
    expect(murmur3_128(bytes(''))).toBe('00000000000000000000000000000000');
    // Reference h1/h2 of "The quick brown fox jumps over the lazy dog": 0xe34bbc7bbc071b6c, 0x7a433ca9c49a9347.
    expect(murmur3_128(bytes('The quick brown fox jumps over the lazy dog'))).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
    // h1 = 0xcbd8a7b341bd9b02, h2 = 0x5b1e906a48ae1d19, printed as little-endian bytes.
    expect(murmur3_128(bytes('hello'))).toBe('029bbd41b3a7d8cb191dae486a901e5b');
  });

  it('standard digests', () => {
    expect(checksum('MD5', bytes('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(checksum('SHA256', bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(checksum('SHA384', bytes('abc'))).toHaveLength(96);
    expect(checksum('SHA512', bytes('abc'))).toHaveLength(128);
  });
});
