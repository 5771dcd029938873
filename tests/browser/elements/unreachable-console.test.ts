/// <reference types="mocha" />
/**
 * `<iot-console>` whose server gives no answer: the login page names that server (the first call of the page, the
 * external-provider look-up, gets no response) instead of leaving a form that cannot work. Same set-up as
 * unreachable-server.test.ts, in a page of its own so no session from another test is signed in.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { clearAuthStorage, shadow, until } from '../helpers';

describe('an unreachable server behind the whole console', function () {
  this.timeout(120_000);
  after(clearAuthStorage);

  it('the login page names the server it cannot reach', async () => {
    clearAuthStorage();
    const other = new URL('/not-thingsboard', location.href);
    other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const app = document.createElement('iot-console');
    app.setAttribute('api-url', other.href);
    document.body.append(app);
    const alert = await until(
      () => shadow(app).querySelector('[data-testid="login-unreachable"]'),
      60_000,
      'login message',
    );
    expect(alert.textContent).to.contain(`Cannot reach ${other.href} — network or CORS error`);
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(shadow(app).querySelector('input[type="password"]')).not.to.equal(null);
    app.remove();
  });
});
