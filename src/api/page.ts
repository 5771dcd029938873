/**
 * ThingsBoard paging contract: `PageLink` → query string,
 * `PageData<T>` schema, and "fetch every page while hasNext".
 */
import { z } from './zod';
import { naturalCompareLoose } from '../lib/natural-compare';

/** Sort of a page link. */
export interface SortOrder {
  property: string;
  direction: 'ASC' | 'DESC';
}

/** Page link; the time-bounded variant adds startTime/endTime (audit logs, events, edge lists). */
export interface PageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: SortOrder | null;
  startTime?: number | null;
  endTime?: number | null;
}

/** One page of a list. */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** The default page link of ThingsBoard's lists: page 0, sorted by createdTime descending. */
export function defaultPageLink(pageSize = 10): PageLink {
  return { pageSize, page: 0, textSearch: null, sortOrder: { property: 'createdTime', direction: 'DESC' } };
}

type Extra = Record<string, string | number | boolean | null | undefined>;

/**
 * `?pageSize=&page=[&textSearch=][&sortProperty=&sortOrder=][&startTime=][&endTime=]` plus extra parameters;
 * extras that are null, undefined or '' are left out, as TB's UI does for an empty type filter.
 */
export function toPageQuery(link: PageLink, extra: Extra = {}): string {
  const p = new URLSearchParams();
  p.set('pageSize', String(link.pageSize));
  p.set('page', String(link.page));
  if (link.textSearch) p.set('textSearch', link.textSearch);
  if (link.sortOrder) {
    p.set('sortProperty', link.sortOrder.property);
    p.set('sortOrder', link.sortOrder.direction);
  }
  if (link.startTime != null) p.set('startTime', String(link.startTime));
  if (link.endTime != null) p.set('endTime', String(link.endTime));
  for (const [k, v] of Object.entries(extra)) if (v !== null && v !== undefined && v !== '') p.set(k, String(v));
  return `?${p.toString()}`;
}

/** Schema of `PageData<item>`. */
export function pageDataSchema<T>(item: z.ZodMiniType<T>) {
  return z.object({ data: z.array(item), totalPages: z.number(), totalElements: z.number(), hasNext: z.boolean() });
}

/** Name-filter listings and "all" fetches use pages of 100. */
export const ALL_PAGES_SIZE = 100;

/**
 * Fetch every page while `hasNext`, keeping the link's sort and search. `maxItems` guards against a
 * runaway list (the extra items are simply not fetched).
 */
export async function fetchAllPages<T>(
  fetchPage: (link: PageLink) => Promise<PageData<T>>,
  link: Partial<PageLink> = {},
  maxItems = 100_000,
): Promise<T[]> {
  const out: T[] = [];
  let page = 0;
  for (;;) {
    const result = await fetchPage({
      ...defaultPageLink(ALL_PAGES_SIZE),
      ...link,
      pageSize: link.pageSize ?? ALL_PAGES_SIZE,
      page,
    });
    out.push(...result.data);
    if (!result.hasNext || out.length >= maxItems) return out;
    page += 1;
  }
}

/** Apply a page link to an in-memory list (lists the server returns whole, e.g. relations). */
export function pageOf<T>(
  items: readonly T[],
  link: PageLink,
  text: (item: T) => string,
  value: (item: T, property: string) => unknown,
): PageData<T> {
  const search = link.textSearch?.toLowerCase() ?? '';
  let list = search ? items.filter((i) => text(i).toLowerCase().includes(search)) : [...items];
  const sort = link.sortOrder;
  if (sort) {
    const dir = sort.direction === 'DESC' ? -1 : 1;
    list = list.sort((a, b) => dir * compareValues(value(a, sort.property), value(b, sort.property)));
  }
  const start = link.page * link.pageSize;
  const totalPages = Math.ceil(list.length / link.pageSize);
  return {
    data: list.slice(start, start + link.pageSize),
    totalElements: list.length,
    totalPages,
    hasNext: start + link.pageSize < list.length,
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return naturalCompareLoose(String(a ?? ''), String(b ?? ''));
}
