import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/lib/email';
import { toKebab } from '../../../src/lib/to-kebab';

// The same rule guards the console's forms and the embedded server's user, customer and tenant saves.
describe('isEmail', () => {
  it.each(['tenant@thingsboard.org', 'a.b+c@x.io', 'Tenant@ThingsBoard.ORG', 'first_last%x-y@mail.co.uk', 'a@b-c.de'])(
    'accepts %s',
    (e) => expect(isEmail(e)).toBe(true),
  );
  it.each([
    '',
    'tenant',
    'a@',
    '@b.c',
    'a b@c.d',
    'u@localhost',
    'a@b.c',
    'a@b.c1',
    "o'hara@x.io",
    'a!b@x.io',
    ' a@b.co',
    'a@b.co ',
    'a@@b.co',
    'a@b..c',
  ])('rejects %s', (e) => expect(isEmail(e)).toBe(false));
});

describe('toKebab', () => {
  it('maps single-capital camelCase to kebab-case', () => {
    expect(toKebab('deviceProfileId')).toBe('device-profile-id');
    expect(toKebab('apiUrl')).toBe('api-url');
    expect(toKebab('routing')).toBe('routing');
  });
});
