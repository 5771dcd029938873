/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), incremental so large files can be fed in chunks. */

let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** Running CRC-32: `update()` any number of chunks, then `digest()` the unsigned value. */
export function createCrc32() {
  const t = crcTable();
  let c = 0xffffffff;
  return {
    update(chunk: Uint8Array) {
      for (let i = 0; i < chunk.length; i++) c = t[(c ^ chunk[i]!) & 0xff]! ^ (c >>> 8);
    },
    digest(): number {
      return (c ^ 0xffffffff) >>> 0;
    },
  };
}

/** CRC-32 of one buffer as an unsigned number. */
export function crc32(data: Uint8Array): number {
  const h = createCrc32();
  h.update(data);
  return h.digest();
}
