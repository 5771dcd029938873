/**
 * ThingsBoard-compatible JWTs: HS512, issuer `thingsboard.io`, the same claim names the TB UI
 * decodes. Verification errors map to TB's 401 bodies: expired → errorCode 11, anything else → errorCode 10.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { ErrorCode, Msg, unauthorized } from '../http/errors.js';
import { AUTHORITIES, type Authority } from './authority.js';

/** How many verified tokens are remembered (the cache starts over when full). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Token issuer, as `security.jwt.tokenIssuer` defaults to in ThingsBoard. */
export const TOKEN_ISSUER = 'thingsboard.io';
/** Scope carried by refresh tokens. */
export const REFRESH_SCOPE = 'REFRESH_TOKEN';

/** The authenticated principal, rebuilt from an access token on every request. */
export interface SecurityUser {
  /** User uuid (null UUID for public users). */
  userId: string;
  /** Token subject: the e-mail, or the public customer id for public users. */
  sub: string;
  authority: Authority;
  tenantId: string;
  customerId: string;
  firstName: string | null;
  lastName: string | null;
  enabled: boolean;
  isPublic: boolean;
  /** When the token was issued, epoch ms (see {@link issuedAtMs}); 0 for principals not built from a token. */
  issuedAtMs?: number;
}

/** What a refresh token identifies. */
export interface RefreshSubject {
  sub: string;
  userId: string;
  isPublic: boolean;
}

/** The `{token, refreshToken}` pair returned by every login endpoint. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

function isExpired(err: unknown): boolean {
  return err instanceof errors.JWTExpired;
}

/**
 * Issue time of a token in ms: our tokens carry `iatMs` next to TB's `iat` seconds, so token outdating can tell a
 * token issued just before a password change from the pair issued just after it within the same second. A token
 * without it (or with one that disagrees with `iat`) counts from the start of its `iat` second.
 */
export function issuedAtMs(payload: JWTPayload): number {
  const iat = typeof payload.iat === 'number' ? payload.iat : 0;
  const ms = payload['iatMs'];
  return typeof ms === 'number' && Math.floor(ms / 1000) === iat ? ms : iat * 1000;
}

function str(payload: JWTPayload, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' ? value : null;
}

/** Mints and verifies access and refresh tokens with one HMAC key. */
export class JwtService {
  constructor(
    private readonly key: Uint8Array,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
    /** Outdated-token check (security/outdating.ts); tokens of the null-UUID public user are never outdated. */
    private readonly isOutdated: (userId: string, issuedAtMs: number) => Promise<boolean> = async () => false,
  ) {}

  /** Issues a fresh access + refresh token pair for `user`. */
  async issuePair(user: SecurityUser): Promise<TokenPair> {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const access: JWTPayload = {
      scopes: [user.authority],
      userId: user.userId,
      ...(user.firstName !== null ? { firstName: user.firstName } : {}),
      ...(user.lastName !== null ? { lastName: user.lastName } : {}),
      enabled: user.enabled,
      isPublic: user.isPublic,
      tenantId: user.tenantId,
      customerId: user.customerId,
      iatMs: nowMs,
    };
    const token = await new SignJWT(access)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.sub)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtlSeconds)
      .sign(this.key);
    const refreshToken = await new SignJWT({
      scopes: [REFRESH_SCOPE],
      userId: user.userId,
      isPublic: user.isPublic,
      iatMs: nowMs,
    })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.sub)
      .setIssuer(TOKEN_ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.refreshTtlSeconds)
      .sign(this.key);
    return { token, refreshToken };
  }

  /**
   * Signatures already checked, by token text: a session sends the same token with every call, and the HMAC is most
   * of what a cheap request costs. Expiry is checked on every hit, outdating (revocation) by the callers as before.
   */
  private readonly verified = new Map<string, JWTPayload>();

  private async verify(token: string): Promise<JWTPayload> {
    const known = this.verified.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'], issuer: TOKEN_ISSUER });
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, payload);
      return payload;
    } catch (err) {
      if (isExpired(err)) throw unauthorized(Msg.TOKEN_EXPIRED, ErrorCode.JWT_TOKEN_EXPIRED);
      throw unauthorized(Msg.BAD_CREDENTIALS);
    }
  }

  /**
   * Verifies an access token and returns its principal.
   * @throws ApiError 401/11 when expired, 401/10 "Invalid username or password" when invalid or a refresh token.
   */
  async verifyAccess(token: string): Promise<SecurityUser> {
    const p = await this.verify(token);
    const scope = Array.isArray(p['scopes']) ? p['scopes'][0] : undefined;
    const authority = AUTHORITIES.find((a) => a === scope);
    const sub = p.sub;
    const userId = str(p, 'userId');
    const tenantId = str(p, 'tenantId');
    const customerId = str(p, 'customerId');
    if (!authority || !sub || !userId || !tenantId || !customerId) throw unauthorized(Msg.BAD_CREDENTIALS);
    const issued = issuedAtMs(p);
    if (p['isPublic'] !== true && (await this.isOutdated(userId, issued))) {
      throw unauthorized(Msg.TOKEN_EXPIRED, ErrorCode.JWT_TOKEN_EXPIRED);
    }
    return {
      userId,
      sub,
      authority,
      tenantId,
      customerId,
      firstName: str(p, 'firstName'),
      lastName: str(p, 'lastName'),
      enabled: p['enabled'] === true,
      isPublic: p['isPublic'] === true,
      issuedAtMs: issued,
    };
  }

  /**
   * Verifies a refresh token.
   * @throws ApiError 401/11 when expired, 401/10 when invalid or not a refresh token.
   */
  async verifyRefresh(token: string): Promise<RefreshSubject> {
    const p = await this.verify(token);
    const scopes = p['scopes'];
    const userId = str(p, 'userId');
    if (!Array.isArray(scopes) || scopes[0] !== REFRESH_SCOPE || !p.sub || !userId) {
      throw unauthorized(Msg.BAD_CREDENTIALS);
    }
    if (p['isPublic'] !== true && (await this.isOutdated(userId, issuedAtMs(p))))
      throw unauthorized(Msg.BAD_CREDENTIALS);
    return { sub: p.sub, userId, isPublic: p['isPublic'] === true };
  }
}

declare module '../context.js' {
  interface ServerContext {
    /** Access and refresh tokens. */
    jwt: JwtService;
  }
}
