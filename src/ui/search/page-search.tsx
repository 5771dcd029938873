/**
 * Page search wiring: the shell provides one search controller; a page that can filter calls
 * `usePageSearch(handler)`, which makes the toolbar's search button appear. A page change (`pageKey`) closes and
 * empties the search.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createSearchController, type SearchController, type SearchState } from './search-controller';

interface SearchContextValue {
  controller: SearchController;
  available: boolean;
  register(handler: (text: string) => void): () => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

/** Holds the toolbar search for the page shown under it. */
export function SearchProvider({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const handlerRef = useRef<((text: string) => void) | null>(null);
  const [available, setAvailable] = useState(false);
  const [controller] = useState(() => createSearchController((text) => handlerRef.current?.(text)));
  const register = useCallback((handler: (text: string) => void) => {
    handlerRef.current = handler;
    setAvailable(true);
    return () => {
      if (handlerRef.current !== handler) return;
      handlerRef.current = null;
      setAvailable(false);
    };
  }, []);
  useEffect(() => {
    controller.reset((text) => handlerRef.current?.(text));
  }, [pageKey, controller]);
  useEffect(() => () => controller.dispose(), [controller]);
  return <SearchContext.Provider value={{ controller, available, register }}>{children}</SearchContext.Provider>;
}

/** A page declares it can filter by text; `handler` receives the debounced text ('' when search closes). */
export function usePageSearch(handler: (text: string) => void): void {
  const ctx = useContext(SearchContext);
  const latest = useRef(handler);
  latest.current = handler;
  const register = ctx?.register;
  useEffect(() => register?.((text) => latest.current(text)), [register]);
}

/** For the toolbar: whether a handler is registered, the state, and the controller. */
export function useToolbarSearch(): { available: boolean; state: SearchState; controller: SearchController } | null {
  const ctx = useContext(SearchContext);
  const fallback = useState(() => createSearchController())[0];
  const controller = ctx?.controller ?? fallback;
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return ctx ? { available: ctx.available, state, controller } : null;
}

/** Whether the shell offers a toolbar search here (an embedded panel has none and searches inline instead). */
export function usePageSearchAvailable(): boolean {
  return useContext(SearchContext) !== null;
}
