/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { EditJsonDialog } from '../../../src/ui/edit-json-dialog/edit-json-dialog';
import { JsonObjectEditor } from '../../../src/ui/json-object-editor/json-object-editor';
import { $, mountUi, q, unmountAll, until } from './harness';

let emitted: unknown[] = [];
let closed: unknown[] = [];

function EditorProbe({ initial, required }: { initial: object | null; required?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <JsonObjectEditor
      label="Attributes"
      value={value}
      required={required}
      onChange={(v) => {
        emitted.push(v);
        setValue(v);
      }}
    />
  );
}

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

const docText = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.cm-line')].map((l) => l.textContent).join('\n');

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

describe('JsonObjectEditor and EditJsonDialog', () => {
  beforeEach(() => {
    emitted = [];
    closed = [];
  });
  afterEach(unmountAll);

  it('shows the object with indent 2', async () => {
    const el = await mountUi(<EditorProbe initial={{ a: { b: 1 } }} />);
    await $(el, '.cm-content', 5000);
    const lines = [...el.shadowRoot!.querySelectorAll('.cm-line')].map((l) => l.textContent);
    expect(lines).to.deep.equal(['{', '  "a": {', '    "b": 1', '  }', '}']);
  });

  it("'Json object is required.' when empty and required; empty and not required emits null", async () => {
    const el = await mountUi(<EditorProbe initial={{ a: 1 }} required />);
    await replaceText(el, '');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('A JSON object is required.');
    unmountAll();
    const el2 = await mountUi(<EditorProbe initial={{ a: 1 }} />);
    await replaceText(el2, '');
    await until(() => emitted.at(-1) === null);
    expect(q(el2, '[role="alert"]')).to.equal(null);
  });

  it("parse failure shows 'Error: name: message'; non-object 'Value is not a valid JSON'", async () => {
    const el = await mountUi(<EditorProbe initial={{}} />);
    await replaceText(el, '{"a"');
    expect((await $(el, '[role="alert"]')).textContent).to.match(/^Error: SyntaxError: /);
    await replaceText(el, '42');
    await until(() => q(el, '[role="alert"]')?.textContent === 'The value is not a JSON object.');
    await replaceText(el, '{"b":2}');
    await until(() => JSON.stringify(emitted.at(-1)) === '{"b":2}');
  });

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
