/** The decoded access-token claims the console relies on. */
import { decodeJwt } from 'jose';

export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'ANONYMOUS';

export interface AuthUser {
  sub: string;
  scopes: string[];
  userId: string;
  firstName: string | null;
  lastName: string | null;
  enabled: boolean;
  isPublic: boolean;
  tenantId: string | null;
  customerId: string | null;
  /** The first scope of the token. */
  authority: Authority;
}

const AUTHORITIES: readonly Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

/** Decode an access token into an AuthUser; null when it is not a user access token. */
export function authUserFromToken(token: string): AuthUser | null {
  let c: Record<string, unknown>;
  try {
    c = decodeJwt(token);
  } catch {
    return null;
  }
  const scopes = Array.isArray(c.scopes) ? c.scopes.filter((s): s is string => typeof s === 'string') : [];
  const first = scopes[0];
  if (!first || !AUTHORITIES.includes(first as Authority) || typeof c.userId !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    sub: str(c.sub) ?? '',
    scopes,
    userId: c.userId,
    firstName: str(c.firstName),
    lastName: str(c.lastName),
    enabled: c.enabled === true,
    isPublic: c.isPublic === true,
    tenantId: str(c.tenantId),
    customerId: str(c.customerId),
    authority: first as Authority,
  };
}

/** Display name rule: first and last name joined, or the email when both are empty. */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || (user.email ?? '');
}

/** Locale key of the authority label shown in the user menu. */
export function authorityLabelKey(authority: Authority): string {
  switch (authority) {
    case 'SYS_ADMIN':
      return 'user.sys-admin';
    case 'TENANT_ADMIN':
      return 'user.tenant-admin';
    case 'CUSTOMER_USER':
      return 'user.customer';
    default:
      return 'user.anonymous';
  }
}
