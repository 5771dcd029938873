/**
 * What the first page after signing in waits for before the sign-in form gives way: the home page's own answer,
 * asked beside the calls that load the user (home-on-sign-in.tsx). Leaving the form only once it has come lets the
 * shell and the home page render once, complete, instead of the shell with a progress bar and then the page. The
 * wait is bounded: a slow answer is not waited for longer than HOLD_MAX_MS, the page then shows its progress bar
 * as before. Kept apart from the home page's module so the console's first chunk does not carry it.
 */

/** Longest the form stays after the user is known, waiting for the first page's answer. */
const HOLD_MAX_MS = 1000;

let hold: { userId: string; settled: Promise<void> } | null = null;

/** The first page of `userId` will need what `pending` brings: landing waits for it (never for its failure). */
export function holdLanding(userId: string, pending: Promise<unknown>): void {
  const entry = { userId, settled: pending.then(done, done) };
  hold = entry;
  // Once settled there is nothing left to wait for.
  void entry.settled.then(() => {
    if (hold === entry) hold = null;
  });
}

function done(): void {}

/** Resolves when `userId` may land: at once when nothing is held for them, else when the held answer has come or HOLD_MAX_MS have passed. */
export function landingReady(userId: string | null): Promise<void> {
  const held = hold;
  if (!held || held.userId !== userId) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HOLD_MAX_MS);
    void held.settled.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
