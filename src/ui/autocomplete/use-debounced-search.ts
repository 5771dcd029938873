/**
 * Debounced, abortable search for autocompletes: runs `search(query)` `delay` ms after the query settles,
 * aborts the previous call, and turns a failed lookup into an empty list (lookups fail soft).
 */
import { useEffect, useRef, useState } from 'react';

/** A lookup supplied by the caller; `src/ui` never talks to the API itself. */
export type SearchFn<T> = (text: string, signal: AbortSignal) => Promise<readonly T[]>;

export interface DebouncedSearch<T> {
  items: readonly T[];
  loading: boolean;
  /** The query the current `items` answer. */
  settled: string | null;
}

export function useDebouncedSearch<T>(
  search: SearchFn<T>,
  query: string,
  enabled: boolean,
  delay: number,
  reloadKey?: unknown,
): DebouncedSearch<T> {
  const fn = useRef(search);
  fn.current = search;
  const [state, setState] = useState<DebouncedSearch<T>>({ items: [], loading: false, settled: null });
  useEffect(() => {
    if (!enabled) return undefined;
    const ac = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      fn.current(query, ac.signal).then(
        (items) => {
          if (!ac.signal.aborted) setState({ items, loading: false, settled: query });
        },
        () => {
          if (!ac.signal.aborted) setState({ items: [], loading: false, settled: query });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [query, enabled, delay, reloadKey]);
  return state;
}
