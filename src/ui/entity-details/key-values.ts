/**
 * Rows of the Attributes and Latest telemetry tabs: the shapes the tabs read and write through
 * their sources, value display (JSON compact, booleans true/false), in-memory paging / sorting / key search, and
 * the merge of live changes from the WebSocket into the rows loaded over REST.
 */
import { localizeDecimal } from '../../lib/intl-format';
import type { EntityRef } from '../entity/entity-types';
import type { TablePageData, TablePageLink } from '../entity-table/entity-table-types';

export type AttributeScopeName = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';
export type WritableScopeName = Exclude<AttributeScopeName, 'CLIENT_SCOPE'>;

/** One attribute or latest time-series value. */
export interface KeyValueRow {
  key: string;
  lastUpdateTs: number;
  value: unknown;
}

/** A live change of one key; `value` null means the key was deleted. */
export interface LiveChange {
  key: string;
  ts: number;
  value: unknown;
}

/** Where the Attributes tab gets and puts its data. */
export interface AttributesSource {
  /** Attributes of one scope (only `keys` when given), with their JSON types. */
  load(
    entity: EntityRef,
    scope: AttributeScopeName,
    signal?: AbortSignal,
    keys?: readonly string[],
  ): Promise<KeyValueRow[]>;
  save(entity: EntityRef, scope: WritableScopeName, key: string, value: unknown): Promise<void>;
  remove(entity: EntityRef, scope: AttributeScopeName, keys: readonly string[]): Promise<void>;
  /** Live changes of one scope (every key, so new keys appear); returns the unsubscribe function. */
  subscribe?(entity: EntityRef, scope: AttributeScopeName, onChanges: (changes: LiveChange[]) => void): () => void;
}

/** Where the Latest telemetry tab gets its data. */
export interface LatestTelemetrySource {
  load(entity: EntityRef, signal?: AbortSignal): Promise<KeyValueRow[]>;
  /** Deletes every stored point of the keys. */
  remove(entity: EntityRef, keys: readonly string[]): Promise<void>;
  subscribe?(entity: EntityRef, onChanges: (changes: LiveChange[]) => void): () => void;
}

/**
 * Display text of a value: objects and arrays as compact JSON, booleans as true/false, numbers in the language
 * `locale` (`21,5` in de_DE; en_US as ThingsBoard shows them), the rest as text.
 */
export function formatKeyValue(value: unknown, locale = 'en_US'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') return localizeDecimal(String(value), locale);
  return String(value);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Search (key contains the text, case-insensitive), sort (lastUpdateTs, key, value) and page rows in memory. */
export function keyValuePage(rows: Iterable<KeyValueRow>, link: TablePageLink): TablePageData<KeyValueRow> {
  const search = link.textSearch?.trim().toLowerCase() ?? '';
  let list = [...rows];
  if (search) list = list.filter((r) => r.key.toLowerCase().includes(search));
  const sort = link.sortOrder;
  if (sort) {
    const dir = sort.direction === 'DESC' ? -1 : 1;
    const cmp =
      sort.property === 'lastUpdateTs'
        ? (a: KeyValueRow, b: KeyValueRow) => a.lastUpdateTs - b.lastUpdateTs || collator.compare(a.key, b.key)
        : sort.property === 'value'
          ? (a: KeyValueRow, b: KeyValueRow) => collator.compare(formatKeyValue(a.value), formatKeyValue(b.value))
          : (a: KeyValueRow, b: KeyValueRow) => collator.compare(a.key, b.key);
    list.sort((a, b) => dir * cmp(a, b));
  }
  const start = link.page * link.pageSize;
  return {
    data: list.slice(start, start + link.pageSize),
    totalElements: list.length,
    totalPages: Math.ceil(list.length / link.pageSize),
    hasNext: start + link.pageSize < list.length,
  };
}

/**
 * Apply live changes to the rows (by key): a newer value replaces the row, an equal timestamp keeps the row (the
 * REST value keeps its JSON type; the socket's snapshot repeats it as text), null removes the key. Says whether
 * anything changed.
 */
export function applyLiveChanges(rows: Map<string, KeyValueRow>, changes: readonly LiveChange[]): boolean {
  let changed = false;
  for (const c of changes) {
    const old = rows.get(c.key);
    if (c.value === null || c.value === undefined) {
      changed = rows.delete(c.key) || changed;
    } else if (!old || c.ts > old.lastUpdateTs) {
      rows.set(c.key, { key: c.key, lastUpdateTs: c.ts, value: c.value });
      changed = true;
    }
  }
  return changed;
}

/** Key field rules of the add attribute dialog: required, at most 255 characters. */
export const MAX_KEY_LENGTH = 255;

/** Message key of the key field's error, or null. */
export function keyError(key: string): string | null {
  if (!key.trim()) return 'attribute.key-required';
  if (key.length > MAX_KEY_LENGTH) return 'attribute.key-max-length';
  return null;
}
