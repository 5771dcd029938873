/**
 * The first code `<iot-dashboard>`'s script runs, before React and the app are evaluated: every public dashboard
 * already in the page (`<iot-dashboard public-id dashboard-id>`, not yet upgraded) starts its public sign-in, and
 * when the sign-in answers, the fetch of the dashboard the element names by then (a host script may have changed
 * the ids meanwhile). Both are the same calls the app makes, handed to it by src/api/early-requests.ts: one request
 * each. Everything else (the session, the user's flags, the subscriptions) stays with the app; an element added
 * later simply fetches for itself.
 */
import { startEarlyRequest } from '../api/early-requests';

const ACCEPT = 'application/json, text/plain, */*';

/** `api-url` as the host wiring reads it: trimmed, no trailing slash; '' is the page's origin. */
const serverOf = (el: Element) => (el.getAttribute('api-url') ?? '').trim().replace(/\/+$/, '');

interface PublicLogin {
  /** Settles when the sign-in answers (headers in). */
  answered: Promise<unknown>;
  /** The public user's access token, or null. */
  token: Promise<string | null>;
}

/** One sign-in per server and public id started here. */
const logins = new Map<string, PublicLogin | null>();

function publicLogin(server: string, publicId: string): PublicLogin | null {
  const key = `${server} ${publicId}`;
  if (logins.has(key)) return logins.get(key) ?? null;
  const payload = JSON.stringify({ publicId });
  const url = `${server}/api/auth/login/public`;
  const response = startEarlyRequest('POST', url, payload, () =>
    fetch(url, { method: 'POST', headers: { Accept: ACCEPT, 'Content-Type': 'application/json' }, body: payload }),
  );
  // The answer's body is read from a copy, before anyone else reads it: the app reads the original.
  const login = response && {
    answered: response.catch(() => null),
    token: response
      .then((r) => (r?.ok ? (r.clone().json() as Promise<{ token?: unknown }>) : null))
      .then((pair) => (typeof pair?.token === 'string' ? pair.token : null))
      .catch(() => null),
  };
  logins.set(key, login);
  return login;
}

/**
 * When the sign-in answers, and before the app's own code sees the answer: register the fetch of the dashboard the
 * element shows now, sent as soon as the token is read.
 */
function fetchDashboardAfter(login: PublicLogin, el: Element, server: string, publicId: string): void {
  void login.answered.then(() => {
    const dashboardId = el.getAttribute('dashboard-id');
    const same = el.getAttribute('public-id') === publicId && serverOf(el) === server;
    if (!dashboardId || !same || (el as { dashboard?: unknown }).dashboard) return;
    const url = `${server}/api/dashboard/${encodeURIComponent(dashboardId)}`;
    startEarlyRequest('GET', url, login.token, () =>
      login.token.then((t) =>
        t ? fetch(url, { method: 'GET', headers: { Accept: ACCEPT, 'X-Authorization': `Bearer ${t}` } }) : null,
      ),
    );
  });
}

function startPublicDashboard(el: Element): void {
  const publicId = el.getAttribute('public-id');
  if (!publicId || !el.getAttribute('dashboard-id') || 'dashboard' in el) return;
  const server = serverOf(el);
  const login = publicLogin(server, publicId);
  if (login) fetchDashboardAfter(login, el, server, publicId);
}

if (typeof document !== 'undefined' && !customElements.get('iot-dashboard'))
  for (const el of document.querySelectorAll('iot-dashboard[public-id][dashboard-id]')) startPublicDashboard(el);
