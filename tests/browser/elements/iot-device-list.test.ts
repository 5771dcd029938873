/// <reference types="mocha" />
/**
 * `<iot-device-list>` on a plain host page with an existing session (tokens already stored, as after signing in
 * to the console on the same origin), against the real demo server (proxied at /real by wtr-real-server.mjs): it restores the shared
 * session, lists the tenant's devices, honours page-size, readonly and type, and emits `iot-entity-select`.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-device-list';
import '../../../elements/iot-asset-list';
import '../../../elements/iot-customer-list';
import { getSession } from '../../../src/session/session';
import { storeTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';

async function signInStored(username: string, password: string): Promise<void> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
  expect(storeTokens(token, refreshToken)).to.equal(true);
}

function mount(
  attrs: Record<string, string>,
  tag: 'iot-device-list' | 'iot-asset-list' | 'iot-customer-list' = 'iot-device-list',
): HTMLElement {
  const el = document.createElement(tag);
  el.setAttribute('api-url', '/real');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.display = 'block';
  el.style.height = '520px';
  document.body.append(el);
  return el;
}

const rows = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];

describe('<iot-device-list>', function () {
  this.timeout(120_000);
  afterEach(() =>
    document.querySelectorAll('iot-device-list, iot-asset-list, iot-customer-list').forEach((e) => e.remove()),
  );
  after(async () => {
    await getSession().logout();
    clearAuthStorage();
  });

  it('is registered with a version and typed', () => {
    const ctor = customElements.get('iot-device-list') as unknown as { version: string };
    expect(ctor.version).to.match(/^\d+\.\d+\.\d+/);
  });

  it('lists the devices of the stored session and emits iot-entity-select on a row', async () => {
    await signInStored('tenant@thingsboard.org', 'tenant');
    const el = mount({ 'page-size': '5' });
    await until(() => rows(el).length === 5, 90_000, 'device rows');
    expect(shadow(el).querySelector('[data-testid="page-range"]')!.textContent).to.match(/^1 – 5 of \d+$/);
    expect(shadow(el).querySelector('style[data-styled]')).to.exist;
    const seen: CustomEvent[] = [];
    el.addEventListener('iot-entity-select', (e) => seen.push(e));
    const row = rows(el)[0]!;
    const name = row.querySelectorAll('td')[2]!.textContent;
    row.click();
    await until(() => seen.length === 1, 3000, 'event');
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
    expect(seen[0]!.detail).to.deep.equal({ entityType: 'DEVICE', id: row.dataset.id, name });
    await until(
      () => shadow(el).querySelector('[data-testid="details-title"]')?.textContent === name,
      5000,
      'details drawer',
    );
  });

  it('filters by type and hides every change action when readonly', async () => {
    const el = mount({ type: 'thermostat', readonly: '' });
    await until(() => rows(el).length === 2, 30_000, 'thermostats');
    expect(rows(el).every((r) => r.textContent!.includes('thermostat'))).to.equal(true);
    expect(shadow(el).querySelector('[data-testid="table-add"]')).to.equal(null);
    expect(shadow(el).querySelector('td.actions')).to.equal(null);
    expect(shadow(el).querySelector('input[type="checkbox"]')).to.equal(null);
  });

  it('has sibling panels: <iot-asset-list type> and <iot-customer-list> share the session', async () => {
    const assets = mount({ type: 'floor' }, 'iot-asset-list');
    const customers = mount({}, 'iot-customer-list');
    await until(() => rows(assets).length === 2 && rows(customers).length === 3, 30_000, 'asset and customer rows');
    expect(
      rows(assets)
        .map((r) => r.querySelectorAll('td')[2]!.textContent)
        .sort(),
    ).to.deep.equal(['Floor 1', 'Floor 2']);
    const seen: CustomEvent[] = [];
    customers.addEventListener('iot-entity-select', (e) => seen.push(e));
    rows(customers)[0]!.click();
    await until(() => seen.length === 1, 3000, 'customer event');
    expect(seen[0]!.detail.entityType).to.equal('CUSTOMER');
  });
});
