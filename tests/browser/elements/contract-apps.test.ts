/// <reference types="mocha" />
/**
 * The element contract of `<iot-console>` and `<iot-rule-chain-editor>` against the real demo server (/real):
 * attributes changed after the first render take effect, `::part()` rules of the page style the parts, and
 * `--iot-color-primary` set on `:root` reaches inside the shadow root. The console starts signed out (its sign-in
 * screens), then the page signs in through the host session API.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import '../../../elements/iot-rule-chain-editor';
import { signIn, signOut } from '../../../elements/loader';
import { clearAuthStorage, shadow, until } from '../helpers';

const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const byTestId = (el: HTMLElement, id: string) => shadow(el).querySelector<HTMLElement>(`[data-testid="${id}"]`);

function mount(tag: 'iot-console' | 'iot-rule-chain-editor', attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  el.setAttribute('api-url', '/real');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.display = 'block';
  el.style.height = '640px';
  document.body.append(el);
  return el;
}

function pageStyle(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

async function ruleChainIds(): Promise<Record<string, string>> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const { token } = (await res.json()) as { token: string };
  const page = await (
    await fetch('/real/api/ruleChains?pageSize=10&page=0', { headers: { 'X-Authorization': `Bearer ${token}` } })
  ).json();
  return Object.fromEntries(
    (page as { data: { name: string; id: { id: string } }[] }).data.map((c) => [c.name, c.id.id]),
  );
}

describe('element contract: console and rule chain editor', function () {
  this.timeout(120_000);
  before(() => clearAuthStorage());
  afterEach(() => {
    document.querySelectorAll('iot-console, iot-rule-chain-editor').forEach((e) => e.remove());
    document.documentElement.style.removeProperty('--iot-color-primary');
  });
  after(async () => {
    await signOut();
    clearAuthStorage();
  });

  it('<iot-console>: parts, :root tokens, and initial-path and theme changed after the first render', async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    const el = mount('iot-console', { 'initial-path': '/login' });
    const submit = await until(() => byTestId(el, 'login-submit'), 180_000, 'sign-in form');
    const unstyle = pageStyle(
      'iot-console::part(base) { outline: 4px solid rgb(1, 2, 3); } iot-console::part(login-card) { border-radius: 19px; }',
    );
    try {
      expect(getComputedStyle(part(el, 'base')!).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(part(el, 'login-card')!).borderTopLeftRadius).to.equal('19px');
    } finally {
      unstyle();
    }
    document.documentElement.style.setProperty('--iot-color-primary', 'rgb(10, 120, 60)');
    await until(() => getComputedStyle(submit).backgroundColor === 'rgb(10, 120, 60)', 2000, 'primary from :root'); // buttons animate colour
    el.setAttribute('initial-path', '/login/resetPasswordRequest');
    await until(() => byTestId(el, 'reset-request-submit'), 10_000, 'reset-password request page');
    el.setAttribute('theme', 'dark');
    expect(getComputedStyle(part(el, 'login-card')!).backgroundColor).to.equal('rgb(29, 35, 43)');
  });

  it('<iot-console> signed in from the host page: toolbar, sidenav and content parts', async () => {
    const el = mount('iot-console');
    await until(() => byTestId(el, 'login-submit'), 60_000, 'sign-in form');
    await signIn({ username: 'tenant@thingsboard.org', password: 'tenant' });
    await until(() => part(el, 'toolbar') && part(el, 'sidenav'), 30_000, 'shell');
    const unstyle = pageStyle(
      'iot-console::part(toolbar) { background-color: rgb(4, 5, 6); } iot-console::part(sidenav) { background-color: rgb(7, 8, 9); } iot-console::part(content) { outline: 2px solid rgb(10, 11, 12); }',
    );
    try {
      expect(getComputedStyle(part(el, 'toolbar')!).backgroundColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(part(el, 'sidenav')!).backgroundColor).to.equal('rgb(7, 8, 9)');
      expect(getComputedStyle(part(el, 'content')!).outlineColor).to.equal('rgb(10, 11, 12)');
    } finally {
      unstyle();
    }
  });

  it('<iot-rule-chain-editor>: rule-chain-id changed after the first render opens that chain; parts and :root tokens', async () => {
    const ids = await ruleChainIds();
    await signIn({ username: 'tenant@thingsboard.org', password: 'tenant' });
    const el = mount('iot-rule-chain-editor');
    await until(() => byTestId(el, 'rule-chain-none'), 60_000, 'no chain yet');
    el.setAttribute('rule-chain-id', ids['Thermostat']!);
    const canvas = await until(() => part(el, 'canvas'), 60_000, 'canvas');
    await until(
      () => shadow(el).querySelectorAll('.react-flow__node').length > 0,
      30_000,
      'nodes of the Thermostat chain',
    );
    expect(byTestId(el, 'rule-chain-name')!.textContent).to.equal('Thermostat');
    const unstyle = pageStyle(
      'iot-rule-chain-editor::part(base) { outline: 3px solid rgb(1, 2, 3); } iot-rule-chain-editor::part(toolbar) { background-color: rgb(4, 5, 6); } iot-rule-chain-editor::part(canvas) { outline: 2px dashed rgb(7, 8, 9); } iot-rule-chain-editor::part(library) { background-color: rgb(10, 11, 12); }',
    );
    try {
      expect(getComputedStyle(part(el, 'base')!).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(part(el, 'toolbar')!).backgroundColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(canvas).outlineColor).to.equal('rgb(7, 8, 9)');
      expect(getComputedStyle(part(el, 'library')!).backgroundColor).to.equal('rgb(10, 11, 12)');
    } finally {
      unstyle();
    }
    document.documentElement.style.setProperty('--iot-color-primary', 'rgb(200, 30, 90)');
    const flow = shadow(el).querySelector<HTMLElement>('.react-flow')!;
    expect(getComputedStyle(flow).getPropertyValue('--xy-edge-stroke-selected').trim()).to.equal('rgb(200, 30, 90)');
    el.setAttribute('rule-chain-id', ids['Root Rule Chain']!);
    await until(
      () =>
        byTestId(el, 'rule-chain-name')?.textContent === 'Root Rule Chain' &&
        shadow(el).querySelectorAll('.react-flow__node').length > 0,
      30_000,
      'the root chain',
    );
  });
});
