/// <reference types="mocha" />
// Memory routing asks the host first: every navigation fires the cancelable `iot-navigate`.
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { clearAuthStorage, shadow, until } from '../helpers';

describe('<iot-console> memory routing and iot-navigate', () => {
  before(() => clearAuthStorage());
  afterEach(() => document.querySelectorAll('iot-console').forEach((e) => e.remove()));

  it('navigates in memory (guard redirect to login) without touching the page URL', async () => {
    const pageUrl = location.href;
    const el = document.createElement('iot-console');
    document.body.append(el);
    await until(() => shadow(el).querySelector('[data-testid="login-submit"]'), 8000, 'login');
    expect(location.href).to.equal(pageUrl);
  });

  it('stays put when the host prevents the navigation, and follows it otherwise', async () => {
    const el = document.createElement('iot-console');
    let prevent = true;
    const seen: string[] = [];
    el.addEventListener('iot-navigate', (e) => {
      seen.push(e.detail.path);
      if (prevent && e.detail.path.startsWith('/login/reset')) e.preventDefault();
    });
    document.body.append(el);
    const link = await until(
      () => shadow(el).querySelector<HTMLAnchorElement>('[data-testid="forgot-password"]'),
      8000,
      'link',
    );
    link.click();
    await new Promise((r) => setTimeout(r, 150));
    expect(seen).to.deep.equal(['/login/resetPasswordRequest']);
    expect(shadow(el).querySelector('[data-testid="login-submit"]')).to.exist;
    prevent = false;
    shadow(el).querySelector<HTMLAnchorElement>('[data-testid="forgot-password"]')!.click();
    await until(() => shadow(el).querySelector('[data-testid="reset-request-submit"]'), 3000, 'reset request page');
  });
});
