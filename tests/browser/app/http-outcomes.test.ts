/// <reference types="mocha" />
/**
 * What the console does for each HTTP outcome (401 refresh, 403 dialog, 404/5xx toasts, offline), end to end in
 * Chromium: the real `<iot-console>` (real session, real HTTP layer, real presenter) against the real embedded server
 * (`api-url="/real"`, see wtr-real-server.mjs), whose test-only `/api/test/status/:code` route answers each outcome.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { apiConfig, configureApi, http } from '../../../src/api/http';
import type { ApiError } from '../../../src/api/api-error';
import { loadingTracker } from '../../../src/api/loading-tracker';
import { clearAuthStorage, shadow, until } from '../helpers';

let el: HTMLElement;
let root: ShadowRoot;
const STATUS = '/api/test/status';

async function tokens(): Promise<{ token: string; refreshToken: string }> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  expect(res.status).to.equal(200);
  return res.json();
}

/** The call's rejection (the test fails if it resolves). */
async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

const toastText = () => root.querySelector('[data-testid="toast-root"]')?.textContent ?? '';

describe('HTTP outcomes against the real server', function () {
  this.timeout(30_000);

  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    clearAuthStorage();
    const t = await tokens();
    el = document.createElement('iot-console');
    el.setAttribute('api-url', '/real');
    el.setAttribute('initial-path', '/home');
    Object.assign(el, { accessToken: t.token, refreshToken: t.refreshToken });
    el.style.cssText = 'display:block;height:700px;width:1280px';
    document.body.append(el);
    root = shadow(el);
    await until(() => root.querySelector('[data-testid="shell"]'), 20_000, 'signed-in shell');
  });

  after(() => {
    el.remove();
    clearAuthStorage();
  });

  it('other errors: the server message is shown', async () => {
    const e = await failure(http.get(`${STATUS}/500?message=${encodeURIComponent('Boiler exploded')}`));
    expect([e.status, e.errorCode, e.message]).to.deep.equal([500, 2, 'Boiler exploded']);
    await until(() => toastText().includes('Boiler exploded'), 4000, 'error toast');
  });

  it('404 without a message: method, URL, status and status text', async () => {
    const e = await failure(http.get(`${STATUS}/404?message=`));
    expect(e.message).to.equal(`GET ${STATUS}/404?message=: 404 Not Found`);
    await until(() => toastText().includes('404 Not Found'), 4000, '404 toast');
  });

  it('ignoreErrors: nothing is presented, the caller gets the error', async () => {
    const before = toastText();
    const e = await failure(http.get(`${STATUS}/500?message=quiet`, undefined, { ignoreErrors: true }));
    expect(e.message).to.equal('quiet');
    await new Promise((r) => setTimeout(r, 300));
    expect(toastText()).to.not.include('quiet');
    expect(toastText()).to.equal(before);
  });

  it('429 with resendRequest: retried after 1000 ms + up to 3000 ms, then succeeds', async () => {
    const started = performance.now();
    const ok = await http.get<{ ok: boolean; calls: number }>(`${STATUS}/429?key=r429&times=1`, undefined, {
      resendRequest: true,
    });
    const waited = performance.now() - started;
    expect(ok).to.deep.equal({ ok: true, calls: 2 });
    expect(waited).to.be.within(1000, 4000 + 1500);
  });

  it('429 without resendRequest fails at once with the server message', async () => {
    const e = await failure(http.get(`${STATUS}/429`));
    expect([e.status, e.errorCode, e.message]).to.deep.equal([429, 33, 'Too many requests for current tenant!']);
  });

  it('401 with the token-expired code: refresh the token and retry', async () => {
    const before = localStorage.getItem('jwt_token');
    const ok = await http.get<{ ok: boolean; calls: number }>(
      `${STATUS}/401?errorCode=11&message=Token%20has%20expired&key=r401&times=1`,
    );
    expect(ok).to.deep.equal({ ok: true, calls: 2 });
    expect(localStorage.getItem('jwt_token'), 'a refreshed token was stored').to.not.equal(before);
  });

  it('401 with another code: shown, no refresh', async () => {
    const before = localStorage.getItem('jwt_token');
    const e = await failure(http.get(`${STATUS}/401?errorCode=10&message=Authentication%20failed`));
    expect([e.status, e.errorCode]).to.deep.equal([401, 10]);
    expect(localStorage.getItem('jwt_token')).to.equal(before);
    await until(() => toastText().includes('Authentication failed'), 4000, '401 toast');
  });

  it("status 0: 'Unable to connect'", async () => {
    const { baseUrl } = apiConfig();
    configureApi({ baseUrl: 'http://127.0.0.1:9' }); // discard port: connection refused
    try {
      const e = await failure(http.get('/api/auth/user'));
      expect([e.status, e.message]).to.deep.equal([0, 'Unable to connect']);
    } finally {
      configureApi({ baseUrl });
    }
    await until(() => toastText().includes('Unable to connect'), 4000, 'connect toast');
  });

  it('loading indicator: on from the first tracked request to the last', async () => {
    const states: boolean[] = [];
    const off = loadingTracker.subscribe(() => states.push(loadingTracker.isLoading()));
    try {
      await Promise.all([http.get(`${STATUS}/200?delayMs=200`), http.get(`${STATUS}/200?delayMs=400`)]);
    } finally {
      off();
    }
    expect(states).to.deep.equal([true, false]);
  });

  it('403: the forbidden dialog (access.access-forbidden); its sign-in button logs out', async () => {
    const e = await failure(http.get(`${STATUS}/403`));
    expect([e.status, e.errorCode]).to.deep.equal([403, 20]);
    const dialog = await until(() => root.querySelector('[data-testid="forbidden-dialog"]'), 4000, 'forbidden dialog');
    expect(dialog.textContent).to.include('No access');
    root.querySelector<HTMLButtonElement>('[data-testid="forbidden-sign-in"]')!.click();
    await until(() => localStorage.getItem('jwt_token') === null, 6000, 'tokens cleared');
    await until(() => root.querySelector('input[type="password"]'), 8000, 'login screen');
  });
});
