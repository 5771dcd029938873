/**
 * The update check behind `GET /api/admin/updates` (`{message, updateAvailable}`, SYS_ADMIN).
 * ThingsBoard asks its vendor's update service; the embedded server asks the feed at `IOT_UPDATES_URL` (JSON
 * `{"version": "3.4.0", "message"?: "…"}`) when one is configured, at most once an hour, with a 3 s timeout. No feed,
 * an unreachable feed or a bad answer all mean "no update" — an offline install never nags its administrator.
 */

/** The answer of `/api/admin/updates`. */
export interface UpdateMessage {
  message: string;
  updateAvailable: boolean;
}

/** The version this server speaks (ThingsBoard 3.3.1's wire format). */
export const SERVER_VERSION = '3.3.1';
const CACHE_MS = 60 * 60 * 1000;
const NONE: UpdateMessage = { message: '', updateAvailable: false };

/** Numeric comparison of dotted versions (`3.10.0` > `3.9.2`); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The message for a feed answer, or "no update". */
export function updateMessageFor(feed: unknown, current = SERVER_VERSION): UpdateMessage {
  if (typeof feed !== 'object' || feed === null) return NONE;
  const { version, message } = feed as { version?: unknown; message?: unknown };
  if (typeof version !== 'string' || !/^\d+(\.\d+)*$/.test(version) || compareVersions(version, current) <= 0)
    return NONE;
  const text =
    typeof message === 'string' && message.trim()
      ? message.trim()
      : `Version ${version} is available. This server runs ${current}.`;
  return { message: text, updateAvailable: true };
}

/** Asks the feed (cached); `play()` lets test routes stand in for the remote feed. */
export class UpdateChecker {
  private cached: { at: number; value: UpdateMessage } | null = null;
  private played: unknown = undefined;

  constructor(private readonly feedUrl: string | undefined) {}

  async check(): Promise<UpdateMessage> {
    if (this.played !== undefined) return updateMessageFor(this.played);
    if (!this.feedUrl) return NONE;
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    let value = NONE;
    try {
      const res = await fetch(this.feedUrl, {
        signal: AbortSignal.timeout(3000),
        headers: { accept: 'application/json' },
      });
      if (res.ok) value = updateMessageFor(await res.json());
    } catch {
      /* offline or a broken feed: no update */
    }
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** Test-only: answer as if the feed said `feed` (null = forget and ask the real feed again). */
  play(feed: unknown): void {
    this.played = feed === null ? undefined : feed;
  }
}

declare module '../context.js' {
  interface ServerContext {
    /** The `/api/admin/updates` check. */
    updates: UpdateChecker;
  }
}
