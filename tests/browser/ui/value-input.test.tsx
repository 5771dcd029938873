/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ValueInput } from '../../../src/ui/value-input/value-input';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let out: unknown[] = [];
const probe = (value: unknown, required = true) => (
  <ValueInput value={value} required={required} onChange={(v) => out.push(v)} />
);
const typeShown = (el: HTMLElement) => q(el, '[role="combobox"]')!.textContent;

async function chooseType(el: HTMLElement, label: string) {
  (await $(el, '[role="combobox"]')).click();
  await $(el, '[role="listbox"]');
  qa(el, '[role="option"]')
    .find((o) => o.textContent === label)!
    .click();
  await until(() => !q(el, '[role="listbox"]'));
}

describe('ValueInput', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('type inferred on load: boolean, then integer (no decimal point), then double, then JSON for objects, else string', async () => {
    const cases: [unknown, string][] = [
      [true, 'Boolean'],
      [42, 'Integer'],
      [4.5, 'Double'],
      [{ a: 1 }, 'JSON'],
      ['x', 'String'],
    ];
    for (const [value, label] of cases) {
      const el = await mountUi(probe(value));
      await until(() => typeShown(el) === label, 2000, label);
      unmountAll();
    }
  });

  it('integer: optional minus then digits, else value.invalid-integer-value and null is emitted', async () => {
    const el = await mountUi(probe(1));
    const input = await $<HTMLInputElement>(el, 'input');
    input.select();
    await sendKeys({ type: '-12' });
    expect(out.at(-1)).to.equal(-12);
    await sendKeys({ type: '.5' });
    expect(out.at(-1)).to.equal(null);
    expect((await $(el, '[role="alert"]')).textContent).to.equal(
      'Enter a whole number, optionally with a leading minus.',
    );
  });

  it('required keys per type: value.string-value-required when emptied', async () => {
    const el = await mountUi(probe('abc'));
    const input = await $<HTMLInputElement>(el, 'input');
    input.select();
    await press('Backspace');
    expect(out.at(-1)).to.equal(null);
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Enter a string value.');
  });

  it('JSON must be valid (value.json-value-invalid); invalid is reported as null', async () => {
    const el = await mountUi(probe({ a: 1 }));
    const input = await $<HTMLInputElement>(el, 'input');
    input.focus();
    await press('End');
    await sendKeys({ type: ',' });
    expect(out.at(-1)).to.equal(null);
    expect((await $(el, '[role="alert"]')).textContent).to.equal('This is not valid JSON.');
  });

  it('resets to false for boolean, {} for JSON, empty otherwise when its type changes', async () => {
    const el = await mountUi(probe('abc'));
    await chooseType(el, 'Boolean');
    expect(out.at(-1)).to.equal(false);
    expect(q<HTMLInputElement>(el, 'input[role="switch"]')!.checked).to.equal(false);
    await chooseType(el, 'JSON');
    expect(out.at(-1)).to.deep.equal({});
    expect(q<HTMLInputElement>(el, 'input:not([role])')!.value).to.equal('{}');
    await chooseType(el, 'Double');
    expect(out.at(-1)).to.equal(null);
    expect(q<HTMLInputElement>(el, 'input:not([role])')!.value).to.equal('');
  });

  it('booleans are always emitted (never null)', async () => {
    const el = await mountUi(probe(false));
    const sw = await $<HTMLInputElement>(el, 'input[role="switch"]');
    sw.focus();
    await press('Space');
    expect(out.at(-1)).to.equal(true);
  });

  it('double accepts decimals', async () => {
    const el = await mountUi(probe(1.5));
    await typeInto(await $(el, 'input'), '5');
    expect(out.at(-1)).to.equal(1.55);
  });
});
