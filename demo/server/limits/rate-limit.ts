/**
 * ThingsBoard's rate limits (`TbRateLimits`, Bucket4j): a configuration `"<capacity>:<seconds>,…"` is one token bucket
 * per entry, each starting full and refilling continuously at capacity per period ("greedy" refill). A request takes
 * tokens from every bucket at once, or from none when any of them is short.
 */

interface Bandwidth {
  capacity: number;
  /** Tokens per millisecond. */
  rate: number;
  tokens: number;
}

/** Parses `"100:1,2000:60"`; entries that are not two positive integers are ignored. */
function parse(config: string): Bandwidth[] {
  const out: Bandwidth[] = [];
  for (const part of config.split(',')) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part);
    if (!m) continue;
    const capacity = Number(m[1]);
    const seconds = Number(m[2]);
    if (capacity > 0 && seconds > 0) out.push({ capacity, rate: capacity / (seconds * 1000), tokens: capacity });
  }
  return out;
}

/** True when `config` enables a limit (a non-blank string with at least one valid entry). */
export function isLimitConfig(config: unknown): config is string {
  return typeof config === 'string' && parse(config).length > 0;
}

/** One rate limit. */
export class RateLimit {
  private readonly bandwidths: Bandwidth[];
  private last: number;

  constructor(
    readonly config: string,
    private readonly now: () => number = Date.now,
  ) {
    this.bandwidths = parse(config);
    this.last = now();
  }

  /** Takes `n` tokens when every bucket has them (n ≤ 0 always passes). */
  tryConsume(n = 1): boolean {
    if (n <= 0) return true;
    const t = this.now();
    const elapsed = Math.max(0, t - this.last);
    this.last = t;
    for (const b of this.bandwidths) b.tokens = Math.min(b.capacity, b.tokens + elapsed * b.rate);
    if (this.bandwidths.some((b) => b.tokens < n)) return false;
    for (const b of this.bandwidths) b.tokens -= n;
    return true;
  }
}

/**
 * Where the buckets of keyed rate limits live: in this process ({@link RateLimits}), or in the primary process that
 * the workers of a cluster share (cluster/shared-buckets.ts), so a limit holds for the whole server, not per worker.
 */
export interface Buckets {
  /** Takes `n` tokens of `key`'s limit under `config`; no config = unlimited. */
  tryConsume(key: string, config: string | null | undefined, n?: number): boolean | Promise<boolean>;
}

/** Rate limits per key, rebuilt when a key's configuration changes (the old bucket is kept while it does not). */
export class RateLimits implements Buckets {
  private readonly byKey = new Map<string, RateLimit>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes `n` tokens of `key`'s limit under `config`; no config = unlimited. */
  tryConsume(key: string, config: string | null | undefined, n = 1): boolean {
    if (!isLimitConfig(config)) {
      this.byKey.delete(key);
      return true;
    }
    let limit = this.byKey.get(key);
    if (!limit || limit.config !== config) this.byKey.set(key, (limit = new RateLimit(config, this.now)));
    return limit.tryConsume(n);
  }

  /** Forgets a key (its entity was deleted). */
  delete(key: string): void {
    this.byKey.delete(key);
  }
}
