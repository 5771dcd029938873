/**
 * Mounted with the sign-in form. Once the page is idle (the form is on screen, a person is typing), the signed-in
 * screens are rendered once out of sight (sign-in-rehearsal.tsx) and thrown away at the next idle moment, so the first
 * real render after signing in runs warm instead of cold.
 */
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import { showRehearsal } from './rehearsal-slot';

export function WarmUpWhenIdle() {
  useEffect(() => {
    let live = true;
    let cancel = whenIdle(() => {
      void import('./sign-in-rehearsal').then((m) => {
        if (!live) return;
        showRehearsal(m.SignInRehearsal);
        // React renders hidden work only when nothing else waits; the next idle moment comes after it.
        cancel = whenIdle(() => showRehearsal(null));
      });
    });
    return () => {
      live = false;
      cancel();
      showRehearsal(null);
    };
  }, []);
  return null;
}
