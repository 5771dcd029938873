import { describe, expect, it } from 'vitest';
import { toBase64 } from '../../../../src/features/resources/resource-upload-dialog';

describe('toBase64 (resource upload body)', () => {
  it('encodes text as UTF-8', () => {
    expect(toBase64('<LWM2M>é</LWM2M>')).toBe(Buffer.from('<LWM2M>é</LWM2M>', 'utf8').toString('base64'));
  });
  it('encodes binary files larger than one chunk exactly', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 131 + 7) % 256);
    expect(toBase64(bytes.buffer)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
