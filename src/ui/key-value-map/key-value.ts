/** Key-value map rules: every entry needs a non-empty key and value; duplicate keys collapse to the last. */

export interface KeyValueRow {
  key: string;
  value: string;
}

/** Rows of a map, in insertion order. */
export function mapToRows(map: Record<string, string> | null | undefined): KeyValueRow[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ key, value }));
}

/** The map of rows; a later duplicate key wins. */
export function rowsToMap(rows: readonly KeyValueRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows) out[r.key] = r.value;
  return out;
}

/** Per-row errors: which of key / value is empty. */
export function rowErrors(rows: readonly KeyValueRow[]): { key: boolean; value: boolean }[] {
  return rows.map((r) => ({ key: r.key.trim() === '', value: r.value.trim() === '' }));
}

/** True when every row has a key and a value (and, if required, there is at least one row). */
export function rowsValid(rows: readonly KeyValueRow[], required = false): boolean {
  if (required && rows.length === 0) return false;
  return rowErrors(rows).every((e) => !e.key && !e.value);
}
