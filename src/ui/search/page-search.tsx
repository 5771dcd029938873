/**
 * Page search wiring: the shell provides one search controller; a page that can filter calls
 * `usePageSearch(handler)`, which makes the toolbar's search button appear. A page change (`pageKey`) closes and
 * empties the search.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createSearchController, type SearchController, type SearchState } from './search-controller';

/** Whether a page has a handler registered: only the toolbar listens, so registering re-renders nothing else. */
interface Availability {
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

interface SearchContextValue {
  controller: SearchController;
  availability: Availability;
  register(handler: (text: string) => void): () => void;
  /** The page changed: search closed and emptied, the new page's handler (once registered) hears the next text. */
  pageChanged(): void;
}

/** The provider's value, made once: the page and the toolbar consuming it do not re-render when a page registers. */
function createSearchContextValue(): SearchContextValue {
  let handler: ((text: string) => void) | null = null;
  let available = false;
  const listeners = new Set<() => void>();
  const setAvailable = (next: boolean) => {
    if (available === next) return;
    available = next;
    listeners.forEach((l) => l());
  };
  const forward = (text: string) => handler?.(text);
  const controller = createSearchController(forward);
  return {
    controller,
    pageChanged: () => controller.reset(forward),
    availability: {
      get: () => available,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    register(next) {
      handler = next;
      setAvailable(true);
      return () => {
        if (handler !== next) return;
        handler = null;
        setAvailable(false);
      };
    },
  };
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** Holds the toolbar search for the page shown under it. */
export function SearchProvider({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [value] = useState(createSearchContextValue);
  useEffect(() => value.pageChanged(), [pageKey, value]);
  useEffect(() => () => value.controller.dispose(), [value]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** A page declares it can filter by text; `handler` receives the debounced text ('' when search closes). */
export function usePageSearch(handler: (text: string) => void): void {
  const ctx = useContext(SearchContext);
  const latest = useRef(handler);
  latest.current = handler;
  const register = ctx?.register;
  useEffect(() => register?.((text) => latest.current(text)), [register]);
}

const NONE_AVAILABLE: Availability = { get: () => false, subscribe: () => () => {} };

/** For the toolbar: whether a handler is registered, the state, and the controller. */
export function useToolbarSearch(): { available: boolean; state: SearchState; controller: SearchController } | null {
  const ctx = useContext(SearchContext);
  const fallback = useState(() => createSearchController())[0];
  const controller = ctx?.controller ?? fallback;
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const availability = ctx?.availability ?? NONE_AVAILABLE;
  const available = useSyncExternalStore(availability.subscribe, availability.get, availability.get);
  return ctx ? { available, state, controller } : null;
}

/** Whether the shell offers a toolbar search here (an embedded panel has none and searches inline instead). */
export function usePageSearchAvailable(): boolean {
  return useContext(SearchContext) !== null;
}
