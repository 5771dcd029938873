/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/iot-console';
import { getSession } from '../../../src/session/session';
import { clearAuthStorage, shadow, until } from '../helpers';

async function mountConsole(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement('iot-console');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.height = '600px';
  document.body.append(el);
  await until(() => shadow(el).querySelector('[data-testid="login-submit"]'), 8000, 'login form');
  return el;
}

describe('<iot-console>', () => {
  before(() => clearAuthStorage());
  afterEach(() => document.querySelectorAll('iot-console').forEach((e) => e.remove()));

  it('is registered with a version and is typed in HTMLElementTagNameMap', () => {
    const ctor = customElements.get('iot-console') as unknown as { version: string };
    expect(ctor.version).to.match(/^\d+\.\d+\.\d+/);
    const el: HTMLElementTagNameMap['iot-console'] = document.createElement('iot-console');
    expect(el).to.be.instanceOf(HTMLElement);
  });

  it('renders the login screen with its styles inside the shadow root only', async () => {
    const headStylesBefore = document.head.querySelectorAll('style').length;
    const el = await mountConsole();
    const root = shadow(el);
    expect(root.querySelector('style[data-styled]')).to.exist;
    expect(document.head.querySelectorAll('style').length).to.equal(headStylesBefore);
    expect(document.querySelectorAll('style[data-styled]').length).to.equal(0);
    const submit = root.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!;
    expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(48, 86, 128)');
    expect(submit.textContent).to.equal('Sign in');
    // Our button styles do not leak onto the host page's buttons.
    const pageButton = document.createElement('button');
    document.body.append(pageButton);
    expect(getComputedStyle(pageButton).backgroundColor).not.to.equal('rgb(48, 86, 128)');
    pageButton.remove();
    // The host is a block box; it declares no public token (a page's value must reach inside), its shadow tree
    // gets the theme's default.
    expect(getComputedStyle(el).display).to.equal('block');
    expect(getComputedStyle(el).getPropertyValue('--iot-color-primary').trim()).to.equal('');
    expect(getComputedStyle(submit).getPropertyValue('--iot-color-primary').trim()).to.equal('#305680');
  });

  it('lets the host page theme it through --iot-* custom properties and theme="dark"', async () => {
    const el = await mountConsole();
    const submit = shadow(el).querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!;
    el.style.setProperty('--iot-color-primary', 'rgb(200, 10, 10)');
    await until(() => getComputedStyle(submit).backgroundColor === 'rgb(200, 10, 10)', 2000, 'themed primary');
    el.style.removeProperty('--iot-color-primary');
    el.setAttribute('theme', 'dark');
    await until(() => getComputedStyle(submit).backgroundColor === 'rgb(127, 167, 212)', 2000, 'dark primary');
  });

  it('validates the username as a required email (user.invalid-email-format)', async () => {
    const el = await mountConsole();
    const root = shadow(el);
    const user = root.querySelector<HTMLInputElement>('input[type="email"]')!;
    user.focus();
    await sendKeys({ type: 'not-an-email' });
    root.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!.click();
    const alert = await until(() => root.querySelector('[role="alert"]'), 2000, 'validation message');
    expect(alert.textContent).to.equal('Invalid email format.');
    expect(user.getAttribute('aria-invalid')).to.equal('true');
  });

  it('toggles password visibility', async () => {
    const el = await mountConsole();
    const root = shadow(el);
    const toggle = root.querySelector<HTMLButtonElement>('[data-testid="password-toggle"]')!;
    const pwd = () => root.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!;
    expect(pwd().type).to.equal('password');
    toggle.click();
    await until(() => pwd().type === 'text', 2000, 'password shown');
    expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
  });

  it('shares one session between two elements on the page', async () => {
    const a = await mountConsole();
    const b = await mountConsole();
    expect(a).not.to.equal(b);
    const key = Symbol.for('iot-console.session@1');
    expect((globalThis as Record<symbol, unknown>)[key]).to.equal(getSession());
    // Both read the same handle: a session error set once shows in both snapshots.
    expect(getSession().getSnapshot()).to.equal(getSession().getSnapshot());
    expect(shadow(a).querySelector('form')).to.exist;
    expect(shadow(b).querySelector('form')).to.exist;
  });

  it('keeps working with a second unmount: the other element keeps its styles (styled-components#5695)', async () => {
    const a = await mountConsole();
    const b = await mountConsole();
    a.remove();
    await new Promise((r) => setTimeout(r, 50));
    const submit = shadow(b).querySelector<HTMLButtonElement>('[data-testid="login-submit"]')!;
    expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(48, 86, 128)');
  });
});
