/// <reference types="mocha" />
/**
 * `<iot-alarm-table>` on a plain host page with a stored session, against the real demo server (proxied at /real by
 * wtr-real-server.mjs): a fresh device with three alarms (created through REST); the element lists them with
 * severity and status, acknowledges one (iot-alarm-ack), filters by status (attribute and select), opens the details
 * dialog and emits iot-alarm-select; `readonly` hides acknowledge and clear.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-alarm-table';
import { getSession } from '../../../src/session/session';
import { storeTokens } from '../../../src/session/tokens';
import { clearAuthStorage, shadow, until } from '../helpers';

let token = '';
let deviceId = '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/real${path}`, {
    method,
    headers: { 'X-Authorization': `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function mount(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('iot-alarm-table');
  el.setAttribute('api-url', '/real');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.display = 'block';
  el.style.height = '560px';
  document.body.append(el);
  return el;
}

const rows = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
const cells = (r: HTMLTableRowElement) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '');
const rowOf = (el: HTMLElement, type: string) => rows(el).find((r) => cells(r).includes(type));

/** Signs in as the tenant and raises three alarms (two active, one cleared) on a new device. */
async function signInAndRaiseAlarms() {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const body = (await res.json()) as { token: string; refreshToken: string };
  token = body.token;
  expect(storeTokens(body.token, body.refreshToken)).to.equal(true);
  const device = await call<{ id: { id: string } }>('POST', '/api/device', {
    name: `Alarm element ${Date.now()}`,
    type: 'default',
  });
  deviceId = device.id.id;
  const originator = { entityType: 'DEVICE', id: deviceId };
  const now = Date.now();
  for (const [type, severity, status] of [
    ['High Temperature', 'CRITICAL', 'ACTIVE_UNACK'],
    ['Low Battery', 'MINOR', 'ACTIVE_UNACK'],
    ['Door Open', 'WARNING', 'CLEARED_UNACK'],
  ]) {
    await call('POST', '/api/alarm', {
      type,
      severity,
      status,
      originator,
      startTs: now,
      details: { note: `${type} <b>raw</b>` },
    });
  }
}

describe('<iot-alarm-table>', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(240_000); // the first /real request starts (and may first build) the server
    await signInAndRaiseAlarms();
  });
  afterEach(() => document.querySelectorAll('iot-alarm-table').forEach((e) => e.remove()));
  after(async () => {
    if (deviceId) await call('DELETE', `/api/device/${deviceId}`).catch(() => undefined);
    await getSession().logout();
    clearAuthStorage();
  });

  it('is registered with a version', () => {
    const ctor = customElements.get('iot-alarm-table') as unknown as { version: string };
    expect(ctor.version).to.match(/^\d+\.\d+\.\d+/);
  });

  it("lists an entity's alarms, acknowledges one and emits iot-alarm-ack", async () => {
    const el = mount({ 'entity-type': 'DEVICE', 'entity-id': deviceId });
    await until(() => rows(el).length === 3, 90_000, 'alarm rows');
    const high = rowOf(el, 'High Temperature')!;
    expect(cells(high)).to.include.members(['Critical', 'Active Unacknowledged']);
    expect(high.querySelector('[data-severity="CRITICAL"]')).to.exist;
    expect(cells(high).some((c) => c.startsWith('Alarm element '))).to.equal(true);
    const acks: CustomEvent[] = [];
    el.addEventListener('iot-alarm-ack', (e) => acks.push(e));
    high.querySelector<HTMLButtonElement>('button[data-action="ack"]')!.click();
    const ok = await until(
      () => shadow(el).querySelector<HTMLButtonElement>('[data-testid="confirm-alarm-ack-ok"]'),
      5000,
      'ack confirmation',
    );
    ok.click();
    await until(() => acks.length === 1, 10_000, 'iot-alarm-ack');
    expect(acks[0]!.bubbles && acks[0]!.composed).to.equal(true);
    expect(acks[0]!.detail.ids).to.have.length(1);
    await until(
      () => cells(rowOf(el, 'High Temperature')!).includes('Active Acknowledged'),
      10_000,
      'acknowledged status',
    );
    expect(rowOf(el, 'High Temperature')!.querySelector('button[data-action="ack"]')).to.equal(null);
  });

  it('filters by search status (attribute, then the select)', async () => {
    const el = mount({ 'entity-type': 'DEVICE', 'entity-id': deviceId, 'search-status': 'cleared' });
    await until(() => rows(el).length === 1 && rowOf(el, 'Door Open'), 60_000, 'cleared alarm only');
    shadow(el).querySelector<HTMLButtonElement>('[data-testid="alarm-search-status"] [role="combobox"]')!.click();
    const active = await until(
      () => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'Active'),
      5000,
      'Active option',
    );
    active.click();
    await until(() => rows(el).length === 2 && !rowOf(el, 'Door Open'), 30_000, 'active alarms');
  });

  it('emits iot-alarm-select on a row and opens the details dialog; readonly hides actions', async () => {
    const el = mount({ 'entity-type': 'DEVICE', 'entity-id': deviceId, readonly: '' });
    await until(() => rows(el).length === 3, 60_000, 'alarm rows');
    expect(shadow(el).querySelector('button[data-action="ack"], button[data-action="clear"]')).to.equal(null);
    expect(shadow(el).querySelector('input[type="checkbox"]')).to.equal(null);
    const seen: CustomEvent[] = [];
    el.addEventListener('iot-alarm-select', (e) => seen.push(e));
    rowOf(el, 'Low Battery')!.click();
    await until(() => seen.length === 1, 3000, 'iot-alarm-select');
    expect(seen[0]!.detail).to.include({ type: 'Low Battery', severity: 'MINOR', status: 'ACTIVE_UNACK' });
    expect(seen[0]!.detail.originator).to.deep.equal({ entityType: 'DEVICE', id: deviceId });
    const dialog = await until(
      () => shadow(el).querySelector<HTMLElement>('[data-testid="alarm-details"]'),
      5000,
      'details dialog',
    );
    expect(dialog.querySelector('pre')!.textContent).to.contain('"note": "Low Battery <b>raw</b>"');
    expect(dialog.querySelector('pre b')).to.equal(null);
    expect(dialog.querySelector('[data-testid="alarm-details-ack"]')).to.equal(null);
  });

  it('lists every alarm of the user without an entity', async () => {
    const el = mount({ 'page-size': '50' });
    await until(() => rowOf(el, 'Door Open'), 60_000, 'tenant-wide alarm list');
  });
});
