/**
 * A change made while a query's first fetch is under way: the fetch started before the change and answers with the
 * old rows; refreshing after the change must show the new ones.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from '../../../../src/ui/query/refresh-queries';

/** A server whose answers arrive when the test says, each with the rows as they were when it was asked. */
function slowServer(initial: string[]) {
  let rows = initial;
  const pending: (() => void)[] = [];
  return {
    fetch: (signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => {
        const answer = [...rows];
        pending.push(() => resolve(answer));
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    remove: (row: string) => (rows = rows.filter((r) => r !== row)),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('refreshQueries', () => {
  it('shows the change when it lands during the first fetch of the shown query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer(['a', 'b']);
    const observer = new QueryObserver(client, {
      queryKey: ['customers', 'page', { textSearch: 'a' }],
      queryFn: ({ signal }) => server.fetch(signal),
    });
    const shown: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => shown.push(r.data));
    await settle(); // the first fetch is under way, it has the rows before the change
    server.remove('a');
    const refreshed = refreshQueries(client, ['customers']);
    await settle();
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).to.deep.equal(['b']);
    expect(shown.filter(Boolean), 'the old rows never shown').to.deep.equal([['b']]);
    unsubscribe();
  });

  it('refetches a query that has data and is idle', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const server = slowServer(['a', 'b']);
    const observer = new QueryObserver(client, {
      queryKey: ['customers'],
      queryFn: ({ signal }) => server.fetch(signal),
    });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    server.answerAll();
    await settle();
    expect(observer.getCurrentResult().data).to.deep.equal(['a', 'b']);
    server.remove('b');
    const refreshed = refreshQueries(client, ['customers']);
    await settle();
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).to.deep.equal(['a']);
    unsubscribe();
  });
});
