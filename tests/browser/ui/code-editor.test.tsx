/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '../../../src/ui/code-editor/code-editor';
import { $, mountUi, q, unmountAll, until } from './harness';

let text = '';
let validity: boolean[] = [];
let submit: (() => boolean) | null = null;
function Probe({ initial, onChangeValidate }: { initial: string; onChangeValidate?: boolean }) {
  const [value, setValue] = useState(initial);
  const ref = useRef<CodeEditorHandle>(null);
  submit = () => ref.current!.validate();
  return (
    <>
      <CodeEditor
        ref={ref}
        label="Payload"
        value={value}
        onChange={(t) => {
          text = t;
          setValue(t);
        }}
        validate
        validateOnChange={onChangeValidate}
        onValidityChange={(v) => validity.push(v)}
      />
      <button data-testid="other">other</button>
    </>
  );
}

async function content(el: HTMLElement) {
  return $(el, '.cm-content', 5000);
}

describe('CodeEditor (JSON/text, CodeMirror)', () => {
  beforeEach(() => {
    validity = [];
    text = '';
  });
  afterEach(unmountAll);

  it('mounts CodeMirror inside the shadow root (styles adopted there), labelled, and takes real typing', async () => {
    const el = await mountUi(<Probe initial={'{"a":1}'} />);
    const cm = await content(el);
    expect(getComputedStyle(q(el, '.cm-editor')!).display).to.equal('flex');
    expect(cm.getAttribute('aria-label')).to.equal('Payload');
    cm.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' ' });
    await until(() => text === '{"a":1} ', 2000, 'typed text');
  });

  it('Tidy indents 4 and keeps short arrays inline within 60 columns; Minify compacts', async () => {
    const el = await mountUi(<Probe initial={'{"a":1,"b":[1,2,3]}'} />);
    await content(el);
    (await $(el, '[data-testid="code-editor-tidy"]')).click();
    await until(() => text === '{\n    "a": 1,\n    "b": [1, 2, 3]\n}');
    (await $(el, '[data-testid="code-editor-minify"]')).click();
    await until(() => text === '{"a":1,"b":[1,2,3]}');
  });

  it("validates on blur: invalid JSON shows 'Error: name: message' as a bottom-left toast", async () => {
    const el = await mountUi(<Probe initial={'{"a":'} />);
    (await content(el)).focus();
    q<HTMLButtonElement>(el, '[data-testid="other"]')!.focus();
    const toast = await $(el, '[data-testid="code-editor-error"]');
    expect(toast.textContent).to.match(/^Error: SyntaxError: /);
    expect(toast.getAttribute('role')).to.equal('alert');
    const area = toast.parentElement!.getBoundingClientRect();
    const box = toast.getBoundingClientRect();
    expect(box.left - area.left).to.be.lessThan(20);
    expect(area.bottom - box.bottom).to.be.lessThan(20);
    expect(validity).to.deep.equal([false]);
  });

  it('validates on submit through the handle', async () => {
    const el = await mountUi(<Probe initial={'[1,'} />);
    await content(el);
    expect(submit!()).to.equal(false);
    await $(el, '[data-testid="code-editor-error"]');
  });

  it('optionally validates on change', async () => {
    const el = await mountUi(<Probe initial={'{}'} onChangeValidate />);
    const cm = await content(el);
    cm.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    await $(el, '[data-testid="code-editor-error"]');
    await sendKeys({ press: 'Backspace' });
    await until(() => !q(el, '[data-testid="code-editor-error"]'));
    expect(validity.at(-1)).to.equal(true);
  });

  it('fullscreen toggle covers the viewport and back', async () => {
    const el = await mountUi(<Probe initial="{}" />);
    const btn = await $(el, '[data-testid="code-editor-fullscreen"]');
    btn.click();
    const frame = await $(el, '[data-fullscreen]');
    expect(getComputedStyle(frame).position).to.equal('fixed');
    expect(btn.getAttribute('aria-pressed')).to.equal('true');
    btn.click();
    await until(() => !q(el, '[data-fullscreen]'));
  });

  it('syntax colours follow the theme: readable on the dark surface', async () => {
    const colourOf = async (el: HTMLElement) => {
      const cm = await content(el);
      const num = await until(
        () => [...cm.querySelectorAll('span')].find((x) => x.textContent === '21'),
        3000,
        'number token',
      );
      return getComputedStyle(num).color;
    };
    const light = await colourOf(await mountUi(<Probe initial={'{"a": 21}'} />));
    unmountAll();
    const dark = await colourOf(await mountUi(<Probe initial={'{"a": 21}'} />, 'theme="dark"'));
    expect(light).to.equal('rgb(17, 102, 68)'); // CodeMirror's own #164
    expect(dark).to.equal('rgb(245, 169, 127)'); // --iot-code-number of the dark theme
  });
});
