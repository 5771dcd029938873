/**
 * The API layer and the page's session, joined without React: every bundle's copy of src/api sends the shared
 * session's token, and the server the page talks to follows the `api-url` given by an element or the host page.
 */
import { configureApi } from '../api/http';
import { publishApiError } from '../session/notices';
import { getSession } from '../session/session';

let wired = false;

/** Once per bundle: this bundle's copy of src/api uses the page's shared session. */
export function wireApi(): void {
  if (wired) return;
  wired = true;
  const session = getSession();
  configureApi({
    getToken: session.getToken,
    refreshToken: session.refresh,
    isRefreshing: session.isRefreshing,
    onError: publishApiError,
  });
}

/** Root URL without trailing slashes; '' for none. */
export function normaliseApiUrl(apiUrl: unknown): string {
  return typeof apiUrl === 'string' ? apiUrl.trim().replace(/\/+$/, '') : '';
}

/**
 * Point the API layer and the session at a server ('' leaves the current one). One server per page: the last
 * `api-url` set wins, and a switch restores the new server's own stored session.
 */
export function applyServer(apiUrl: unknown): void {
  wireApi();
  const url = normaliseApiUrl(apiUrl);
  if (!url) return;
  configureApi({ baseUrl: url });
  getSession().useServer(url);
}
