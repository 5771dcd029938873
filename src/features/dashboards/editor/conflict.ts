/**
 * Concurrent-edit check before a save: ThingsBoard 3.3.1 dashboards carry no version, so the copy on the server now
 * is compared with the copy edit mode started from — title and configuration, whatever the key order.
 */
import { stableStringify, type Json } from './ops/tb-json';

/** Did someone else save the dashboard since `base` was loaded? */
export function changedOnServer(base: Json, server: Json): boolean {
  return (
    (base.title ?? '') !== (server.title ?? '') ||
    stableStringify(base.configuration ?? null) !== stableStringify(server.configuration ?? null)
  );
}
