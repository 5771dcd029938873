/**
 * Unsaved edits kept in IndexedDB (database `iot-console`, store `dashboard-drafts`), one per user and dashboard:
 * the edited JSON, the server copy the edit started from, and when it was written. Every call resolves, also where
 * IndexedDB is missing or refused (private windows): drafts are a safety net, never a reason to fail.
 */
import type { Json } from './ops/tb-json';

export interface Draft {
  key: string;
  raw: Json;
  base: Json;
  savedAt: number;
}

const DB = 'iot-console';
const STORE = 'dashboard-drafts';

export function draftKey(userId: string, dashboardId: string): string {
  return `${userId}|${dashboardId}`;
}

let opening: Promise<IDBDatabase | null> | null = null;
function db(): Promise<IDBDatabase | null> {
  return (opening ??= new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  }));
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const d = await db();
  if (!d) return undefined;
  return new Promise((resolve) => {
    try {
      const req = work(d.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export async function readDraft(key: string): Promise<Draft | null> {
  return ((await run('readonly', (s) => s.get(key))) as Draft | undefined) ?? null;
}

export async function writeDraft(draft: Draft): Promise<void> {
  await run('readwrite', (s) => s.put(draft));
}

export async function deleteDraft(key: string): Promise<void> {
  await run('readwrite', (s) => s.delete(key));
}
