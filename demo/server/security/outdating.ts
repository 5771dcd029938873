/**
 * Token outdating: a password change or reset, disabling a user, and deleting a user (or its tenant or customer)
 * record "outdated since" per user; tokens issued before that moment are refused (access 401/11, refresh 401/10) and
 * the user's open WebSockets are closed (listeners of {@link TokenOutdating.onOutdated}).
 *
 * ThingsBoard compares at one-second resolution, so a token issued in the same second just before the change would
 * survive it. Our tokens carry their issue time in milliseconds as well (`iatMs`, see jwt.ts), so the comparison is
 * exact: the pair issued right after a password change stays valid, every earlier token is refused. Tokens without
 * it (minted elsewhere) count as issued at the start of their `iat` second.
 *
 * Markers live in their own table, not in the credentials row, so they survive the deletion of the user. A
 * per-process cache keeps the check off the database on the hot path.
 */
import type { Queryable } from '../db/types.js';

/** Marker of a deleted user: every token it ever had is refused. */
export const REVOKED_FOREVER = Number.MAX_SAFE_INTEGER;

/** Called when a user's tokens issued before `sinceMs` stop being valid. */
export type OutdatedListener = (userId: string, sinceMs: number) => void;

/** Records and checks per-user token outdating times. */
export class TokenOutdating {
  private readonly cache = new Map<string, number>();
  private readonly listeners = new Set<OutdatedListener>();

  constructor(private readonly db: Queryable) {}

  /** Marks every token of `userId` issued before now as outdated. Pass `tx` inside a transaction. */
  async outdate(userId: string, tx: Queryable = this.db): Promise<void> {
    await this.mark([userId], Date.now(), tx);
  }

  /**
   * Refuses every token the users ever had (they are being deleted). Inside a transaction the cache changes at
   * once: should the transaction roll back, the tokens stay refused until the next restart (fail closed).
   */
  async revoke(userIds: readonly string[], tx: Queryable = this.db): Promise<void> {
    await this.mark(userIds, REVOKED_FOREVER, tx);
  }

  /** Subscribes to outdating events; returns the unsubscribe function. */
  onOutdated(listener: OutdatedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * True when a token of `userId` issued at `issuedAtMs` is outdated.
   */
  async isOutdated(userId: string, issuedAtMs: number): Promise<boolean> {
    let since = this.cache.get(userId);
    if (since === undefined) {
      const { rows } = await this.db.query<{ t: number }>(
        'SELECT outdated_time AS t FROM user_auth_outdating WHERE user_id = $1',
        [userId],
      );
      since = rows[0]?.t ?? 0;
      this.cache.set(userId, since);
    }
    return since > 0 && issuedAtMs < since;
  }

  private async mark(userIds: readonly string[], since: number, tx: Queryable): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO user_auth_outdating (user_id, outdated_time) SELECT u, $2 FROM unnest($1::uuid[]) AS u
       ON CONFLICT (user_id) DO UPDATE SET outdated_time = GREATEST(user_auth_outdating.outdated_time, EXCLUDED.outdated_time)`,
      [userIds, since],
    );
    for (const id of userIds) this.noteOutdated(id, since);
  }

  /** Applies a marker already stored (by this process or another worker of a cluster) to the cache and listeners. */
  noteOutdated(userId: string, since: number): void {
    this.cache.set(userId, Math.max(this.cache.get(userId) ?? 0, since));
    for (const l of this.listeners) l(userId, since);
  }
}

declare module '../context.js' {
  interface ServerContext {
    /** Per-user token outdating (password change/reset). */
    outdating: TokenOutdating;
  }
}
