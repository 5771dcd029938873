/**
 * One TanStack QueryClient per page, shared by every element and bundle (TanStack/query#4681: same major version,
 * one client). Keyed by the major so a future v6 bundle does not pick up a v5 client.
 */
import { QueryClient } from '@tanstack/react-query';
import { watchSessionChanges } from '../session/session-events';
import { getSession } from '../session/session';

const KEY = Symbol.for('iot-console.query-client@5');
type WithClient = typeof globalThis & { [KEY]?: QueryClient };

export function getQueryClient(): QueryClient {
  const g = globalThis as WithClient;
  return (g[KEY] ??= createClient());
}

function createClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Another user's data never shows from the cache: it is dropped when the signed-in user leaves (sign-out, expiry,
  // another user signing in here or in another tab).
  watchSessionChanges(getSession(), (next, previous) => {
    if (previous.userId && previous.userId !== next.userId) client.clear();
  });
  return client;
}
