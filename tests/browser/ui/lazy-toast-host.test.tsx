/// <reference types="mocha" />
/** The toast host that loads with the first toast: nothing rendered before, then the first toast and later ones. */
import { expect } from '@open-wc/testing';
import { useEffect } from 'react';
import { ToastProvider, useToast } from '../../../src/ui/toast/toast-context';
import { LazyToastHost } from '../../../src/ui/toast/lazy-toast-host';
import type { ToastRequest } from '../../../src/ui/toast/toast-store';
import { mountUi, q, unmountAll, until } from './harness';

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

function Probe() {
  return (
    <ToastProvider>
      <Wire />
      <div style={{ position: 'relative', height: '240px' }} data-testid="root-area">
        <LazyToastHost />
      </div>
    </ToastProvider>
  );
}

describe('LazyToastHost', () => {
  afterEach(() => {
    unmountAll();
    show = null;
  });

  it('renders nothing until the first toast, shows that toast once loaded, then the next ones', async () => {
    const el = await mountUi(<Probe />);
    const toast = await until(() => show, 5000, 'toast wired');
    expect(q(el, '[data-testid="root-area"]')!.children.length).to.equal(0);
    toast({ message: 'First', type: 'error', duration: 10_000 });
    const first = await until(() => q(el, '[data-testid="toast-root"]'), 5000, 'first toast');
    expect(first.textContent).to.contain('First');
    hide();
    await until(() => !q(el, '[data-testid="toast-root"]'), 5000, 'first toast hidden');
    toast({ message: 'Second', type: 'info', duration: 10_000 });
    const second = await until(() => q(el, '[data-testid="toast-root"]'), 5000, 'second toast');
    expect(second.textContent).to.contain('Second');
  });
});
