import { describe, expect, it } from 'vitest';
import { defaultPlace, isAllowedPlace } from '../../../src/app/landing';
import type { AuthUser } from '../../../src/session/auth-user';

const user = (authority: AuthUser['authority'], isPublic = false) => ({ authority, isPublic }) as AuthUser;
const base = {
  authUser: user('TENANT_ADMIN'),
  userDetails: null,
  forceFullscreen: false,
  allowedDashboardIds: [],
  lastPublicDashboardId: null,
};
const withDefault = (fullscreen: boolean) => ({
  ...base,
  forceFullscreen: fullscreen,
  allowedDashboardIds: ['d1'],
  userDetails: { additionalInfo: { defaultDashboardId: 'd1', defaultDashboardFullscreen: fullscreen } } as never,
});

describe('default landing', () => {
  it('is home without a default dashboard', () => expect(defaultPlace(base)).toBe('/'));
  it('is dashboards/{id} for a default dashboard', () =>
    expect(defaultPlace(withDefault(false))).toBe('/dashboards/d1'));
  it('is dashboard/{id} when fullscreen is forced', () =>
    expect(defaultPlace(withDefault(true))).toBe('/dashboard/d1'));
  it('is the last public dashboard for a public user', () =>
    expect(defaultPlace({ ...base, authUser: user('CUSTOMER_USER', true), lastPublicDashboardId: 'p9' })).toBe(
      '/dashboard/p9',
    ));
});

describe('forced-place rule', () => {
  const forced = withDefault(true);
  it('lets everyone go anywhere without forced fullscreen', () => expect(isAllowedPlace('/devices', base)).toBe(true));
  it('allows only dashboards in the allowed list', () => {
    expect(isAllowedPlace('/dashboard/d1', forced)).toBe(true);
    expect(isAllowedPlace('/dashboards/d1', forced)).toBe(true);
    expect(isAllowedPlace('/dashboard/other', forced)).toBe(false);
    expect(isAllowedPlace('/devices', forced)).toBe(false);
  });
  it('allows the profile page only to users who have a profile', () => {
    expect(isAllowedPlace('/profile', forced)).toBe(true);
    expect(isAllowedPlace('/profile', { ...forced, authUser: user('CUSTOMER_USER', true) })).toBe(false);
  });
});
