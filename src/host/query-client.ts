/**
 * One TanStack QueryClient per page, shared by every element and bundle (TanStack/query#4681: same major version,
 * one client). Keyed by the major so a future v6 bundle does not pick up a v5 client.
 */
import { QueryClient } from '@tanstack/react-query';

const KEY = Symbol.for('iot-console.query-client@5');
type WithClient = typeof globalThis & { [KEY]?: QueryClient };

export function getQueryClient(): QueryClient {
  const g = globalThis as WithClient;
  return (g[KEY] ??= new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  }));
}
