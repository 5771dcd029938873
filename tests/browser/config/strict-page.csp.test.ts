/// <reference types="mocha" />
// Proves the `csp` test group (tests/config/wtr-csp.mjs): this page is served with
// `script-src 'self' <hashes of wtr's own inline scripts>; style-src 'self' 'nonce-N'`.
import { expect } from '@open-wc/testing';

const nonce = (): string => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '';

/** Put a <style> into a fresh shadow root and return the styled element's computed colour. */
async function colourWith(styleNonce: string | null): Promise<string> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  if (styleNonce !== null) style.nonce = styleNonce;
  style.textContent = 'p { color: rgb(0, 128, 0); }';
  const p = document.createElement('p');
  root.append(style, p);
  await new Promise((r) => requestAnimationFrame(r));
  const colour = getComputedStyle(p).color;
  host.remove();
  return colour;
}

describe('strict CSP test page', () => {
  it('exposes a nonce through <meta property="csp-nonce">', () => {
    expect(nonce()).to.match(/^[A-Za-z0-9+/=]{16,}$/);
  });

  it('blocks an inline <style> without the nonce', async () => {
    const violations: string[] = [];
    const onViolation = (e: SecurityPolicyViolationEvent) => violations.push(e.effectiveDirective);
    document.addEventListener('securitypolicyviolation', onViolation);
    expect(await colourWith(null)).not.to.equal('rgb(0, 128, 0)');
    await new Promise((r) => setTimeout(r, 50)); // violation events are queued as tasks
    document.removeEventListener('securitypolicyviolation', onViolation);
    expect(violations).to.include('style-src-elem');
  });

  it('applies an inline <style> that carries the nonce', async () => {
    expect(await colourWith(nonce())).to.equal('rgb(0, 128, 0)');
  });

  it('forbids eval and new Function (no unsafe-eval)', () => {
    expect(() => (0, eval)('1')).to.throw(EvalError);
    expect(() => new Function('return 1')).to.throw(EvalError);
  });

  it('blocks inline scripts the page did not ship', async () => {
    const w = window as unknown as { __cspInline?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__cspInline = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 0));
    s.remove();
    expect(w.__cspInline).to.equal(undefined);
  });
});
