/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import type { JsFuncResultType, JsFuncRun } from '../../../src/ui/js-func/js-func-check';
import { JsFuncEditor, type JsFuncEditorHandle } from '../../../src/ui/js-func/js-func-editor';
import { $, mountUi, q, qa, unmountAll, until } from './harness';

let text = '';
let handle: JsFuncEditorHandle | null = null;
let validity: boolean[] = [];
let seen: string[] = [];

/** The sandbox stand-in: answers what the test scripted, and records what it was asked to run. */
function sandbox(answer: (script: string) => JsFuncRun) {
  return async (script: string) => {
    seen.push(script);
    await new Promise((r) => setTimeout(r, 10));
    return answer(script);
  };
}

function Probe(p: {
  initial: string;
  disabled?: boolean;
  resultType?: JsFuncResultType;
  answer?: (s: string) => JsFuncRun;
  onBlur?: boolean;
}) {
  const [value, setValue] = useState(p.initial);
  return (
    <>
      <JsFuncEditor
        ref={(h) => {
          handle = h;
        }}
        functionName="Filter"
        args={['msg', 'metadata', 'msgType']}
        value={value}
        onChange={(t) => {
          text = t;
          setValue(t);
        }}
        disabled={p.disabled}
        resultType={p.resultType}
        validate={p.answer ? sandbox(p.answer) : undefined}
        validateOnBlur={p.onBlur}
        onValidityChange={(v) => validity.push(v)}
        testId="jsf"
      />
      <button data-testid="other">other</button>
    </>
  );
}

const toast = (el: HTMLElement) => q(el, '[data-testid="code-editor-error"]');

/** A fresh probe state before each test, and nothing mounted after it. */
function freshProbe(): void {
  beforeEach(() => {
    handle = null;
    text = '';
    validity = [];
    seen = [];
  });
  afterEach(unmountAll);
}

describe('JsFuncEditor (JavaScript function editor)', () => {
  freshProbe();

  it("shows the header 'function name(args) {', the editor in JavaScript mode and the closing brace line", async () => {
    const el = await mountUi(<Probe initial="return true;" />);
    expect((await $(el, '[data-testid="js-func-header"]')).textContent).to.equal(
      'function Filter(msg, metadata, msgType) {',
    );
    expect((await $(el, '[data-testid="js-func-footer"]')).textContent).to.equal('}');
    const content = await $(el, '.cm-content', 5000);
    expect(content.getAttribute('data-language')).to.equal('javascript');
    // JavaScript highlighting: the keyword gets its own token span.
    await until(() => qa(el, '.cm-content span').some((s) => s.textContent === 'return'), 3000, 'keyword token');
  });

  it('Tidy re-indents the body; it is hidden when the editor is disabled', async () => {
    const el = await mountUi(<Probe initial={'if (msg.a) {\nreturn true;\n   }\nreturn false;'} />);
    (await $(el, '[data-testid="code-editor-tidy"]')).click();
    await until(() => text === 'if (msg.a) {\n    return true;\n}\nreturn false;', 2000, 'tidied');
    unmountAll();
    const disabled = await mountUi(<Probe initial="return 1;" disabled />);
    await $(disabled, '.cm-content', 5000);
    expect(q(disabled, '[data-testid="code-editor-tidy"]')).to.equal(null);
    expect(q(disabled, '[data-testid="code-editor-fullscreen"]')).to.exist;
    expect(q(disabled, '.cm-content')!.getAttribute('contenteditable')).to.equal('false');
  });

  it('has a fullscreen toggle', async () => {
    const el = await mountUi(<Probe initial="return 1;" />);
    (await $(el, '[data-testid="code-editor-fullscreen"]')).click();
    expect(getComputedStyle(await $(el, '[data-fullscreen]')).position).to.equal('fixed');
  });
});

function errorCases() {
  it('must compile: a syntax error shows name, message, line and column as an error toast and marks the line', async () => {
    const answer = (): JsFuncRun => ({
      ok: false,
      error: { name: 'SyntaxError', message: "unexpected token in expression: ';'", lineNumber: 2, columnNumber: 13 },
    });
    const el = await mountUi(<Probe initial={'var a = 1;\nreturn a +;'} answer={answer} />);
    await $(el, '.cm-content', 5000);
    await until(() => handle, 2000, 'handle');
    expect(await handle!.validate()).to.equal(false);
    const box = await $(el, '[data-testid="code-editor-error"]');
    expect(box.textContent).to.equal(
      "SyntaxError: unexpected token in expression: ';'\nLine 2, column 13 of the function body.",
    );
    expect(box.getAttribute('role')).to.equal('alert');
    const marked = await $(el, '.cm-error-line');
    expect(marked.textContent).to.equal('return a +;');
    expect(validity).to.deep.equal([false]);
    expect(seen).to.deep.equal(['var a = 1;\nreturn a +;']);
  });

  it('runtime errors show name, message, line and column; the next edit clears the toast and the line marker', async () => {
    const answer = (): JsFuncRun => ({
      ok: false,
      error: { name: 'TypeError', message: "cannot read property 'c' of undefined", lineNumber: 1, columnNumber: 11 },
    });
    const el = await mountUi(<Probe initial="return msg.b.c;" answer={answer} />);
    const content = await $(el, '.cm-content', 5000);
    await until(() => handle, 2000, 'handle');
    await handle!.validate();
    await until(() => toast(el), 2000, 'toast');
    expect(toast(el)!.textContent).to.contain("TypeError: cannot read property 'c' of undefined");
    expect(toast(el)!.textContent).to.contain('Line 1, column 11');
    await $(el, '.cm-error-line');
    content.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' ' });
    await until(() => !toast(el) && !q(el, '.cm-error-line'), 2000, 'cleared marks');
    expect(validity).to.deep.equal([false, true]);
  });
}

function returnCases() {
  it("'any' means a value must be returned: js-func.no-return-error", async () => {
    const el = await mountUi(<Probe initial="var x = 1;" answer={() => ({ ok: true, returned: false })} />);
    await until(() => handle, 2000, 'handle');
    expect(await handle!.validate()).to.equal(false);
    expect((await $(el, '[data-testid="code-editor-error"]')).textContent).to.equal(
      'The function must return a value.',
    );
    expect(q(el, '.cm-error-line')).to.equal(null);
  });

  it('checks the return type: js-func.return-type-mismatch names the type', async () => {
    const el = await mountUi(
      <Probe
        initial="return 'yes';"
        resultType="boolean"
        answer={() => ({ ok: true, returned: true, value: 'yes' })}
      />,
    );
    await until(() => handle, 2000, 'handle');
    expect(await handle!.validate()).to.equal(false);
    expect((await $(el, '[data-testid="code-editor-error"]')).textContent).to.equal(
      "The function must return a value of type 'boolean'.",
    );
  });

  it('a function returning the expected type is valid; null counts as a returned value for any', async () => {
    const el = await mountUi(
      <Probe
        initial="return msg.t > 20;"
        resultType="boolean"
        answer={() => ({ ok: true, returned: true, value: false })}
      />,
    );
    await until(() => handle, 2000, 'handle');
    expect(await handle!.validate()).to.equal(true);
    expect(toast(el)).to.equal(null);
    unmountAll();
    await mountUi(<Probe initial="return null;" answer={() => ({ ok: true, returned: true, value: null })} />);
    await until(() => handle, 2000, 'handle');
    expect(await handle!.validate()).to.equal(true);
  });

  it('optionally validates when focus leaves; an answer for older text is dropped after an edit', async () => {
    let calls = 0;
    const el = await mountUi(
      <Probe
        initial="return 1;"
        onBlur
        answer={() => {
          calls += 1;
          return { ok: false, error: { name: 'Error', message: 'boom' } };
        }}
      />,
    );
    const content = await $(el, '.cm-content', 5000);
    content.focus();
    q<HTMLButtonElement>(el, '[data-testid="other"]')!.focus();
    await until(() => toast(el), 2000, 'blur validation');
    expect(calls).to.equal(1);
    content.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    await until(() => !toast(el), 2000, 'cleared on edit');
  });
}

describe('JsFuncEditor validation', () => {
  freshProbe();

  describe('compile and runtime errors', errorCases);
  describe('return values and validation on blur', returnCases);
});
