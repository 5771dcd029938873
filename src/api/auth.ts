/**
 * ThingsBoard authentication endpoints.
 * Mirrors ui-ngx core/auth/auth.service.ts calls; state handling lives in src/session.
 */
import { http, type RequestOptions } from './http';
import type { oauth2ClientSchema, tokenPairSchema } from './schemas';
import { guard, hasFields, isArrayOf, isNullish, isString } from './shapes';
import type { z } from './zod';

export type TokenPair = z.infer<typeof tokenPairSchema>;
/** The fields of tokenPairSchema (schemas.ts), checked without zod: sign-in runs before anything else loads. */
const tokenPairShape = guard<TokenPair>(hasFields({ token: isString, refreshToken: isString }));

/** POST /api/auth/login */
export function login(username: string, password: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.post('/api/auth/login', { username, password }, tokenPairShape, { ignoreErrors: true, ...opts });
}

/** POST /api/auth/login/public */
export function loginPublic(publicId: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.post('/api/auth/login/public', { publicId }, tokenPairShape, { ignoreErrors: true, ...opts });
}

/** POST /api/auth/token — exchange a refresh token for a new pair. */
export function refreshTokens(refreshToken: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.post('/api/auth/token', { refreshToken }, tokenPairShape, { ignoreErrors: true, ...opts });
}

/** POST /api/auth/logout — the server only audits it; callers clear tokens whatever happens. */
export function logout(opts?: RequestOptions): Promise<void> {
  return http.post('/api/auth/logout', undefined, undefined, { ignoreErrors: true, ...opts });
}

/** POST /api/auth/changePassword — answers a fresh token pair that replaces the stored one. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
  opts?: RequestOptions,
): Promise<TokenPair> {
  return http.post('/api/auth/changePassword', { currentPassword, newPassword }, tokenPairShape, opts);
}

/** POST /api/noauth/resetPasswordByEmail — always 200 (the server never tells whether the address exists). */
export function requestPasswordReset(email: string, opts?: RequestOptions): Promise<void> {
  return http.post('/api/noauth/resetPasswordByEmail', { email }, undefined, { ignoreErrors: true, ...opts });
}

/** POST /api/noauth/resetPassword — set a new password from a reset link; answers a token pair. */
export function resetPassword(resetToken: string, password: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.post('/api/noauth/resetPassword', { resetToken, password }, tokenPairShape, {
    ignoreErrors: true,
    ...opts,
  });
}

/** POST /api/noauth/activate — set the first password from an activation link; answers a token pair. */
export function activateUser(
  activateToken: string,
  password: string,
  sendActivationMail = true,
  opts?: RequestOptions,
): Promise<TokenPair> {
  return http.post(
    `/api/noauth/activate?sendActivationMail=${sendActivationMail}`,
    { activateToken, password },
    tokenPairShape,
    { ignoreErrors: true, ...opts },
  );
}

export type OAuth2Client = z.infer<typeof oauth2ClientSchema>;

/** POST /api/noauth/oauth2Clients?platform=WEB — external sign-in providers; an empty list on any failure. */
export async function getOAuth2Clients(opts?: RequestOptions): Promise<OAuth2Client[]> {
  try {
    return await http.post(
      '/api/noauth/oauth2Clients?platform=WEB',
      undefined,
      guard<OAuth2Client[]>(isArrayOf(hasFields({ name: isString, icon: isNullish(isString), url: isString }))),
      {
        ignoreErrors: true,
        ignoreLoading: true,
        ...opts,
      },
    );
  } catch {
    return [];
  }
}
