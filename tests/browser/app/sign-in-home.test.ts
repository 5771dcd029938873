/// <reference types="mocha" />
/**
 * Signing in on the console's form asks for the home dashboard beside the calls that load the user, not after the
 * shell has rendered, and asks once; the answer serves the first home page only. Real console, real server (`/real`).
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { askHomeDashboardAhead, takeHomeDashboardAhead } from '../../../src/app/pages/home-dashboard-ahead';
import { getSession } from '../../../src/session/session';
import { asTenant, reapplyRealApi, useRealApi } from '../features/real-server';
import { clearAuthStorage, shadow, until } from '../helpers';

const calls = (part: string) =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
    new URL(e.name).pathname.startsWith(`/real${part}`),
  );

function type(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('sign-in and the home page', function () {
  this.timeout(60_000);
  beforeEach(() => clearAuthStorage());
  afterEach(async () => {
    await getSession().logout();
    document.querySelectorAll('iot-console').forEach((e) => e.remove());
  });

  it('asks for the home dashboard beside the user calls, once, and shows the home page', async () => {
    const el = document.createElement('iot-console');
    el.setAttribute('api-url', '/real');
    el.setAttribute('initial-path', '/login');
    el.style.cssText = 'display:block;height:700px;width:1280px';
    document.body.append(el);
    const root = shadow(el);
    const submit = await until(() => root.querySelector<HTMLButtonElement>('[data-testid="login-submit"]'), 20_000);
    // The home page's code arrives while the form is filled in (as a person types).
    await until(
      () => performance.getEntriesByType('resource').some((e) => /\/home-page\.tsx/.test(e.name)),
      20_000,
      'home page code',
    );
    performance.clearResourceTimings();
    type(root.querySelector<HTMLInputElement>('input[type="email"]')!, 'tenant@thingsboard.org');
    type(root.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!, 'tenant');
    submit.click();
    await until(() => root.querySelector('[data-testid="home-page"]'), 20_000, 'home page');
    const userId = getSession().state.authUser!.userId;
    const [user] = calls(`/api/user/${userId}`);
    const home = calls('/api/dashboard/home');
    expect(home, 'one home dashboard call').to.have.length(1);
    expect(user, 'the user call').to.exist;
    expect(home[0]!.startTime, 'asked before the user had come').to.be.below(user!.responseEnd);
  });

  it('hands the answer asked ahead to the first home page of that user only, once, while fresh', async () => {
    useRealApi(await asTenant());
    reapplyRealApi();
    const came = askHomeDashboardAhead('someone');
    expect(takeHomeDashboardAhead('someone else')).to.equal(null);
    expect(takeHomeDashboardAhead('someone'), 'gone after the first take, even by another user').to.equal(null);
    await came;
    askHomeDashboardAhead('someone');
    const first = takeHomeDashboardAhead('someone');
    expect(first, 'still on its way').to.have.property('answer');
    const answer = await (first as { answer: Promise<unknown> }).answer;
    expect(takeHomeDashboardAhead('someone')).to.equal(null);
    await askHomeDashboardAhead('someone');
    expect(takeHomeDashboardAhead('someone'), 'come').to.deep.equal({ value: answer });
    await askHomeDashboardAhead('someone');
    const now = performance.now.bind(performance);
    performance.now = () => now() + 10_001;
    try {
      expect(takeHomeDashboardAhead('someone'), 'too old').to.equal(null);
    } finally {
      performance.now = now;
    }
  });
});
