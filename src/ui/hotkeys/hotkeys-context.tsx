/**
 * Keyboard shortcuts of one element: `<HotkeysProvider>` owns the registry and the key listener; pages call
 * `useHotkey('g d', …)`; `useHotkeyList()` feeds the cheat sheet. Keys reach the listener when focus is inside the
 * element or nowhere in particular (the page body), never while another part of the host page has focus.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDomRoot } from '../dom-root';
import { createHotkeyRegistry, isTypingEvent, type Hotkey, type HotkeyRegistry } from './hotkeys-registry';

const HotkeysContext = createContext<HotkeyRegistry | null>(null);

/** Provide the registry and listen to keys on the page for this element. */
export function HotkeysProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(createHotkeyRegistry);
  const { host } = useDomRoot();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const active = document.activeElement;
      const ours = e.composedPath().includes(host) || !active || active === document.body;
      if (!ours) return;
      const hotkey = registry.match(e, isTypingEvent(e));
      if (!hotkey) return;
      e.preventDefault();
      hotkey.handler(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [registry, host]);
  return <HotkeysContext.Provider value={registry}>{children}</HotkeysContext.Provider>;
}

/** Register a shortcut while the calling component is mounted. `enabled: false` unregisters it. */
export function useHotkey(
  combo: string,
  description: string,
  handler: (event: KeyboardEvent) => void,
  options: { group?: string; allowInInputs?: boolean; enabled?: boolean } = {},
): void {
  const registry = useContext(HotkeysContext);
  const latest = useRef(handler);
  latest.current = handler;
  const { group, allowInInputs, enabled = true } = options;
  useEffect(() => {
    if (!registry || !enabled) return;
    return registry.register({ combo, description, group, allowInInputs, handler: (e) => latest.current(e) });
  }, [registry, combo, description, group, allowInInputs, enabled]);
}

/** Every registered shortcut (for the cheat sheet). */
export function useHotkeyList(): Hotkey[] {
  const registry = useContext(HotkeysContext);
  const [list, setList] = useState<Hotkey[]>(() => registry?.list() ?? []);
  useEffect(() => {
    if (!registry) return;
    setList(registry.list());
    return registry.subscribe(() => setList(registry.list()));
  }, [registry]);
  return list;
}
