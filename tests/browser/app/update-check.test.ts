/// <reference types="mocha" />
/**
 * A system administrator landing on the default place triggers the update check; an available update
 * shows an info notification at the bottom right. Real console, real server (`/real`), whose test route plays the
 * remote update feed.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { clearAuthStorage, shadow, until } from '../helpers';

async function tokensOf(username: string, password: string): Promise<{ token: string; refreshToken: string }> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return res.json();
}

const playFeed = (feed: unknown) =>
  fetch('/real/api/test/updates', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(feed),
  });

async function mount(username: string, password: string, path: string): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const t = await tokensOf(username, password);
  const el = document.createElement('iot-console');
  el.setAttribute('api-url', '/real');
  el.setAttribute('initial-path', path);
  Object.assign(el, { accessToken: t.token, refreshToken: t.refreshToken });
  el.style.cssText = 'display:block;height:700px;width:1280px';
  document.body.append(el);
  const root = shadow(el);
  await until(() => root.querySelector('[data-testid="shell"]'), 20_000, 'shell');
  return { el, root };
}

describe('update check', function () {
  this.timeout(40_000);
  afterEach(() => {
    document.querySelectorAll('iot-console').forEach((e) => e.remove());
    clearAuthStorage();
  });
  after(() => playFeed(null));

  it('a tenant administrator is never asked', async () => {
    await playFeed({ version: '3.4.0', message: 'Update for tenants?' });
    const { root } = await mount('tenant@thingsboard.org', 'tenant', '/home');
    await new Promise((r) => setTimeout(r, 1000));
    expect(root.textContent).to.not.include('Update for tenants?');
  });

  it('a system administrator landing on home sees the available update at the bottom right', async () => {
    await playFeed({ version: '3.4.0' });
    const { root } = await mount('sysadmin@thingsboard.org', 'sysadmin', '/');
    const toast = await until(
      () => root.querySelector<HTMLElement>('[data-testid="toast-root"][data-type="info"]'),
      8000,
      'update toast',
    );
    expect(toast.textContent).to.include('Version 3.4.0 is available. This server runs 3.3.1.');
    const box = toast.getBoundingClientRect();
    const host = root.host.getBoundingClientRect();
    expect(box.right, 'right edge').to.be.greaterThan(host.right - 80);
    expect(box.bottom, 'bottom edge').to.be.greaterThan(host.bottom - 120);
  });
});
