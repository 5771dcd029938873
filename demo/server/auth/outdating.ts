/**
 * Token outdating, as ThingsBoard 3.3.1 invalidates tokens: a password change/reset or disabling a user records
 * "outdated since" per user; tokens issued before that second are refused (access 401/11, refresh 401/10).
 * Like ThingsBoard, times compare at one-second resolution, so the pair issued right after the change stays valid.
 * A per-process cache keeps the check off the database on the hot path.
 */
import type { Queryable } from '../db/types.js';

/** Records and checks per-user token outdating times. */
export class TokenOutdating {
  private readonly cache = new Map<string, number>();

  constructor(private readonly db: Queryable) {}

  /** Marks every token of `userId` issued before now as outdated. Pass `tx` inside a transaction. */
  async outdate(userId: string, tx: Queryable = this.db): Promise<void> {
    const now = Date.now();
    await tx.query('UPDATE user_credentials SET tokens_outdated_time = $2 WHERE user_id = $1', [userId, now]);
    this.cache.set(userId, now);
  }

  /** True when a token issued at `iatSeconds` for `userId` is outdated. */
  async isOutdated(userId: string, iatSeconds: number | undefined): Promise<boolean> {
    let since = this.cache.get(userId);
    if (since === undefined) {
      const { rows } = await this.db.query<{ t: number | null }>(
        'SELECT tokens_outdated_time AS t FROM user_credentials WHERE user_id = $1',
        [userId],
      );
      since = rows[0]?.t ?? 0;
      this.cache.set(userId, since);
    }
    if (!since) return false;
    return (iatSeconds ?? 0) < Math.floor(since / 1000);
  }
}
