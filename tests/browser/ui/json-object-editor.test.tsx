/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { JsonObjectEditor } from '../../../src/ui/json-object-editor/json-object-editor';
import { $, mountUi, q, unmountAll, until } from './harness';

let emitted: unknown[] = [];

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

describe('JsonObjectEditor', () => {
  beforeEach(() => {
    emitted = [];
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
});
