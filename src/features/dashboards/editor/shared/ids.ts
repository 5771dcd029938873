/** New ids for aliases and filters: ThingsBoard uses random UUID strings as their map keys. */
export function newUuid(): string {
  return globalThis.crypto.randomUUID();
}

/** A plain JSON object, or an empty one for anything else. */
export function asObject(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
