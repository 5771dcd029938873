/** Fullscreen of the element itself (the toggle shows only when the browser supports it). */
import { useCallback, useEffect, useState } from 'react';
import { useDomRoot } from '../../ui/dom-root';

/** Whether fullscreen is possible, active, and a toggle. */
export function useFullscreen(): { supported: boolean; active: boolean; toggle(): void } {
  const { host } = useDomRoot();
  const supported =
    typeof document !== 'undefined' && !!document.fullscreenEnabled && typeof host.requestFullscreen === 'function';
  const [active, setActive] = useState(() => document.fullscreenElement === host);
  useEffect(() => {
    const on = () => setActive(document.fullscreenElement === host);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, [host]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void host.requestFullscreen().catch(() => undefined);
  }, [host]);
  return { supported, active, toggle };
}
