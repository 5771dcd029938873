/// <reference types="mocha" />
/** Toast display. */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { useEffect } from 'react';
import { ToastProvider, useToast } from '../../../src/ui/toast/toast-context';
import { ToastHost } from '../../../src/ui/toast/toast-host';
import type { ToastRequest } from '../../../src/ui/toast/toast-store';
import { $, mountUi, q, sleep, unmountAll, until } from './harness';

let show: ((r: ToastRequest) => void) | null = null;
let hide: (target?: string) => void = () => undefined;

function Wire() {
  const toast = useToast();
  useEffect(() => {
    show = toast.show;
    hide = toast.hide;
  });
  return null;
}

function Probe({ wide }: { wide?: boolean }) {
  return (
    <ToastProvider>
      <Wire />
      <div style={{ position: 'relative', height: '240px' }} data-testid="root-area">
        <ToastHost wide={wide} />
      </div>
      <div style={{ position: 'relative', height: '160px', width: '500px' }} data-testid="details-area">
        <ToastHost target="details" wide={wide} />
      </div>
    </ToastProvider>
  );
}

const toastOf = (el: HTMLElement, target = 'root') => q(el, `[data-testid="toast-${target}"]`);

/** Mount and wait until this mount's toast service is wired (effects run after the first paint). */
async function mount(wide?: boolean) {
  show = null;
  const el = await mountUi(<Probe wide={wide} />);
  await until(() => show, 2000, 'toast service');
  return el;
}

describe('Toast display', () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it('toast display (error, warn, success, info): own colour and icon each; error and warn are alerts, success and info status', async () => {
    const el = await mount(true);
    const seen: string[][] = [];
    for (const type of ['error', 'warn', 'success', 'info'] as const) {
      show!({ message: `A ${type} message`, type });
      const t = await until(
        () => q(el, `[data-testid="toast-root"][data-type="${type}"]:not([style*="opacity: 0"])`),
        2000,
        type,
      );
      seen.push([
        t.getAttribute('role')!,
        getComputedStyle(t).backgroundColor,
        t.querySelector('svg')!.getAttribute('data-icon')!,
        t.querySelector('p')!.textContent!,
      ]);
    }
    expect(seen).to.deep.equal([
      ['alert', 'rgb(198, 40, 40)', 'error', 'A error message'],
      ['alert', 'rgb(230, 81, 0)', 'warning', 'A warn message'],
      ['status', 'rgb(46, 125, 50)', 'check_circle', 'A success message'],
      ['status', 'rgb(50, 58, 69)', 'info', 'A info message'],
    ]);
  });

  it('a message identical in message and type to the one showing is skipped; another target does not reach this host', async () => {
    const el = await mount(true);
    show!({ message: 'Saved', type: 'info' });
    const first = await until(() => toastOf(el), 2000, 'toast');
    show!({ message: 'Saved', type: 'info' });
    await sleep(50);
    expect(toastOf(el)).to.equal(first);
    show!({ message: 'Elsewhere', type: 'info', target: 'nowhere' });
    await sleep(50);
    expect(toastOf(el)!.textContent).to.contain('Saved');
  });

  it('panel mode on wide screens when the target is not root; it closes after duration plus 500 ms; hide closes a target', async () => {
    const el = await mount(true);
    show!({ message: 'Saved details', type: 'success', target: 'details', duration: 300 });
    const panel = await until(() => toastOf(el, 'details'), 2000, 'panel');
    expect(panel.getAttribute('data-mode')).to.equal('panel');
    await sleep(150); // the 100 ms entry animation scales the box
    const area = (await $(el, '[data-testid="details-area"]')).getBoundingClientRect();
    expect(Math.round(panel.getBoundingClientRect().width)).to.equal(Math.round(area.width - 16));
    const t0 = performance.now();
    await until(() => !toastOf(el, 'details'), 3000, 'panel closed');
    expect(performance.now() - t0).to.be.greaterThan(700);
    show!({ message: 'Pinned', type: 'error', target: 'details' });
    await until(() => toastOf(el, 'details'));
    hide('details');
    await until(() => !toastOf(el, 'details'), 2000, 'hidden');
  });

  it('snackbar at the requested position (default left/top); at the bottom on small screens', async () => {
    const el = await mount(true);
    show!({ message: 'Top left', type: 'info' });
    const t = await until(() => toastOf(el), 2000, 'snackbar');
    expect([t.getAttribute('data-mode'), t.getAttribute('data-vertical')]).to.deep.equal(['snackbar', 'top']);
    unmountAll();
    await setViewport({ width: 500, height: 700 });
    const small = await mount();
    show!({ message: 'Small', type: 'info', target: 'details' });
    const s = await until(() => toastOf(small, 'details'), 2000, 'small');
    expect([s.getAttribute('data-mode'), s.getAttribute('data-vertical')]).to.deep.equal(['snackbar', 'bottom']);
    await sleep(150);
    const area = (await $(small, '[data-testid="details-area"]')).getBoundingClientRect();
    expect(Math.round(area.bottom - s.getBoundingClientRect().bottom)).to.equal(8);
  });
});
