/// <reference types="mocha" />
/**
 * Signing in on the console's form asks for the home dashboard beside the calls that load the user, not after the
 * shell has rendered, and asks once; the answer serves the first home page only. Real console, real server (`/real`).
 */
import { expect } from '@open-wc/testing';
import {
  askHomeDashboardAhead,
  forgetHomeDashboardAhead,
  peekHomeDashboardAhead,
} from '../../../src/app/pages/home-dashboard-ahead';
import { getSession } from '../../../src/session/session';
import { asTenant, reapplyRealApi, useRealApi } from '../features/real-server';
import { until } from '../helpers';
import { calls, signInHooks, typedSignIn } from './sign-in-support';

describe('sign-in and the home page', function () {
  this.timeout(60_000);
  signInHooks();

  it('asks for the home dashboard beside the user calls, once, and shows the home page', async () => {
    const { root, submit } = await typedSignIn();
    performance.clearResourceTimings();
    submit()!.click();
    await until(() => root.querySelector('[data-testid="home-page"]'), 20_000, 'home page');
    const userId = getSession().state.authUser!.userId;
    const [user] = calls(`/api/user/${userId}`);
    const home = calls('/api/dashboard/home');
    expect(home, 'one home dashboard call').to.have.length(1);
    expect(user, 'the user call').to.exist;
    expect(home[0]!.startTime, 'asked before the user had come').to.be.below(user!.responseEnd);
  });

  it('goes from the form to the complete home page in one step: no empty frame, no shell without its page', async () => {
    const { root, submit } = await typedSignIn();
    // Every state the page passes through after the click, as the DOM holds it after each commit.
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const form = !!submit();
      const shell = root.querySelector('[data-testid="shell"]');
      const home = !!shell?.querySelector('[data-testid="home-page"]');
      states.push(form ? 'form' : !shell ? 'empty' : home ? 'home' : 'shell without its page');
    });
    observer.observe(root, { childList: true, subtree: true });
    performance.clearResourceTimings();
    submit()!.click();
    await until(() => root.querySelector('[data-testid="home-page"]'), 20_000, 'home page');
    observer.disconnect();
    expect(states, 'the form stays until the next page is there').to.not.include('empty');
    expect(states, 'the shell first shows with its page').to.not.include('shell without its page');
    expect(states.at(-1)).to.equal('home');
    expect(calls('/api/noauth/oauth2Clients'), 'the form is not mounted again on its way out').to.have.length(0);
  });

  it('keeps the answer asked ahead for that user only, while fresh, until the home page forgets it', async () => {
    useRealApi(await asTenant());
    reapplyRealApi();
    const came = askHomeDashboardAhead('someone');
    expect(peekHomeDashboardAhead('someone else'), 'another user').to.equal(null);
    const first = peekHomeDashboardAhead('someone');
    expect(first, 'still on its way').to.have.property('answer');
    const answer = await (first as { answer: Promise<unknown> }).answer;
    await came;
    expect(peekHomeDashboardAhead('someone'), 'come').to.deep.equal({ value: answer });
    expect(peekHomeDashboardAhead('someone'), 'reading changes nothing').to.deep.equal({ value: answer });
    const now = performance.now.bind(performance);
    performance.now = () => now() + 10_001;
    try {
      expect(peekHomeDashboardAhead('someone'), 'too old').to.equal(null);
    } finally {
      performance.now = now;
    }
    forgetHomeDashboardAhead();
    expect(peekHomeDashboardAhead('someone'), 'forgotten').to.equal(null);
  });
});
