/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { createElementClass } from '../../../src/host/create-element-class';
import { registerElement } from '../../../src/host/register-element';
import { until } from '../helpers';

interface ProbeProps {
  label?: string;
  count?: number;
  readonly?: boolean;
  items?: unknown[];
  onNavigate?: (detail: { path: string }) => boolean;
}

/** A probe feature that renders its props so the test can read what React received. */
function Probe({ label, count, readonly, items, onNavigate }: ProbeProps) {
  return (
    <button
      data-label={label ?? '<none>'}
      data-count={String(count)}
      data-readonly={String(readonly)}
      data-items={items ? String(items.length) : '<none>'}
      onClick={() => onNavigate?.({ path: '/devices' })}
    >
      probe
    </button>
  );
}

const Probe1 = createElementClass(Probe, {
  attributes: { label: 'string', count: 'number', readonly: 'boolean' },
  properties: ['items'],
  events: { onNavigate: { name: 'iot-navigate', cancelable: true } },
});

const probeOf = (el: HTMLElement) => until(() => el.shadowRoot?.querySelector('button'), 5000, 'probe');

describe('createElementClass (r2wc wrapper)', () => {
  before(() => registerElement('iot-test-probe', Probe1));

  afterEach(() => document.querySelectorAll('iot-test-probe').forEach((e) => e.remove()));

  it('maps kebab-case attributes to props and parses numbers', async () => {
    const el = document.createElement('iot-test-probe');
    el.setAttribute('label', 'Hello');
    el.setAttribute('count', '42');
    document.body.append(el);
    const b = await probeOf(el);
    await until(() => b.dataset.label === 'Hello' && b.dataset.count === '42', 2000, 'props');
  });

  it('follows HTML boolean rules: presence is true, removal is false (r2wc#230)', async () => {
    const el = document.createElement('iot-test-probe') as HTMLElement & { readonly: boolean };
    document.body.append(el);
    const b = await probeOf(el);
    expect(b.dataset.readonly).to.equal('false');
    el.setAttribute('readonly', '');
    await until(() => b.dataset.readonly === 'true', 2000, 'readonly true');
    el.removeAttribute('readonly');
    await until(() => b.dataset.readonly === 'false', 2000, 'readonly false');
    el.readonly = true;
    expect(el.hasAttribute('readonly')).to.equal(true);
    expect(el.getAttribute('readonly')).to.equal('');
    el.readonly = false;
    expect(el.hasAttribute('readonly')).to.equal(false);
  });

  it('resets a removed string attribute instead of keeping the stale value', async () => {
    const el = document.createElement('iot-test-probe');
    el.setAttribute('label', 'x');
    document.body.append(el);
    const b = await probeOf(el);
    await until(() => b.dataset.label === 'x');
    el.removeAttribute('label');
    await until(() => b.dataset.label === '<none>', 2000, 'label reset');
  });

  it('keeps rich properties by identity and never reflects them', async () => {
    const el = document.createElement('iot-test-probe') as HTMLElement & { items: unknown[] };
    const items = [{ a: 1 }, new Date()];
    el.items = items;
    document.body.append(el);
    const b = await probeOf(el);
    await until(() => b.dataset.items === '2');
    expect(el.items).to.equal(items);
    expect(el.hasAttribute('items')).to.equal(false);
  });

  it('keeps properties set before the element was defined', async () => {
    const el = document.createElement('iot-test-late') as HTMLElement & { label?: string; items?: unknown[] };
    el.label = 'early';
    el.items = [1, 2, 3];
    document.body.append(el);
    registerElement(
      'iot-test-late',
      createElementClass(Probe, { attributes: { label: 'string' }, properties: ['items'] }),
    );
    const b = await probeOf(el);
    await until(() => b.dataset.label === 'early' && b.dataset.items === '3', 2000, 'upgraded props');
    expect(el.getAttribute('label')).to.equal('early');
    el.remove();
  });

  it('opens the shadow root with delegatesFocus', async () => {
    const el = document.createElement('iot-test-probe');
    document.body.append(el);
    await probeOf(el);
    expect(el.shadowRoot!.mode).to.equal('open');
    expect(el.shadowRoot!.delegatesFocus).to.equal(true);
  });

  it('fires iot-* events that bubble, compose and can be cancelled', async () => {
    const outer = document.createElement('div');
    const outerRoot = outer.attachShadow({ mode: 'open' });
    const el = document.createElement('iot-test-probe');
    outerRoot.append(el);
    document.body.append(outer);
    const seen: CustomEvent<{ path: string }>[] = [];
    const listener = (e: Event) => {
      seen.push(e as CustomEvent<{ path: string }>);
      e.preventDefault();
    };
    document.addEventListener('iot-navigate', listener);
    (await probeOf(el)).click();
    document.removeEventListener('iot-navigate', listener);
    outer.remove();
    expect(seen).to.have.length(1);
    expect(seen[0]!.detail).to.deep.equal({ path: '/devices' });
    expect(seen[0]!.bubbles && seen[0]!.composed && seen[0]!.cancelable).to.equal(true);
    expect(seen[0]!.defaultPrevented).to.equal(true);
  });

  it('never throws on a second registration of the same tag', () => {
    expect(() => registerElement('iot-test-probe', createElementClass(Probe))).not.to.throw();
    expect(customElements.get('iot-test-probe')).to.equal(Probe1);
  });
});
