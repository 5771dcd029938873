/**
 * Requests the widgets of one dashboard share (a custom widget type's descriptor): one promise per key for every
 * widget that asks while it is fresh. The dashboard session of the element (or view) provides it.
 */
import { createContext, useContext } from 'react';

export interface SharedRequests {
  /** One promise per `key` for every caller within `keepMs`; a failure is forgotten at once. */
  share<T>(key: string, keepMs: number, load: () => Promise<T>): Promise<T>;
}

export const SharedRequestsContext = createContext<SharedRequests | null>(null);

/** The dashboard's shared requests, or null outside a dashboard session (each caller then asks on its own). */
export function useSharedRequests(): SharedRequests | null {
  return useContext(SharedRequestsContext);
}
