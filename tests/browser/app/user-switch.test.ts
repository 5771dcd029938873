/// <reference types="mocha" />
/**
 * Switching users inside one console: "Login as" from a page the new user may not open, signing out and in as
 * another role, and returning. The new user lands on their own home page without the "No access" dialog or page of
 * the place they were switched from. Real console, real server (`/real`).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/iot-console';
import { getSession } from '../../../src/session/session';
import { asSysadmin, asTenant, login } from '../features/real-server';
import { clearAuthStorage, shadow, until } from '../helpers';

const claims = (token: string) => JSON.parse(atob(token.split('.')[1]!)) as { tenantId: string; customerId?: string };

async function pair(username: string, password: string): Promise<{ token: string; refreshToken: string }> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).to.equal(200);
  return res.json();
}

let el: HTMLElement | null = null;

/** The console signed in as `username` on `path`; records whether the forbidden dialog or page ever showed. */
async function consoleAs(username: string, password: string, path: string) {
  const t = await pair(username, password);
  el = document.createElement('iot-console');
  el.setAttribute('api-url', '/real');
  el.setAttribute('initial-path', path);
  Object.assign(el, { accessToken: t.token, refreshToken: t.refreshToken });
  el.style.cssText = 'display:block;height:700px;width:1280px';
  document.body.append(el);
  const root = shadow(el);
  const seen = { forbidden: false };
  const observer = new MutationObserver(() => {
    if (root.querySelector('[data-testid="forbidden-dialog"], [data-testid="forbidden-page"]')) seen.forbidden = true;
  });
  observer.observe(root, { childList: true, subtree: true });
  return { root, seen, stop: () => observer.disconnect() };
}

/** The "Login as" button of the users table row showing `email`. */
function loginAsButton(root: ShadowRoot, email: string, label: string): HTMLButtonElement | null {
  const row = [...root.querySelectorAll('tbody tr[data-index]')].find((r) =>
    [...r.querySelectorAll('td')].some((td) => td.textContent?.trim() === email),
  );
  return row?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) ?? null;
}

const signedIn = (email: string) => getSession().state.isAuthenticated && getSession().state.authUser?.sub === email;
const homePage = (root: ShadowRoot) => root.querySelector('[data-testid="home-page"]');

describe('switching users in one console', function () {
  this.timeout(60_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    await asSysadmin();
  });
  beforeEach(() => clearAuthStorage());
  afterEach(async () => {
    await getSession().logout();
    el?.remove();
    el = null;
    clearAuthStorage();
  });

  it('system administrator → "Login as tenant admin": the tenant admin home, no "No access"', async () => {
    const { tenantId } = claims(await asTenant());
    const { root, seen, stop } = await consoleAs('sysadmin@thingsboard.org', 'sysadmin', `/tenants/${tenantId}/users`);
    const button = await until(
      () => loginAsButton(root, 'tenant@thingsboard.org', 'Login as tenant admin'),
      20_000,
      'tenant admins',
    );
    expect(seen.forbidden, 'before the switch').to.equal(false);
    button.click();
    await until(() => signedIn('tenant@thingsboard.org') && homePage(root), 20_000, 'tenant home');
    // Effects of the last commits (a dialog opens from one) have run by the next frame.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
    stop();
    expect(getSession().state.authUser?.authority).to.equal('TENANT_ADMIN');
    expect(seen.forbidden, 'the forbidden dialog or page showed').to.equal(false);
    expect(root.querySelector('[data-testid="sidenav-menu"] a[data-path="/tenants"]'), 'sysadmin menu').to.equal(null);
  });

  it('tenant admin → "Login as customer user": the customer user home, no "No access"', async () => {
    const { customerId } = claims(await login('customer@thingsboard.org', 'customer'));
    const { root, seen, stop } = await consoleAs('tenant@thingsboard.org', 'tenant', `/customers/${customerId}/users`);
    const button = await until(
      () => loginAsButton(root, 'customer@thingsboard.org', 'Login as customer user'),
      20_000,
      'customer users',
    );
    button.click();
    await until(() => signedIn('customer@thingsboard.org') && homePage(root), 20_000, 'customer home');
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
    stop();
    expect(getSession().state.authUser?.authority).to.equal('CUSTOMER_USER');
    expect(seen.forbidden, 'the forbidden dialog or page showed').to.equal(false);
  });

  it('signing out on a tenant page and in as the system administrator: the sysadmin home, no "No access"', async () => {
    const { root, seen, stop } = await consoleAs('tenant@thingsboard.org', 'tenant', '/devices');
    await until(() => root.querySelector('[data-testid="user-menu-button"]'), 20_000, 'tenant shell');
    await getSession().logout();
    const submit = await until(
      () => root.querySelector<HTMLButtonElement>('[data-testid="login-submit"]'),
      20_000,
      'login form',
    );
    root.querySelector<HTMLInputElement>('input[type="email"]')!.focus();
    await sendKeys({ type: 'sysadmin@thingsboard.org' });
    root.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!.focus();
    await sendKeys({ type: 'sysadmin' });
    submit.click();
    await until(
      () => signedIn('sysadmin@thingsboard.org') && root.querySelector('[data-testid="shell"]'),
      20_000,
      'sysadmin shell',
    );
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
    stop();
    expect(seen.forbidden, 'the forbidden dialog or page showed').to.equal(false);
  });
});
