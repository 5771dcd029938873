/// <reference types="mocha" />
/** Route guard: inside the mobile app only dashboard routes are allowed. */
import { expect } from '@open-wc/testing';
import { fake, mountShell, unmountAll } from './console-harness';
import { until } from '../helpers';

type MobileWindow = Window & { ReactNativeWebView?: { postMessage(m: string): void } };

const pageTitle = (root: ShadowRoot) =>
  root.querySelector('[data-testid="shell"]')?.getAttribute('data-page-title') ?? '';

describe('mobile-app route guard', () => {
  afterEach(() => {
    unmountAll();
    delete (window as MobileWindow).ReactNativeWebView;
  });

  it('in the mobile app a non-dashboard route goes to the default dashboard', async () => {
    (window as MobileWindow).ReactNativeWebView = { postMessage: () => undefined };
    const { root } = await mountShell('TENANT_ADMIN', '/devices');
    fake.set({
      userDetails: {
        id: { entityType: 'USER', id: 'u-1' },
        email: 'a@b.c',
        authority: 'TENANT_ADMIN',
        additionalInfo: { defaultDashboardId: 'd-77' },
      },
    });
    await until(() => pageTitle(root).includes('Dashboard'), 6000, 'dashboard route');
    expect(pageTitle(root)).to.not.include('Devices');
  });

  it('outside the mobile app the same user may open devices', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/devices');
    fake.set({
      userDetails: {
        id: { entityType: 'USER', id: 'u-1' },
        email: 'a@b.c',
        authority: 'TENANT_ADMIN',
        additionalInfo: { defaultDashboardId: 'd-77' },
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(pageTitle(root)).to.include('Devices');
  });
});
