/**
 * ThingsBoard-compatible JWTs: HS512, issuer `thingsboard.io`, the same claim names the TB UI
 * decodes. Verification errors map to TB's 401 bodies: expired → errorCode 11, anything else → errorCode 10.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { ErrorCode, Msg, unauthorized } from '../http/errors.js';
import { AUTHORITIES, type Authority } from '../users/model.js';

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
    /** Outdated-token check (password changes); tokens of the null-UUID public user are never outdated. */
    private readonly isOutdated: (userId: string, iatSeconds: number | undefined) => Promise<boolean> = async () => false,
  ) {}

  /** Issues a fresh access + refresh token pair for `user`. */
  async issuePair(user: SecurityUser): Promise<TokenPair> {
    const now = Math.floor(Date.now() / 1000);
    const access: JWTPayload = {
      scopes: [user.authority],
      userId: user.userId,
      ...(user.firstName !== null ? { firstName: user.firstName } : {}),
      ...(user.lastName !== null ? { lastName: user.lastName } : {}),
      enabled: user.enabled,
      isPublic: user.isPublic,
      tenantId: user.tenantId,
      customerId: user.customerId,
    };
    const token = await new SignJWT(access)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.sub)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtlSeconds)
      .sign(this.key);
    const refreshToken = await new SignJWT({ scopes: [REFRESH_SCOPE], userId: user.userId, isPublic: user.isPublic })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.sub)
      .setIssuer(TOKEN_ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.refreshTtlSeconds)
      .sign(this.key);
    return { token, refreshToken };
  }

  private async verify(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'], issuer: TOKEN_ISSUER });
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
    if (p['isPublic'] !== true && (await this.isOutdated(userId, p.iat))) {
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
    if (p['isPublic'] !== true && (await this.isOutdated(userId, p.iat))) throw unauthorized(Msg.BAD_CREDENTIALS);
    return { sub: p.sub, userId, isPublic: p['isPublic'] === true };
  }
}
