/**
 * Calls `onStart` when any navigation starts while `active`: an in-element (memory-routed) navigation, which our
 * elements announce with the `iot-navigate` event on their host (src/host/routing.tsx), and any navigation of the
 * page itself — the Navigation API's `navigate` event where the browser has it (it also fires for pushState), with
 * `popstate`/`hashchange` as the fallback. Dialogs that must close on navigation use it.
 */
import { useEffect, useRef } from 'react';
import { useDomRoot } from '../dom-root';

interface NavigationLike extends EventTarget {
  addEventListener(type: 'navigate', listener: () => void): void;
  removeEventListener(type: 'navigate', listener: () => void): void;
}

export function useNavigationStart(active: boolean, onStart: () => void): void {
  const { host } = useDomRoot();
  const callback = useRef(onStart);
  callback.current = onStart;
  useEffect(() => {
    if (!active) return;
    const fire = () => callback.current();
    const nav = (globalThis as { navigation?: NavigationLike }).navigation;
    host.addEventListener('iot-navigate', fire);
    nav?.addEventListener('navigate', fire);
    window.addEventListener('popstate', fire);
    window.addEventListener('hashchange', fire);
    return () => {
      host.removeEventListener('iot-navigate', fire);
      nav?.removeEventListener('navigate', fire);
      window.removeEventListener('popstate', fire);
      window.removeEventListener('hashchange', fire);
    };
  }, [active, host]);
}
