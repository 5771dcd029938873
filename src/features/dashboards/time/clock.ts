/**
 * Clock difference to the server: `GET /api/dashboard/serverTime`, compared with the
 * midpoint of the request's round trip; measured once and cached, reset on navigation. Realtime windows are
 * computed on the server's clock so a skewed client still asks for the right data.
 */

/** Server lead over the local clock: serverTime − (sent + received) / 2. */
export async function measureServerOffset(
  fetchServerTime: () => Promise<number>,
  now: () => number = Date.now,
): Promise<number> {
  const sent = now();
  const server = await fetchServerTime();
  const received = now();
  return Math.round(server - (sent + received) / 2);
}

/** The cached offset: `get()` measures once (concurrent callers share it); `reset()` forgets it. */
export class ServerClock {
  private pending: Promise<number> | null = null;
  private value = 0;

  constructor(
    private readonly fetchServerTime: () => Promise<number>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The offset in ms (0 until measured, and when the server cannot be asked). */
  get offset(): number {
    return this.value;
  }

  get(): Promise<number> {
    this.pending ??= measureServerOffset(this.fetchServerTime, this.now)
      .then((v) => (this.value = v))
      .catch(() => (this.value = 0));
    return this.pending;
  }

  /** Forget the measurement (a navigation happened). */
  reset(): void {
    this.pending = null;
    this.value = 0;
  }
}
