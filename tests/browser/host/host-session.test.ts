/// <reference types="mocha" />
/**
 * The host session API without `<iot-console>` on the page, against the real demo server (/real): sign in with a
 * password or with tokens, sign out, read the session, hear about changes. Three panels on the page follow, and
 * each change is reported once on `document` (and so on `window`), once per `onSessionChange` callback, and once
 * on each element as a copy that does not bubble.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-asset-list';
import '../../../elements/iot-customer-list';
import '../../../elements/iot-device-list';
import {
  getSession,
  onSessionChange,
  signIn,
  signInWithTokens,
  signOut,
  type SessionInfo,
} from '../../../elements/loader';
import { readTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';

const TAGS = ['iot-device-list', 'iot-asset-list', 'iot-customer-list'] as const;
const apiUrl = '/real';
const settle = () => new Promise((r) => setTimeout(r, 300)); // valtio notifies a microtask later; leave room for strays

describe('host session API', function () {
  this.timeout(120_000);
  const onDocument: CustomEvent<SessionInfo>[] = [];
  const onWindow: CustomEvent<SessionInfo>[] = [];
  const callbacks: SessionInfo[] = [];
  const onElements = new Map<string, CustomEvent<SessionInfo>[]>();
  let stop: () => void = () => undefined;
  let elements: HTMLElement[] = [];

  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    clearAuthStorage();
    document.addEventListener('iot-session-change', (e) => onDocument.push(e));
    window.addEventListener('iot-session-change', (e) => onWindow.push(e));
    expect(await getSession({ apiUrl })).to.include({ authenticated: false, userId: null });
    stop = onSessionChange((info) => callbacks.push(info));
    await until(() => callbacks.length === 1, 10_000, 'the session as it is'); // first call: the session once known
    expect(callbacks[0]).to.include({ authenticated: false });
    elements = TAGS.map((tag) => {
      const el = document.createElement(tag);
      el.style.display = 'block';
      el.style.height = '400px';
      const seen: CustomEvent<SessionInfo>[] = [];
      onElements.set(tag, seen);
      el.addEventListener('iot-session-change', (e) => seen.push(e));
      document.body.append(el);
      return el;
    });
    for (const el of elements)
      await until(
        () => shadow(el).querySelector('[data-testid="panel-signed-out"]'),
        180_000,
        `${el.localName} asks to sign in`,
      );
  });
  after(async () => {
    stop();
    elements.forEach((e) => e.remove());
    await signOut();
    clearAuthStorage();
  });

  // Changes heard by the document, the window, the callback (after its first call) and each element.
  const counts = () => [
    onDocument.length,
    onWindow.length,
    callbacks.length - 1,
    ...TAGS.map((t) => onElements.get(t)!.length),
  ];

  it('signIn: every panel signs in, one event per listener, the tokens under ThingsBoard’s keys', async () => {
    const info = await signIn({ username: 'tenant@thingsboard.org', password: 'tenant', apiUrl });
    expect(info).to.include({ authenticated: true, authority: 'TENANT_ADMIN', isPublic: false });
    for (const el of elements)
      await until(() => shadow(el).querySelector('tbody tr[data-index]'), 60_000, `${el.localName} rows`);
    await settle();
    expect(counts()).to.deep.equal([1, 1, 1, 1, 1, 1]);
    expect(onDocument[0]!.detail).to.deep.equal(info);
    expect(onDocument[0]!.target).to.equal(document);
    const copy = onElements.get('iot-device-list')![0]!;
    expect([copy.bubbles, copy.detail.userId]).to.deep.equal([false, info.userId]);
    expect(readTokens().jwt).to.be.a('string');
    expect(await getSession()).to.deep.equal(info);
  });

  it('a wrong password rejects with ThingsBoard’s error and changes nothing', async () => {
    let error: { status?: number; message?: string } | null = null;
    await signIn({ username: 'tenant@thingsboard.org', password: 'wrong' }).catch((e: typeof error) => (error = e));
    expect(error).to.include({ status: 401 });
    expect(error!.message).to.be.a('string').and.not.equal('');
    await settle();
    expect(counts()).to.deep.equal([1, 1, 1, 1, 1, 1]);
  });

  it('signOut: every panel asks to sign in again, one event per listener', async () => {
    await signOut();
    for (const el of elements)
      await until(
        () => shadow(el).querySelector('[data-testid="panel-signed-out"]'),
        10_000,
        `${el.localName} signed out`,
      );
    await settle();
    expect(counts()).to.deep.equal([2, 2, 2, 2, 2, 2]);
    expect(onDocument[1]!.detail.authenticated).to.equal(false);
    expect(readTokens().jwt).to.equal(null);
  });

  it('signInWithTokens adopts a pair the host already holds', async () => {
    const res = await fetch('/real/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'customer@thingsboard.org', password: 'customer' }),
    });
    const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
    const info = await signInWithTokens({ token, refreshToken });
    expect(info).to.include({ authenticated: true, authority: 'CUSTOMER_USER' });
    expect(info.customerId).to.be.a('string');
    await until(() => shadow(elements[0]!).querySelector('tbody tr[data-index]'), 60_000, 'the customer’s devices');
    await settle();
    expect(counts()).to.deep.equal([3, 3, 3, 3, 3, 3]);
    expect(readTokens().jwt).to.equal(token);
  });
});
