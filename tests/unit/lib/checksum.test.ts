/**
 * Browser-side OTA checksums (src/lib/checksum) against published vectors, and against the embedded server's
 * own implementation on random data (the server verifies what the browser sends, so both must agree byte for byte).
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeChecksum, CHECKSUM_ALGORITHMS } from '../../../src/lib/checksum/checksum';
import { crc32, createCrc32 } from '../../../src/lib/checksum/crc32';
import { createMd5, md5 } from '../../../src/lib/checksum/md5';
import { murmur3x64_128, murmur3x86_32 } from '../../../src/lib/checksum/murmur3';
import { checksum as serverChecksum } from '../../../demo/server/ota-packages/checksum';

const bytes = (s: string) => new TextEncoder().encode(s);
const FOX = 'The quick brown fox jumps over the lazy dog';

describe('MD5 (RFC 1321 test suite)', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    [FOX, '9e107d9d372bb6826bd81d3542a419d6'],
  ])('md5(%j)', (input, hex) => {
    expect(md5(bytes(input))).toBe(hex);
  });

  it('gives the same digest fed in odd-sized chunks', () => {
    const data = randomBytes(1000);
    const h = createMd5();
    for (let i = 0; i < data.length; i += 37) h.update(data.subarray(i, i + 37));
    expect(h.digest()).toBe(createHash('md5').update(data).digest('hex'));
  });
});

describe('CRC-32', () => {
  it('has the IEEE check value and is incremental', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(bytes(''))).toBe(0);
    const h = createCrc32();
    h.update(bytes('1234'));
    h.update(bytes('56789'));
    expect(h.digest()).toBe(0xcbf43926);
  });
});

describe('MurmurHash3 (zero seed)', () => {
  it('x86_32 reference values, printed little-endian', () => {
    expect(murmur3x86_32(bytes(''))).toBe('00000000');
    expect(murmur3x86_32(bytes('hello'))).toBe('47fa8b24'); // 0x248bfa47
    expect(murmur3x86_32(bytes(FOX))).toBe('23f74f2e'); // 0x2e4ff723
  });

  it('x64_128 reference values', () => {
    expect(murmur3x64_128(bytes(''))).toBe('00000000000000000000000000000000');
    expect(murmur3x64_128(bytes(FOX))).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
    expect(murmur3x64_128(bytes('hello'))).toBe('029bbd41b3a7d8cb191dae486a901e5b');
  });
});

describe('computeChecksum agrees with the server for every algorithm', () => {
  for (const algorithm of CHECKSUM_ALGORITHMS) {
    it(algorithm, async () => {
      // Lengths around every block/tail boundary of the 4-, 16- and 64-byte algorithms.
      for (const n of [0, 1, 3, 4, 5, 8, 9, 15, 16, 17, 55, 56, 63, 64, 65, 1000, 4099]) {
        const data = new Uint8Array(randomBytes(n));
        expect(await computeChecksum(algorithm, data), `${algorithm} of ${n} bytes`).toBe(
          serverChecksum(algorithm, data),
        );
      }
    });
  }
});
