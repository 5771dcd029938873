/// <reference types="mocha" />
/** Toast rendering and the promise dialogs (confirm with sanitised HTML, alert) inside a real custom element. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElementClass } from '../../../src/host/create-element-class';
import { registerElement } from '../../../src/host/register-element';
import { DialogsProvider, useDialogs } from '../../../src/ui/dialog/dialog-service';
import { ToastProvider, useToast } from '../../../src/ui/toast/toast-context';
import { ToastHost } from '../../../src/ui/toast/toast-host';
import { shadow, until } from '../helpers';

const results: unknown[] = [];

function Buttons() {
  const toast = useToast();
  const dialogs = useDialogs();
  return (
    <div>
      <button data-testid="ok-toast" onClick={() => toast.show({ message: 'Saved', type: 'success' })}>
        t
      </button>
      <button
        data-testid="err-toast"
        onClick={() => toast.show({ message: 'Broken', type: 'error', verticalPosition: 'bottom' })}
      >
        e
      </button>
      <button
        data-testid="confirm"
        onClick={() =>
          void dialogs
            .confirm({
              title: 'Delete?',
              message: '<b>Really</b><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
              okLabel: 'Yes',
              cancelLabel: 'No',
            })
            .then((r) => results.push(r))
        }
      >
        c
      </button>
    </div>
  );
}

function Probe() {
  return (
    <ToastProvider>
      <DialogsProvider>
        <div style={{ position: 'relative', height: '300px' }}>
          <Buttons />
          <ToastHost wide />
        </div>
      </DialogsProvider>
    </ToastProvider>
  );
}

registerElement('iot-test-toast-dialogs', createElementClass(Probe, { attributes: {} }));

async function mount(): Promise<ShadowRoot> {
  const el = document.createElement('iot-test-toast-dialogs');
  document.body.append(el);
  const root = shadow(el);
  await until(() => root.querySelector('[data-testid="confirm"]'), 4000, 'probe');
  return root;
}

describe('toasts and dialogs', () => {
  afterEach(() => document.querySelectorAll('iot-test-toast-dialogs').forEach((e) => e.remove()));

  it('renders a success toast as a status snackbar that closes by itself after 1000 ms', async () => {
    const root = await mount();
    root.querySelector<HTMLButtonElement>('[data-testid="ok-toast"]')!.click();
    const toast = await until(() => root.querySelector<HTMLElement>('[data-testid="toast-root"]'), 2000, 'toast');
    expect(toast.getAttribute('role')).to.equal('status');
    expect(toast.getAttribute('data-vertical')).to.equal('top');
    expect(getComputedStyle(toast).backgroundColor).to.equal('rgb(46, 125, 50)');
    const t0 = performance.now();
    await until(() => !root.querySelector('[data-testid="toast-root"]'), 3000, 'auto close');
    expect(performance.now() - t0).to.be.greaterThan(900);
  });

  it('an error toast is an alert that replaces the current one and stays until closed', async () => {
    const root = await mount();
    root.querySelector<HTMLButtonElement>('[data-testid="ok-toast"]')!.click();
    root.querySelector<HTMLButtonElement>('[data-testid="err-toast"]')!.click();
    const toast = await until(
      () => root.querySelector<HTMLElement>('[data-testid="toast-root"][data-type="error"]'),
      2000,
      'error toast',
    );
    expect(root.querySelectorAll('[data-testid="toast-root"]').length).to.equal(1);
    expect(toast.getAttribute('role')).to.equal('alert');
    await new Promise((r) => setTimeout(r, 1300));
    expect(root.querySelector('[data-testid="toast-root"]')).to.exist;
    toast.querySelector('button')!.click();
    await until(() => !root.querySelector('[data-testid="toast-root"]'), 2000, 'closed');
  });

  it('confirm shows sanitised HTML and resolves with the choice; Escape cancels', async () => {
    const root = await mount();
    root.querySelector<HTMLButtonElement>('[data-testid="confirm"]')!.click();
    const dlg = await until(() => root.querySelector<HTMLElement>('[data-testid="confirm-dialog"]'), 2000, 'dialog');
    expect(dlg.getAttribute('role')).to.equal('alertdialog');
    expect(dlg.querySelector('b')!.textContent).to.equal('Really');
    expect(dlg.querySelector('script')).to.equal(null);
    expect(dlg.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
    root.querySelector<HTMLButtonElement>('[data-testid="confirm-dialog-ok"]')!.click();
    await until(() => results.at(-1) === true, 2000, 'ok → true');
    root.querySelector<HTMLButtonElement>('[data-testid="confirm"]')!.click();
    await until(() => root.activeElement?.closest('[data-testid="confirm-dialog"]'), 2000, 'focus inside');
    await sendKeys({ press: 'Escape' });
    await until(
      () => results.at(-1) === false && !root.querySelector('[data-testid="confirm-dialog"]'),
      2000,
      'escape → false',
    );
  });
});
