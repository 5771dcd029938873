/// <reference types="mocha" />
/**
 * Elements whose server gives no answer say which server they cannot reach instead of asking to sign in. The
 * "server" is wtr's own dev server under another origin (127.0.0.1 instead of localhost): it answers no CORS
 * preflight, so the browser blocks every call — a real CORS failure, which a page cannot tell from a network one.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-device-list';
import '../../../elements/iot-dashboard';
import { clearAuthStorage, shadow, until } from '../helpers';

type WithTokens = HTMLElement & { accessToken?: string; refreshToken?: string };

describe('an unreachable server', function () {
  this.timeout(120_000);
  after(clearAuthStorage);

  it('panels and dashboards show "Cannot reach … — network or CORS error", not a sign-in prompt', async () => {
    const res = await fetch('/real/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
    const other = new URL('/not-thingsboard', location.href);
    other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const list = document.createElement('iot-device-list') as WithTokens;
    const dash = document.createElement('iot-dashboard');
    list.setAttribute('api-url', other.href);
    dash.setAttribute('dashboard-id', '00000000-0000-0000-0000-000000000000');
    // A host that already holds tokens hands them to one element; the session is the page's.
    list.accessToken = token;
    list.refreshToken = refreshToken;
    document.body.append(list, dash);

    const message = `Cannot reach ${other.href} — network or CORS error`;
    const panel = await until(
      () => shadow(list).querySelector('[data-testid="panel-unreachable"]'),
      60_000,
      'panel message',
    );
    expect(panel.textContent).to.contain(message);
    expect(shadow(list).querySelector('[data-testid="panel-signed-out"]')).to.equal(null);
    const board = await until(
      () => shadow(dash).querySelector('[data-testid="dashboard-unreachable"]'),
      10_000,
      'dashboard message',
    );
    expect(board.textContent).to.equal(message);
    expect(board.getAttribute('role')).to.equal('alert');
    list.remove();
    dash.remove();
  });
});
