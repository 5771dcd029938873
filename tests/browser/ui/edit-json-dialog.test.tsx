/// <reference types="mocha" />
/** Edit JSON dialog (default title 'Edit JSON', required JSON object editor 'JSON value', Cancel and Save). */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { EditJsonDialog } from '../../../src/ui/edit-json-dialog/edit-json-dialog';
import { $, mountUi, q, unmountAll, until } from './harness';

let closed: unknown[] = [];

function DialogProbe({ loading }: { loading?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <EditJsonDialog
      open={open}
      value={{ a: 1 }}
      loading={loading}
      onClose={(r) => {
        closed.push(r);
        setOpen(false);
      }}
    />
  );
}

const docText = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('.cm-line')].map((l) => l.textContent).join('\n');

/** Select all, clear, type: each step waits until CodeMirror's document shows it, so keys never race. */
async function replaceText(el: HTMLElement, text: string) {
  const cm = await $(el, '.cm-content', 5000);
  cm.focus();
  await sendKeys({ press: 'ControlOrMeta+a' });
  await sendKeys({ press: 'Backspace' });
  await until(() => docText(el) === '', 2000, 'empty document');
  if (text) await sendKeys({ type: text });
  await until(() => docText(el) === text, 2000, `document "${text}" (has "${docText(el)}")`);
}

describe('EditJsonDialog', () => {
  beforeEach(() => {
    closed = [];
  });
  afterEach(unmountAll);

  it("Edit JSON dialog: title 'Edit JSON', field 'JSON value'; Save disabled while unchanged or invalid", async () => {
    const el = await mountUi(<DialogProbe />);
    const dlg = await $(el, '[data-testid="edit-json-dialog"]');
    expect(dlg.querySelector('h2')!.textContent).to.equal('Edit JSON');
    expect(dlg.textContent).to.contain('JSON value');
    const save = await $<HTMLButtonElement>(el, '[data-testid="edit-json-save"]');
    expect(save.disabled, 'unchanged').to.equal(true);
    await replaceText(el, '{"a":');
    await until(() => q(el, '[role="alert"]'));
    expect(save.disabled, 'invalid').to.equal(true);
    await replaceText(el, '{"a":2}');
    await until(() => !save.disabled, 2000, 'save enabled');
    save.click();
    await until(() => closed.length === 1);
    expect(closed[0]).to.deep.equal({ a: 2 });
  });

  it('Edit JSON dialog: Save disabled while loading; Cancel closes with null', async () => {
    const el = await mountUi(<DialogProbe loading />);
    await replaceText(el, '{"a":3}');
    const save = await $<HTMLButtonElement>(el, '[data-testid="edit-json-save"]');
    expect(save.disabled).to.equal(true);
    q<HTMLButtonElement>(el, '[data-testid="edit-json-cancel"]')!.click();
    await until(() => closed.length === 1);
    expect(closed[0]).to.equal(null);
  });
});
