/**
 * Where `<iot-console>` renders a rehearsal of the page that comes next (sign-in-rehearsal.tsx): beside the router,
 * outside it, so the rehearsal can run a router of its own. Empty unless a rehearsal has been asked for.
 */
import { useSyncExternalStore, type ComponentType } from 'react';

let shown: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Render `component` in the slot (null: nothing). */
export function showRehearsal(component: ComponentType | null): void {
  if (shown === component) return;
  shown = component;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function RehearsalSlot() {
  const Shown = useSyncExternalStore(subscribe, () => shown);
  return Shown ? <Shown /> : null;
}
