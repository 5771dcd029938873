/**
 * Fetch the queries under a key again after a change (a delete, a save), so what is shown reflects it.
 *
 * `invalidateQueries` alone is not enough: TanStack Query cancels a fetch already under way only when the query has
 * data; a query's first fetch (a new page or search, no data yet) is reused, and it answers with what the server had
 * before the change — a deleted row stays. The fetches under way are cancelled first, so every shown query starts
 * a fetch that the change precedes.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function refreshQueries(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
