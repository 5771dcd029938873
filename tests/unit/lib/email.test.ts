import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/lib/email';
import { toKebab } from '../../../src/lib/to-kebab';

describe('isEmail', () => {
  it.each(['tenant@thingsboard.org', 'a.b+c@x.io', 'u@localhost'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['', 'tenant', 'a@', '@b.c', 'a b@c.d', 'a@b..c'])('rejects %s', (e) => expect(isEmail(e)).toBe(false));
});

describe('toKebab', () => {
  it('maps single-capital camelCase to kebab-case', () => {
    expect(toKebab('deviceProfileId')).toBe('device-profile-id');
    expect(toKebab('apiUrl')).toBe('api-url');
    expect(toKebab('routing')).toBe('routing');
  });
});
