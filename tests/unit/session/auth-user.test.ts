import { describe, expect, it } from 'vitest';
import { authUserFromToken, authorityLabelKey, displayName } from '../../../src/session/auth-user';
import { mintToken } from '../helpers';

describe('authUserFromToken', () => {
  it('takes the authority from the first scope', async () => {
    const token = await mintToken({
      sub: 'tenant@thingsboard.org',
      scopes: ['TENANT_ADMIN'],
      userId: 'u1',
      firstName: 'Ten',
      lastName: null,
      enabled: true,
      isPublic: false,
      tenantId: 't1',
      customerId: '13814000-1dd2-11b2-8080-808080808080',
    });
    expect(authUserFromToken(token)).toMatchObject({
      authority: 'TENANT_ADMIN',
      userId: 'u1',
      firstName: 'Ten',
      lastName: null,
    });
  });

  it('refuses refresh tokens and garbage', async () => {
    expect(authUserFromToken(await mintToken({ scopes: ['REFRESH_TOKEN'], userId: 'u' }))).toBeNull();
    expect(authUserFromToken('x.y.z')).toBeNull();
  });
});

describe('display name and authority label (user menu)', () => {
  it('joins first and last name, else falls back to the email', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: '', email: 'a@b.c' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: null, email: 'a@b.c' })).toBe('a@b.c');
  });

  it('maps each authority to its label key', () => {
    expect(authorityLabelKey('SYS_ADMIN')).toBe('user.sys-admin');
    expect(authorityLabelKey('TENANT_ADMIN')).toBe('user.tenant-admin');
    expect(authorityLabelKey('CUSTOMER_USER')).toBe('user.customer');
  });
});
