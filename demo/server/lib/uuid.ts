/**
 * Time-based UUIDs (RFC 4122 version 1), as ThingsBoard uses for every entity id.
 *
 * The 60-bit timestamp counts 100 ns intervals since 1582-10-15. To keep ids unique and ordered within
 * one process, ids generated in the same millisecond take successive 100 ns ticks (up to 10 000 per ms;
 * past that the generator borrows from the next millisecond). The node id is random, with the multicast
 * bit set as RFC 4122 asks for random node ids.
 */
import { randomBytes } from 'node:crypto';

/** ThingsBoard's `EntityId.NULL_UUID`: system tenant, "no customer", public user id. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** 100 ns intervals between the UUID epoch (1582-10-15) and the Unix epoch. */
const UUID_EPOCH_OFFSET = 122_192_928_000_000_000n;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nodeBytes = randomBytes(6);
nodeBytes[0] = (nodeBytes[0] ?? 0) | 0x01;
const nodeHex = nodeBytes.toString('hex');
const clockSeq = randomBytes(2).readUInt16BE(0) & 0x3fff;

let lastMs = 0;
let ticks = 0;

function hex(value: bigint, width: number): string {
  return value.toString(16).padStart(width, '0');
}

/**
 * Returns a new version-1 UUID string (lower case).
 * @param nowMs - wall-clock time to encode; defaults to `Date.now()` (later calls never go backwards).
 */
export function uuidV1(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    ticks = 0;
  } else {
    ticks += 1;
    if (ticks >= 10_000) {
      lastMs += 1;
      ticks = 0;
    }
  }
  const ts = BigInt(lastMs) * 10_000n + BigInt(ticks) + UUID_EPOCH_OFFSET;
  const timeLow = ts & 0xffffffffn;
  const timeMid = (ts >> 32n) & 0xffffn;
  const timeHi = ((ts >> 48n) & 0x0fffn) | 0x1000n;
  const seq = BigInt(0x8000 | clockSeq);
  return `${hex(timeLow, 8)}-${hex(timeMid, 4)}-${hex(timeHi, 4)}-${hex(seq, 4)}-${nodeHex}`;
}

/**
 * Epoch milliseconds encoded in a version-1 UUID (ThingsBoard derives `createdTime` this way).
 * @throws Error when the string is not a version-1 UUID.
 */
export function uuidV1Time(uuid: string): number {
  if (!isUuid(uuid) || uuid[14] !== '1') throw new Error(`Not a time-based UUID: ${uuid}`);
  const [low = '', mid = '', hiAndVersion = ''] = uuid.split('-');
  const ts = (BigInt(`0x${hiAndVersion.slice(1)}`) << 48n) | (BigInt(`0x${mid}`) << 32n) | BigInt(`0x${low}`);
  return Number((ts - UUID_EPOCH_OFFSET) / 10_000n);
}

/** True when `value` is a canonical 8-4-4-4-12 hex UUID string (any version). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
