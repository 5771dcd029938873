/// <reference types="mocha" />
/**
 * The element contract of the entity panels (`<iot-device-list>`, `<iot-asset-list>`, `<iot-customer-list>`,
 * `<iot-alarm-table>`) against the real demo server (proxied at /real), signed in as the tenant: attributes changed
 * after the first render take effect, `::part()` rules of the page style the parts, and `--iot-*` tokens set on
 * `:root` reach inside the shadow root, in the light and the dark theme.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-alarm-table';
import '../../../elements/iot-asset-list';
import '../../../elements/iot-customer-list';
import '../../../elements/iot-device-list';
import { getSession } from '../../../src/session/session';
import { storeTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';

type Tag = 'iot-device-list' | 'iot-asset-list' | 'iot-customer-list' | 'iot-alarm-table';
const TAGS: Tag[] = ['iot-device-list', 'iot-asset-list', 'iot-customer-list', 'iot-alarm-table'];

let token = '';
let alarmDeviceId = '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/real${path}`, {
    method,
    headers: { 'X-Authorization': `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function mount(tag: Tag, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  el.setAttribute('api-url', '/real');
  if (tag === 'iot-alarm-table') {
    el.setAttribute('entity-type', 'DEVICE');
    el.setAttribute('entity-id', alarmDeviceId);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.display = 'block';
  el.style.height = '560px';
  document.body.append(el);
  return el;
}

const part = (el: HTMLElement, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const rows = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
const names = (el: HTMLElement) => rows(el).map((r) => r.querySelectorAll('td')[2]?.textContent ?? '');
const pageSizeSelect = (el: HTMLElement) => shadow(el).querySelector<HTMLSelectElement>('[data-testid="page-size"]')!;

function pageStyle(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

function stylingCases() {
  for (const tag of TAGS) {
    it(`<${tag}>: ::part() rules of the page style its parts; --iot-color-primary on :root colours it, light and dark`, async () => {
      const el = mount(tag, { 'page-size': '5' });
      await until(() => rows(el).length > 0, 90_000, 'rows');
      const unstyle = pageStyle(`
        ${tag}::part(base) { outline: 3px solid rgb(1, 2, 3); }
        ${tag}::part(header) { background-color: rgb(4, 5, 6); }
        ${tag}::part(table) { border-top: 5px solid rgb(7, 8, 9); }
        ${tag}::part(row) { color: rgb(10, 11, 12); }
        ${tag}::part(paginator) { background-color: rgb(13, 14, 15); }
        ${tag}::part(card) { border-radius: 17px; }
      `);
      try {
        expect(getComputedStyle(part(el, 'base')!).outlineColor).to.equal('rgb(1, 2, 3)');
        expect(getComputedStyle(part(el, 'header')!).backgroundColor).to.equal('rgb(4, 5, 6)');
        expect(getComputedStyle(part(el, 'table')!).borderTopColor).to.equal('rgb(7, 8, 9)');
        expect(getComputedStyle(rows(el)[0]!).color).to.equal('rgb(10, 11, 12)');
        expect(getComputedStyle(part(el, 'paginator')!).backgroundColor).to.equal('rgb(13, 14, 15)');
        expect(getComputedStyle(part(el, 'card')!).borderTopLeftRadius).to.equal('17px');
      } finally {
        unstyle();
      }
      const selectAll = shadow(el).querySelector<HTMLInputElement>('[data-testid="select-all"]')!;
      expect(getComputedStyle(selectAll).accentColor).to.equal('rgb(48, 86, 128)'); // ThingsBoard's #305680
      document.documentElement.style.setProperty('--iot-color-primary', 'rgb(200, 30, 90)');
      expect(getComputedStyle(selectAll).accentColor).to.equal('rgb(200, 30, 90)');
      el.setAttribute('theme', 'dark');
      expect(getComputedStyle(selectAll).accentColor).to.equal('rgb(200, 30, 90)'); // the page's value wins over the theme
      expect(getComputedStyle(part(el, 'card')!).backgroundColor).to.equal('rgb(29, 35, 43)'); // dark surface
      document.documentElement.style.removeProperty('--iot-color-primary');
      expect(getComputedStyle(selectAll).accentColor).to.equal('rgb(127, 167, 212)'); // the dark default
    });
  }
}

function attributeCases() {
  it('<iot-device-list>: page-size (any 1–1000), type and readonly changed after the first render take effect', async () => {
    const el = mount('iot-device-list', { 'page-size': '5' });
    await until(() => rows(el).length === 5, 90_000, '5 rows');
    el.setAttribute('page-size', '7');
    await until(() => rows(el).length === 7, 30_000, '7 rows');
    expect(pageSizeSelect(el).value).to.equal('7');
    expect([...pageSizeSelect(el).options].map((o) => o.value)).to.include('7');
    expect(shadow(el).querySelector('[data-testid="page-range"]')!.textContent).to.match(/^1 – 7 of \d+$/);
    (el as HTMLElement & { pageSize: number }).pageSize = 3; // the property reflects to the attribute
    await until(() => rows(el).length === 3 && el.getAttribute('page-size') === '3', 30_000, '3 rows');
    el.setAttribute('page-size', '0'); // out of range: the table keeps its size
    await new Promise((r) => setTimeout(r, 300));
    expect(rows(el).length).to.equal(3);
    el.setAttribute('type', 'thermostat');
    await until(() => names(el).sort().join() === 'Thermostat T1,Thermostat T2', 30_000, 'thermostats');
    expect(shadow(el).querySelector('[data-testid="table-add"]')).to.exist;
    el.toggleAttribute('readonly', true);
    await until(() => !shadow(el).querySelector('[data-testid="table-add"]'), 10_000, 'readonly');
    el.toggleAttribute('readonly', false);
    await until(() => shadow(el).querySelector('[data-testid="table-add"]'), 10_000, 'editable again');
  });

  it('<iot-asset-list>: type and page-size changed after the first render take effect', async () => {
    const el = mount('iot-asset-list', { type: 'floor' });
    await until(() => names(el).sort().join() === 'Floor 1,Floor 2', 90_000, 'floors');
    el.setAttribute('type', 'building');
    await until(() => names(el).sort().join() === 'Building Alpha,Warehouse Beta', 30_000, 'buildings');
    el.setAttribute('page-size', '1');
    await until(() => rows(el).length === 1 && pageSizeSelect(el).value === '1', 30_000, 'one row');
  });

  it('<iot-customer-list>: page-size and readonly changed after the first render take effect', async () => {
    const el = mount('iot-customer-list', { 'page-size': '2' });
    await until(() => rows(el).length === 2, 90_000, '2 customers');
    el.setAttribute('page-size', '3');
    await until(() => rows(el).length === 3, 30_000, '3 customers');
    el.setAttribute('readonly', '');
    await until(
      () =>
        !shadow(el).querySelector('[data-testid="table-add"]') &&
        !shadow(el).querySelector('[data-testid="select-all"]'),
      10_000,
      'readonly',
    );
  });

  it('<iot-alarm-table>: search-status and page-size changed after the first render take effect', async () => {
    const el = mount('iot-alarm-table');
    const types = () =>
      rows(el)
        .map(
          (r) =>
            [...r.querySelectorAll('td')].map((td) => td.textContent).find((t) => t?.startsWith('Contract ')) ?? '',
        )
        .sort();
    await until(() => types().length === 3, 90_000, 'all three alarms');
    el.setAttribute('search-status', 'CLEARED');
    await until(() => types().join() === 'Contract cleared', 30_000, 'cleared alarm');
    expect(shadow(el).querySelector('[data-testid="alarm-search-status"]')!.textContent).to.include('Cleared');
    el.setAttribute('search-status', 'ACK');
    await until(() => types().join() === 'Contract acked', 30_000, 'acknowledged alarm');
    el.removeAttribute('search-status'); // back to the default, ANY
    await until(() => types().length === 3, 30_000, 'all alarms again');
    el.setAttribute('page-size', '2');
    await until(() => rows(el).length === 2 && pageSizeSelect(el).value === '2', 30_000, 'two rows');
  });
}

describe('element contract: entity panels', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    const res = await fetch('/real/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const pair = (await res.json()) as { token: string; refreshToken: string };
    token = pair.token;
    expect(storeTokens(pair.token, pair.refreshToken)).to.equal(true);
    const device = await call<{ id: { id: string } }>('POST', '/api/device', {
      name: `Alarm device ${Date.now()}`,
      type: 'default',
    });
    alarmDeviceId = device.id.id;
    const originator = { entityType: 'DEVICE', id: alarmDeviceId };
    for (const [type, status] of [
      ['Contract active', 'ACTIVE_UNACK'],
      ['Contract cleared', 'CLEARED_UNACK'],
      ['Contract acked', 'ACTIVE_ACK'],
    ]) {
      await call('POST', '/api/alarm', { type, severity: 'MAJOR', status, originator, startTs: Date.now() });
    }
  });
  afterEach(() => {
    document.querySelectorAll(TAGS.join(',')).forEach((e) => e.remove());
    document.documentElement.style.removeProperty('--iot-color-primary');
  });
  after(async () => {
    if (alarmDeviceId) await call('DELETE', `/api/device/${alarmDeviceId}`).catch(() => undefined);
    await getSession().logout();
    clearAuthStorage();
  });

  describe('parts and colours', stylingCases);
  describe('attributes changed after the first render', attributeCases);
});
