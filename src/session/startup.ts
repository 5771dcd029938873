/**
 * Startup query parameters: `accessToken` + `refreshToken`
 * adopt a session, `username` + `password` sign in, `publicId` signs in as a public user, `loginError` is shown
 * in a dialog. Returns what the caller must still do with the URL and the UI.
 */
import type { ApiError } from '../api/api-error';
import { getSession } from './session';

export interface StartupOutcome {
  /** Parameters to remove from the URL (credentials never stay in the address bar). */
  remove: string[];
  /** Text for the login-error dialog, when `loginError` was given. */
  loginError: string | null;
}

/** Apply the startup parameters once; safe to call with a URL that has none. */
export async function applyStartupParams(params: URLSearchParams): Promise<StartupOutcome> {
  const session = getSession();
  const remove: string[] = [];
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  const username = params.get('username');
  const password = params.get('password');
  const publicId = params.get('publicId');
  let loginError = params.get('loginError');
  if (accessToken && refreshToken) {
    remove.push('accessToken', 'refreshToken');
    await session.adoptTokens(accessToken, refreshToken);
  } else if (username && password) {
    remove.push('username', 'password');
    // A failed sign-in from the URL is reported in the same dialog as `loginError`.
    await session.login(username, password).catch((e: ApiError) => (loginError = e.message));
  } else if (publicId) {
    const s = session.getSnapshot();
    const samePublic = s.isAuthenticated && s.authUser?.isPublic && s.authUser.sub === publicId;
    if (!samePublic) {
      // A failed public login removes publicId from the URL.
      await session.loginPublic(publicId).catch(() => remove.push('publicId'));
    }
  }
  if (params.has('loginError')) remove.push('loginError');
  return { remove, loginError };
}
