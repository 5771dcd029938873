/**
 * The home page's question (GET /api/dashboard/home) asked while signing in: as soon as the sign-in form holds a
 * token, beside the calls that load the user, instead of after the shell has rendered. The first home page of that
 * user uses the answer, only while it is fresh; every later visit asks again.
 */
import { getHomeDashboard, type HomeDashboard } from '../../api/home-dashboard';

/** An answer older than this is not used: the home settings may have changed since. */
const FRESH_MS = 10_000;

interface Ahead {
  userId: string;
  askedAt: number;
  answer: Promise<HomeDashboard | null>;
  /** Set once the answer has come. */
  value?: HomeDashboard | null;
}

let ahead: Ahead | null = null;

/** What the first home page gets: the answer when it has come, else the request still under way. */
export type HomeDashboardAhead = { value: HomeDashboard | null } | { answer: Promise<HomeDashboard | null> };

/**
 * Ask for the home dashboard of the user who is signing in; `onDashboard` hears a dashboard answer. Resolves once
 * the answer has come (or failed).
 */
export function askHomeDashboardAhead(userId: string, onDashboard?: () => void): Promise<void> {
  const entry: Ahead = { userId, askedAt: performance.now(), answer: getHomeDashboard({ ignoreErrors: true }) };
  ahead = entry;
  return entry.answer.then(
    (value) => {
      entry.value = value;
      if (value) onDashboard?.();
    },
    () => undefined, // the home page that takes it shows the failure as before: its links
  );
}

/**
 * The answer asked ahead for `userId` while it is fresh, else null. Reading it changes nothing (a render may be
 * thrown away and done again); the home page that used it forgets it once shown.
 */
export function peekHomeDashboardAhead(userId: string | null): HomeDashboardAhead | null {
  const entry = ahead;
  if (!entry || entry.userId !== userId || performance.now() - entry.askedAt > FRESH_MS) return null;
  return entry.value !== undefined ? { value: entry.value } : { answer: entry.answer };
}

/** Forget the answer asked ahead: every later home page asks again. */
export function forgetHomeDashboardAhead(): void {
  ahead = null;
}
