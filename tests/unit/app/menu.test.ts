/** Each role's sidenav equals ThingsBoard 3.3.1's menu of that role (paths and order), with and without edge support. */
import { describe, expect, it } from 'vitest';
import { homeSectionsFor, menuFor, menuPaths, placeForPath } from '../../../src/app/menu';
import { isPathAllowed } from '../../../src/app/route-authority';

const SYS_ADMIN = [
  '/home',
  '/tenants',
  '/tenantProfiles',
  '/widgets-bundles',
  '/settings/general',
  '/settings/outgoing-mail',
  '/settings/sms-provider',
  '/settings/security-settings',
  '/settings/oauth2',
  '/settings/resources-library',
];
const TENANT = [
  '/home',
  '/ruleChains',
  '/customers',
  '/assets',
  '/devices',
  '/deviceProfiles',
  '/otaUpdates',
  '/entityViews',
  '/widgets-bundles',
  '/dashboards',
  '/auditLogs',
  '/usage',
  '/settings/home',
  '/settings/resources-library',
];
const TENANT_EDGE = [...TENANT.slice(0, 8), '/edgeInstances', '/edgeManagement/ruleChains', ...TENANT.slice(8)];
const CUSTOMER = ['/home', '/assets', '/devices', '/entityViews', '/dashboards'];
const CUSTOMER_EDGE = ['/home', '/assets', '/devices', '/entityViews', '/edgeInstances', '/dashboards'];

describe('menu per role', () => {
  it('system administrator (edge support makes no difference)', () => {
    expect(menuPaths({ authority: 'SYS_ADMIN', edgesSupportEnabled: false })).toEqual(SYS_ADMIN);
    expect(menuPaths({ authority: 'SYS_ADMIN', edgesSupportEnabled: true })).toEqual(SYS_ADMIN);
  });
  it('tenant administrator without and with edge support', () => {
    expect(menuPaths({ authority: 'TENANT_ADMIN', edgesSupportEnabled: false })).toEqual(TENANT);
    expect(menuPaths({ authority: 'TENANT_ADMIN', edgesSupportEnabled: true })).toEqual(TENANT_EDGE);
  });
  it('customer user without and with edge support', () => {
    expect(menuPaths({ authority: 'CUSTOMER_USER', edgesSupportEnabled: false })).toEqual(CUSTOMER);
    expect(menuPaths({ authority: 'CUSTOMER_USER', edgesSupportEnabled: true })).toEqual(CUSTOMER_EDGE);
  });
  it('folds /settings and /edgeManagement into expandable groups', () => {
    const sections = menuFor({ authority: 'TENANT_ADMIN', edgesSupportEnabled: true });
    expect(sections.filter((s) => s.type === 'toggle').map((s) => (s.type === 'toggle' ? s.group.path : ''))).toEqual([
      '/edgeManagement',
      '/settings',
    ]);
  });
  it('no menu without an authority', () => {
    expect(menuPaths({ authority: null, edgesSupportEnabled: true })).toEqual([]);
  });
  it('home page groups the same places under headings', () => {
    const viewer = { authority: 'TENANT_ADMIN' as const, edgesSupportEnabled: true };
    const home = homeSectionsFor(viewer);
    const onHome = home.flatMap((s) => s.places.map((p) => p.path)).sort();
    expect(onHome).toEqual(TENANT_EDGE.filter((p) => p !== '/home').sort());
    expect(home.find((s) => s.titleKey === 'dashboard.management')!.places.map((p) => p.id)).toEqual([
      'widgetsBundles',
      'dashboards',
    ]);
    expect(homeSectionsFor({ authority: 'SYS_ADMIN', edgesSupportEnabled: false }).map((s) => s.titleKey)).toEqual([
      'tenant.management',
      'widget.management',
      'admin.system-settings',
    ]);
  });
  it('finds the place of nested paths', () => {
    expect(placeForPath('/devices/123')?.id).toBe('devices');
    expect(placeForPath('/settings/general')?.id).toBe('general');
    expect(placeForPath('/nowhere')).toBeUndefined();
  });
});

describe('route authorities', () => {
  const tenant = { authority: 'TENANT_ADMIN' as const, edgesSupportEnabled: false, isPublic: false };
  it('lets a role open its places only', () => {
    expect(isPathAllowed('/devices', tenant)).toBe(true);
    expect(isPathAllowed('/tenants', tenant)).toBe(false);
    expect(isPathAllowed('/settings/general', tenant)).toBe(false);
    expect(isPathAllowed('/settings', tenant)).toBe(true);
    expect(isPathAllowed('/edgeInstances', tenant)).toBe(false);
    expect(isPathAllowed('/edgeInstances', { ...tenant, edgesSupportEnabled: true })).toBe(true);
    expect(isPathAllowed('/profile', tenant)).toBe(true);
    expect(isPathAllowed('/profile', { ...tenant, isPublic: true })).toBe(false);
    expect(isPathAllowed('/home', { ...tenant, authority: 'CUSTOMER_USER' })).toBe(true);
  });
});
