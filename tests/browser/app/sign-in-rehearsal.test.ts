/// <reference types="mocha" />
/**
 * The sign-in warm-up: while the sign-in form waits for a person to type, the shell and the home links are rendered
 * once out of sight for a stand-in user. Their styles are in the element's sheet before the click, nothing of them is
 * ever in the document, they call nothing, and signing in then goes as before. Real console, real server (`/real`).
 */
import { expect } from '@open-wc/testing';
import { getSession } from '../../../src/session/session';
import { until } from '../helpers';
import { calls, signInHooks, typedSignIn } from './sign-in-support';

describe('the sign-in warm-up', function () {
  this.timeout(60_000);
  signInHooks();

  it('styles the shell and the home links while the form waits, out of the document, calling nothing', async () => {
    performance.clearResourceTimings();
    const { root, submit } = await typedSignIn();
    const rules = () =>
      [...root.querySelectorAll('style')].flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText));
    // The home links' grid is styled by the home page alone: its rule is in the element's sheet once warmed up.
    await until(() => rules().some((r) => r.includes('minmax(300px, 1fr)')), 20_000, 'the home links warmed up');
    expect(getSession().state.authUser, 'nobody signed in').to.equal(null);
    expect(root.querySelector('[data-testid="shell"]'), 'nothing of it in the document').to.equal(null);
    expect(
      calls('/api/').filter((e) => !new URL(e.name).pathname.startsWith('/real/api/noauth/')),
      'no call',
    ).to.have.length(0);
    performance.clearResourceTimings();
    submit()!.click();
    await until(() => root.querySelector('[data-testid="home-page"]'), 20_000, 'home page');
    expect(root.querySelectorAll('[data-testid="shell"]'), 'one shell').to.have.length(1);
    expect(root.querySelector('[data-testid="home-page"]')!.textContent, 'the real user').to.include('Tenant');
    expect(calls('/api/'), 'the calls of signing in, and no other').to.have.length(6);
  });
});
