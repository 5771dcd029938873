/// <reference types="mocha" />
// <iot-console> on a page served with a strict CSP (tests/config/wtr-csp.mjs): no inline script, no eval,
// inline styles only with the page's nonce. The login must still render and be styled, with no violations.
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { clearAuthStorage, shadow, until } from '../helpers';

describe('<iot-console> under a strict CSP', () => {
  it('renders and styles the login without any policy violation', async () => {
    clearAuthStorage();
    const violations: string[] = [];
    const onViolation = (e: SecurityPolicyViolationEvent) =>
      violations.push(`${e.effectiveDirective}: ${e.blockedURI}`);
    document.addEventListener('securitypolicyviolation', onViolation);
    const el = document.createElement('iot-console');
    document.body.append(el);
    const submit = await until(
      () => shadow(el).querySelector<HTMLButtonElement>('[data-testid="login-submit"]'),
      8000,
      'login form',
    );
    expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(48, 86, 128)');
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.content;
    const styles = [...shadow(el).querySelectorAll('style')];
    expect(styles.length).to.be.greaterThan(0);
    expect(styles.every((s) => s.nonce === nonce)).to.equal(true);
    await new Promise((r) => setTimeout(r, 100));
    document.removeEventListener('securitypolicyviolation', onViolation);
    expect(violations).to.deep.equal([]);
    el.remove();
  });
});
