/**
 * Where an element's React tree lives: its host element, shadow root and the portal root inside it.
 * Popovers, menus and dialogs portal into `portalRoot`, never into document.body.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface DomRoot {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** Null during the first render, until the portal container is attached. */
  portalRoot: HTMLElement | null;
}

const DomRootContext = createContext<DomRoot | null>(null);

export function DomRootProvider({ value, children }: { value: DomRoot; children: ReactNode }) {
  return <DomRootContext.Provider value={value}>{children}</DomRootContext.Provider>;
}

export function useDomRoot(): DomRoot {
  const root = useContext(DomRootContext);
  if (!root) throw new Error('useDomRoot() outside an iot-* element');
  return root;
}
