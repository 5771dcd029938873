/** The console's sign-in form against the real server (`/real`), typed in and ready for the caller's click. */
/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/iot-console';
import { getSession } from '../../../src/session/session';
import { asTenant } from '../features/real-server';
import { clearAuthStorage, shadow, until } from '../helpers';

/** The hooks of a suite that signs in on the console's form: the real server up, no stored session, consoles removed. */
export function signInHooks(): void {
  // The test page loads hundreds of modules: room for every entry, or the calls asked for would be dropped.
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    await asTenant(); // the real server starts on its first call: not inside the timed waits of the tests
  });
  beforeEach(() => clearAuthStorage());
  afterEach(async () => {
    await getSession().logout();
    document.querySelectorAll('iot-console').forEach((e) => e.remove());
  });
}

/** The calls to the real server's `part` path made since resource timings were last cleared. */
export const calls = (part: string) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
    new URL(e.name).pathname.startsWith(`/real${part}`),
  );

/**
 * The console on its sign-in form with the tenant administrator's credentials typed in, and the home page's code
 * already loaded, as it is while a person types (the sign-in route loads it when idle). The click is the caller's.
 */
export async function typedSignIn(): Promise<{ root: ShadowRoot; submit: () => HTMLButtonElement | null }> {
  const el = document.createElement('iot-console');
  el.setAttribute('api-url', '/real');
  el.setAttribute('initial-path', '/login');
  el.style.cssText = 'display:block;height:700px;width:1280px';
  document.body.append(el);
  const root = shadow(el);
  const submit = () => root.querySelector<HTMLButtonElement>('[data-testid="login-submit"]');
  await until(submit, 20_000, 'login form');
  await import('../../../src/app/pages/home-page');
  root.querySelector<HTMLInputElement>('input[type="email"]')!.focus();
  await sendKeys({ type: 'tenant@thingsboard.org' });
  root.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!.focus();
  await sendKeys({ type: 'tenant' });
  return { root, submit };
}
