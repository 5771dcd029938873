/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import type { ScriptTestInput, ScriptTestResult } from '../../../src/ui/script-test/script-test-model';
import { ScriptTestDialog } from '../../../src/ui/script-test/script-test-dialog';
import { $, mountUi, q, unmountAll, until } from './harness';

let calls: ScriptTestInput[] = [];
let closed: (string | null)[] = [];
let answer: (input: ScriptTestInput) => ScriptTestResult = () => ({ output: '', error: '' });

function Probe({ metadata }: { metadata?: Record<string, string> }) {
  const [open, setOpen] = useState(true);
  return (
    <ScriptTestDialog
      open={open}
      functionName="Transform"
      args={['msg', 'metadata', 'msgType']}
      script="return {msg: msg, metadata: metadata, msgType: msgType};"
      msg={{ temperature: 25 }}
      metadata={metadata ?? { deviceName: 'D1' }}
      msgType="POST_TELEMETRY_REQUEST"
      test={async (input) => {
        calls.push(input);
        await new Promise((r) => setTimeout(r, 10));
        return answer(input);
      }}
      onClose={(s) => {
        closed.push(s);
        setOpen(false);
      }}
    />
  );
}

const click = async (el: HTMLElement, id: string) => (await $(el, `[data-testid="${id}"]`)).click();
const dialog = (el: HTMLElement) => q(el, '[data-testid="script-test-dialog"]');
const outputText = (el: HTMLElement) =>
  q(el, '[data-testid="script-test-output-editor"] .cm-content')?.textContent ?? '';

async function mount(metadata?: Record<string, string>) {
  const el = await mountUi(<Probe metadata={metadata} />);
  await $(el, '[data-testid="script-test-editor"] .cm-content', 5000);
  return el;
}

/** No calls, no closes and an echoing server before each test; nothing mounted after it. */
function freshServer(): void {
  beforeEach(() => {
    calls = [];
    closed = [];
    answer = (input) => ({
      output: JSON.stringify({ msg: JSON.parse(input.msg), metadata: input.metadata, msgType: input.msgType }),
      error: '',
    });
  });
  afterEach(unmountAll);
}

describe('ScriptTestDialog', () => {
  freshServer();

  it('four resizable panes: message and metadata on top (35 %), script and output below (65 %), 50/50 each', async () => {
    const el = await mount();
    const rect = (id: string) => q(el, `[data-testid="${id}"]`)!.getBoundingClientRect();
    const rows = q(el, '[data-testid="script-test-rows"]')!;
    const [top, bottom] = [...rows.querySelectorAll(':scope > [data-pane]')].map((p) => p.getBoundingClientRect());
    const total = rows.getBoundingClientRect().height;
    expect(top!.height / total).to.be.closeTo(0.35, 0.02);
    expect(bottom!.height / total).to.be.closeTo(0.65, 0.02);
    expect(rect('script-test-message').width / rect('script-test-top').width).to.be.closeTo(0.5, 0.03);
    expect(rect('script-test-metadata').left).to.be.greaterThan(rect('script-test-message').right);
    expect(rect('script-test-output').left).to.be.greaterThan(rect('script-test-editor').right);
    expect(rect('script-test-editor').top).to.be.greaterThan(rect('script-test-message').bottom - 1);
    // Keyboard-resizable: the separator moves by 2 % per arrow key.
    const gutter = rows.querySelector<HTMLElement>(':scope > [role="separator"]')!;
    expect(gutter.getAttribute('aria-valuenow')).to.equal('35');
    gutter.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => gutter.getAttribute('aria-valuenow') === '39', 2000, 'moved separator');
  });

  it('Test runs the script on the server with message type, body and metadata; success pretty-prints (indent 4)', async () => {
    const el = await mount();
    await click(el, 'script-test-run');
    await until(() => outputText(el).includes('"temperature": 25'), 3000, 'output');
    expect(calls).to.have.length(1);
    expect(calls[0]).to.deep.equal({
      script: 'return {msg: msg, metadata: metadata, msgType: msgType};',
      msg: '{\n    "temperature": 25\n}',
      metadata: { deviceName: 'D1' },
      msgType: 'POST_TELEMETRY_REQUEST',
    });
    const lines = [...q(el, '[data-testid="script-test-output-editor"] .cm-content')!.querySelectorAll('.cm-line')].map(
      (l) => l.textContent,
    );
    expect(lines.slice(0, 3)).to.deep.equal(['{', '    "msg": {', '        "temperature": 25']);
    expect(closed).to.deep.equal([]);
  });

  it('an error response shows an error notification and leaves the output as it was', async () => {
    answer = () => ({ output: '', error: "ReferenceError: 'nope' is not defined (line 1, column 8)" });
    const el = await mount();
    await click(el, 'script-test-run');
    const note = await $(el, '[data-testid="toast-script-test"]');
    expect(note.getAttribute('data-type')).to.equal('error');
    expect(note.textContent).to.contain("ReferenceError: 'nope' is not defined");
    expect(dialog(el)!.contains(note)).to.equal(true);
    expect(outputText(el)).to.equal('');
  });

  it('Save re-runs the test and on success closes returning the (edited) script', async () => {
    const el = await mount();
    const content = await $(el, '[data-testid="script-test-editor"] .cm-content');
    content.focus();
    await sendKeys({ press: 'ControlOrMeta+End' });
    await sendKeys({ type: ' // ok' });
    // As a user does: focus leaves the editor for Save (CodeMirror takes in typed DOM text at the latest on blur),
    // then Enter presses it. A synthetic click() without the focus change could race CodeMirror's DOM observer.
    (await $(el, '[data-testid="script-test-save"]')).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => closed.length === 1, 3000, 'closed');
    expect(calls).to.have.length(1);
    expect(closed[0]).to.equal('return {msg: msg, metadata: metadata, msgType: msgType}; // ok');
    await until(() => !dialog(el), 2000, 'dialog gone');
  });

  it('Save with an error answer keeps the dialog open', async () => {
    answer = () => ({ output: '', error: 'SyntaxError: bad' });
    const el = await mount();
    await click(el, 'script-test-save');
    await $(el, '[data-testid="toast-script-test"]');
    expect(closed).to.deep.equal([]);
    expect(dialog(el)).to.exist;
  });
});

describe('ScriptTestDialog: closing and input checks', () => {
  freshServer();

  it('Cancel returns null; Escape too', async () => {
    const el = await mount();
    await click(el, 'script-test-cancel');
    expect(closed).to.deep.equal([null]);
    unmountAll();
    const el2 = await mount();
    q<HTMLElement>(el2, '[data-testid="script-test-cancel"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => closed.length === 2, 2000, 'escape closes');
    expect(closed[1]).to.equal(null);
  });

  it('closes (null) on any navigation start: an element navigation (iot-navigate) or the page history', async () => {
    const el = await mount();
    el.dispatchEvent(
      new CustomEvent('iot-navigate', {
        detail: { path: '/devices' },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await until(() => closed.length === 1, 2000, 'closed by iot-navigate');
    expect(closed[0]).to.equal(null);
    unmountAll();
    await mount();
    history.pushState(null, '', location.pathname + location.search + '#script-test');
    await until(() => closed.length === 2, 2000, 'closed by pushState');
    // Wait for the way back, or its popstate would close the next test's dialog.
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await back;
  });

  it('message type required (rulenode.message-type-required): no test is run', async () => {
    const el = await mount();
    const input = await $<HTMLInputElement>(el, '[data-testid="script-test-msg-type"] input');
    const clear = q<HTMLButtonElement>(el, '[data-testid="script-test-msg-type"] [data-testid="autocomplete-clear"]');
    clear!.click();
    await until(() => input.value === '', 2000, 'cleared type');
    await click(el, 'script-test-run');
    await until(
      () => q(el, '[data-testid="script-test-message"]')!.textContent!.includes('Enter a message type.'),
      2000,
      'required message',
    );
    expect(calls).to.have.length(0);
  });

  it('metadata required: an empty map blocks the test with an error', async () => {
    const el = await mount({});
    await click(el, 'script-test-run');
    await until(
      () => q(el, '[data-testid="script-test-metadata"]')!.textContent!.includes('Add at least one metadata entry.'),
      2000,
      'metadata error',
    );
    expect(calls).to.have.length(0);
  });

  it('message body must be valid JSON: the editor shows the parse error and no test is run', async () => {
    const el = await mount();
    const body = await $(el, '[data-testid="script-test-msg-body"] .cm-content');
    body.focus();
    await sendKeys({ press: 'ControlOrMeta+End' });
    await sendKeys({ type: ',' });
    await $(el, '[data-testid="script-test-msg-body"] [data-testid="code-editor-error"]');
    await click(el, 'script-test-run');
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).to.have.length(0);
  });
});
