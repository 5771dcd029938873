/**
 * Order of the commands of one WebSocket session. As ThingsBoard 3.3.1 (its telemetry service answers each command
 * from its own database future), commands are answered independently, per cmdId: a slow command (a month-long
 * aggregation) does not hold back the replies to the others of its frame or of later frames. Commands that touch the
 * same subscription (one lane: a subscribe and its later unsubscribe, two commands of one cmdId) still run in the
 * order they arrived, so an unsubscribe sent while its subscribe is pending runs after it and nothing leaks. A
 * session-wide command (v1 unsubscribe without an entity, which cancels everything) is a barrier: it waits for every
 * lane, and commands that arrive after it wait for it. At most {@link MAX_RUNNING} commands of one session run at
 * a time; the rest wait their turn in arrival order, so one socket cannot flood the database with a frame of a
 * thousand commands.
 */

/** Commands of one session that may run at the same time. */
export const MAX_RUNNING = 8;

/** Per-session lanes of commands. */
export class CommandLanes {
  private readonly tails = new Map<string, Promise<void>>();
  private barrier: Promise<void> = Promise.resolve();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly onError: (err: unknown) => void,
    private readonly maxRunning = MAX_RUNNING,
  ) {}

  /** Runs `task` after the earlier tasks of `lane` (and the last barrier); resolves when it is done. */
  run(lane: string, task: () => unknown): Promise<void> {
    const prev = this.tails.get(lane);
    const start = prev ? Promise.all([prev, this.barrier]) : this.barrier;
    const done = this.guard(start, task);
    this.tails.set(lane, done);
    void done.then(() => {
      if (this.tails.get(lane) === done) this.tails.delete(lane);
    });
    return done;
  }

  /** Runs `task` once every task queued so far is done; later tasks wait for it. */
  runAlone(task: () => unknown): Promise<void> {
    const done = this.guard(Promise.all([this.barrier, ...this.tails.values()]), task);
    this.barrier = done;
    return done;
  }

  /** Number of lanes with pending work (diagnostics and tests). */
  get pending(): number {
    return this.tails.size;
  }

  private guard(start: Promise<unknown>, task: () => unknown): Promise<void> {
    return start.then(async () => {
      await this.acquire();
      try {
        await task();
      } catch (err) {
        this.onError(err);
      } finally {
        this.release();
      }
    });
  }

  /** Resolves once fewer than `maxRunning` tasks run. */
  private acquire(): Promise<void> | void {
    if (this.running < this.maxRunning) {
      this.running++;
      return;
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the longest-waiting task, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
