/// <reference types="mocha" />
/**
 * The element contract of `<iot-dashboard>` with the demo server's seeded public dashboard (/real): the public
 * visitor's session stays in memory beside a sign-in stored for the page's origin, attributes changed after the
 * first render take effect, `::part()` rules of the page style the parts and `--iot-color-primary` on `:root`
 * reaches the widgets. (Live data needs the telemetry WebSocket, which /real does not proxy: the catalogue and cms
 * end-to-end tests check it.)
 */
import { expect } from '@open-wc/testing';
import { DEMO_PUBLIC_DASHBOARD } from '../../../demo/server/seed/demo-data';
import '../../../elements/iot-dashboard';
import { getSession } from '../../../src/session/session';
import { readTokens, storeTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';

const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);

function pageStyle(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

describe('element contract: <iot-dashboard>', function () {
  this.timeout(120_000);
  let tenantJwt = '';
  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    const res = await fetch('/real/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const pair = (await res.json()) as { token: string; refreshToken: string };
    tenantJwt = pair.token;
    expect(storeTokens(pair.token, pair.refreshToken)).to.equal(true); // a portal signed in on this origin
  });
  afterEach(() => document.documentElement.style.removeProperty('--iot-color-primary'));
  after(() => {
    document.querySelectorAll('iot-dashboard').forEach((e) => e.remove());
    clearAuthStorage();
  });

  it('shows the public dashboard in a memory-only session; the stored sign-in stays untouched', async () => {
    const el = document.createElement('iot-dashboard');
    el.id = 'public';
    el.setAttribute('api-url', '/real');
    el.setAttribute('dashboard-id', DEMO_PUBLIC_DASHBOARD.dashboardId);
    el.setAttribute('public-id', DEMO_PUBLIC_DASHBOARD.publicId);
    el.style.height = '700px';
    document.body.append(el);
    await until(() => shadow(el).querySelectorAll('[data-testid="widget"]').length === 2, 90_000, 'two widgets');
    expect(getSession().info()).to.include({
      authenticated: true,
      isPublic: true,
      customerId: DEMO_PUBLIC_DASHBOARD.publicId,
    });
    expect(readTokens().jwt).to.equal(tenantJwt);
  });

  it('parts, :root tokens, and hide-toolbar, theme and dashboard-id changed after the first render', async () => {
    const el = document.getElementById('public')!;
    const toolbar = await until(() => part(el, 'toolbar'), 10_000, 'toolbar');
    const unstyle = pageStyle(`
      iot-dashboard::part(base) { outline: 3px solid rgb(1, 2, 3); }
      iot-dashboard::part(toolbar) { background-color: rgb(4, 5, 6); }
      iot-dashboard::part(widget) { border-radius: 13px; }
      iot-dashboard::part(widget-header) { color: rgb(7, 8, 9); }
    `);
    try {
      expect(getComputedStyle(part(el, 'base')!).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(toolbar).backgroundColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(part(el, 'widget')!).borderTopLeftRadius).to.equal('13px');
      expect(getComputedStyle(part(el, 'widget-header')!).color).to.equal('rgb(7, 8, 9)');
    } finally {
      unstyle();
    }
    const widget = part(el, 'widget')!;
    document.documentElement.style.setProperty('--iot-color-primary', 'rgb(200, 30, 90)');
    expect(getComputedStyle(widget).getPropertyValue('--iot-color-primary').trim()).to.equal('rgb(200, 30, 90)');
    el.setAttribute('theme', 'dark');
    await until(() => getComputedStyle(widget).backgroundColor === 'rgb(29, 35, 43)', 3000, 'dark widget');
    el.setAttribute('hide-toolbar', '');
    await until(() => !part(el, 'toolbar'), 5000, 'toolbar hidden');
    el.removeAttribute('hide-toolbar');
    await until(() => part(el, 'toolbar'), 5000, 'toolbar back');
    el.removeAttribute('dashboard-id');
    await until(() => !part(el, 'widget'), 5000, 'no dashboard');
    el.setAttribute('dashboard-id', DEMO_PUBLIC_DASHBOARD.dashboardId);
    await until(() => shadow(el).querySelectorAll('[part~="widget"]').length === 2, 30_000, 'the dashboard again');
    expect(readTokens().jwt).to.equal(tenantJwt);
  });
});
