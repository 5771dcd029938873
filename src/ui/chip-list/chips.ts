/**
 * Chip entry rules: separators Enter, comma and semicolon; entries trimmed; empties and
 * duplicates ignored.
 */

/** Characters that end a chip while typing or pasting. */
export const CHIP_SEPARATORS = /[,;]/;

/**
 * Split typed text at separators. Returns the complete entries (trimmed, non-empty) and the unfinished
 * tail still being typed.
 */
export function splitChipText(text: string): { entries: string[]; rest: string } {
  const parts = text.split(CHIP_SEPARATORS);
  const rest = parts.pop() ?? '';
  return { entries: parts.map((p) => p.trim()).filter(Boolean), rest };
}

/** Append entries to a list, skipping those whose key is already present (or repeated within `added`). */
export function addUnique<T>(list: readonly T[], added: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set(list.map(key));
  const out = [...list];
  for (const item of added) {
    const k = key(item);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/** Normalise a free list of strings: trimmed, no empties, no duplicates, order kept. */
export function normaliseKeys(keys: readonly string[]): string[] {
  return addUnique<string>(
    [],
    keys.map((k) => k.trim()),
    (k) => k,
  );
}

/** Move the item at `from` to index `to` (drag-and-drop reorder). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item!);
  return out;
}
