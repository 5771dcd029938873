/**
 * Order of the commands of one WebSocket session. As ThingsBoard 3.3.1 (its telemetry service answers each command
 * from its own database future), commands are answered independently, per cmdId: a slow command (a month-long
 * aggregation) does not hold back the replies to the others of its frame or of later frames. Commands that touch the
 * same subscription (one lane: a subscribe and its later unsubscribe, two commands of one cmdId) still run in the
 * order they arrived, so an unsubscribe sent while its subscribe is pending runs after it and nothing leaks. A
 * session-wide command (v1 unsubscribe without an entity, which cancels everything) is a barrier: it waits for every
 * lane, and commands that arrive after it wait for it.
 */

/** Per-session lanes of commands. */
export class CommandLanes {
  private readonly tails = new Map<string, Promise<void>>();
  private barrier: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (err: unknown) => void) {}

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
    return start.then(task).then(
      () => undefined,
      (err: unknown) => this.onError(err),
    );
  }
}
