/**
 * Mounted with the sign-in form. When the form signs in someone who lands on the home page (no other page was asked
 * for), the home page's own call starts at once, beside the calls that load the user, instead of after the shell has
 * rendered (pages/home-dashboard-ahead.ts); landing on the home page waits for that answer (landing-hold.ts). The
 * page's chunk is already loaded by then: it is fetched while the form is being filled in.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../lib/when-idle';
import { getSession } from '../session/session';
import { holdLanding } from './landing-hold';

const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/home']);

type HomePageModule = typeof import('./pages/home-page');
/** The home page's module once loaded: the ask then leaves in the same task as the user calls. */
let homePage: HomePageModule | null = null;
const loadHomePage = () => import('./pages/home-page').then((m) => (homePage = m));

export function AskHomeOnSignIn() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  const landsHome = from === undefined || HOME_PATHS.has(from);
  useEffect(() => {
    if (!landsHome) return undefined;
    // The home page's module, once the page is idle (the form is on screen by then).
    const cancelLoad = whenIdle(() => void loadHomePage());
    // Heard in the task the token arrives in, before the calls that load the user leave: the home page's call is
    // the first one on the wire, not one microtask and a render later.
    const stop = getSession().onUserLoading(({ userId, isPublic }) => {
      if (isPublic) return;
      // The sign-in form stays until the answer has come, so the shell and the home page render once, complete.
      const ask = (m: HomePageModule) => m.askHomeAhead(userId);
      holdLanding(userId, homePage ? ask(homePage) : loadHomePage().then(ask));
    });
    return () => {
      cancelLoad();
      stop();
    };
  }, [landsHome]);
  return null;
}
