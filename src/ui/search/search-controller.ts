/**
 * Toolbar search logic, free of React: the handler fires 150 ms after the last keystroke,
 * only when the text differs from what it last received; closing clears the text (and tells the page if it was
 * filtering); a page change resets everything without calling the old page.
 */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_FOCUS_DELAY_MS = 10;

export interface SearchState {
  open: boolean;
  text: string;
}

/** One toolbar search. */
export interface SearchController {
  getSnapshot(): SearchState;
  subscribe(listener: () => void): () => void;
  open(): void;
  close(): void;
  setText(text: string): void;
  /** The active page changed: new handler (or none), search closed and emptied. */
  reset(handler: ((text: string) => void) | null): void;
  dispose(): void;
}

/** Create a controller; `handler` is the active page's search-text handler. */
export function createSearchController(handler: ((text: string) => void) | null = null): SearchController {
  let state: SearchState = { open: false, text: '' };
  let onSearch = handler;
  let lastSent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: SearchState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const send = (text: string) => {
    if (text === lastSent) return;
    lastSent = text;
    onSearch?.(text);
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      if (!state.open) set({ ...state, open: true });
    },
    close() {
      clearTimeout(timer);
      set({ open: false, text: '' });
      send('');
    },
    setText(text) {
      set({ ...state, text });
      clearTimeout(timer);
      timer = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    },
    reset(next) {
      clearTimeout(timer);
      onSearch = next;
      lastSent = '';
      if (state.open || state.text) set({ open: false, text: '' });
    },
    dispose: () => clearTimeout(timer),
  };
}
