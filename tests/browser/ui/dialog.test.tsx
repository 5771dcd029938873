/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { createElementClass } from '../../../src/host/create-element-class';
import { registerElement } from '../../../src/host/register-element';
import { Dialog } from '../../../src/ui/dialog/dialog';
import { shadow, until } from '../helpers';

function DialogProbe({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button data-testid="open" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete device?"
        dismissible={dismissible !== false}
        testId="dlg"
        actions={
          <>
            <button data-testid="cancel" onClick={() => setOpen(false)}>
              cancel
            </button>
            <button data-testid="ok">ok</button>
          </>
        }
      >
        body
      </Dialog>
    </div>
  );
}

registerElement('iot-test-dialog', createElementClass(DialogProbe, { attributes: { dismissible: 'boolean' } }));

async function mount(attrs = ''): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = `<iot-test-dialog ${attrs}></iot-test-dialog>`;
  document.body.append(host);
  const el = host.firstElementChild as HTMLElement;
  (await until(() => shadow(el).querySelector<HTMLButtonElement>('[data-testid="open"]'))).click();
  await until(() => shadow(el).querySelector('[data-testid="dlg"]'), 3000, 'dialog');
  return el;
}

describe('Dialog', () => {
  afterEach(() => document.querySelectorAll('iot-test-dialog').forEach((e) => e.parentElement!.remove()));

  it('renders inside the shadow root portal, labelled and modal', async () => {
    const el = await mount('dismissible');
    const dlg = shadow(el).querySelector('[data-testid="dlg"]')!;
    expect(dlg.closest('[data-iot-portal-root]')).to.exist;
    expect(document.body.querySelector('[data-testid="dlg"]')).to.equal(null);
    expect(dlg.getAttribute('role')).to.equal('dialog');
    const title = shadow(el).getElementById(dlg.getAttribute('aria-labelledby')!);
    expect(title?.textContent).to.equal('Delete device?');
    expect(getComputedStyle(dlg).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('traps focus and closes on Escape', async () => {
    const el = await mount('dismissible');
    await until(() => shadow(el).activeElement?.closest('[data-testid="dlg"]'), 2000, 'focus inside');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.closest('[data-testid="dlg"]')).to.exist;
    await sendKeys({ press: 'Escape' });
    await until(() => !shadow(el).querySelector('[data-testid="dlg"]'), 2000, 'closed');
  });

  it('ignores Escape when not dismissible', async () => {
    const el = await mount();
    await sendKeys({ press: 'Escape' });
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(el).querySelector('[data-testid="dlg"]')).to.exist;
    shadow(el).querySelector<HTMLButtonElement>('[data-testid="cancel"]')!.click();
    await until(() => !shadow(el).querySelector('[data-testid="dlg"]'), 2000, 'closed by button');
  });
});
