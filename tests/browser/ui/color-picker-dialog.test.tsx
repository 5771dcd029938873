/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { ColorInput } from '../../../src/ui/color-picker/color-input';
import { ColorPickerDialog } from '../../../src/ui/color-picker/color-picker-dialog';
import { $, mountUi, q, qa, typeInto, unmountAll, until } from './harness';

let closed: (string | null)[] = [];
function Probe({ initial, loading }: { initial: string | null; loading?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ColorPickerDialog
      open={open}
      value={initial}
      loading={loading}
      onClose={(c) => {
        closed.push(c);
        setOpen(false);
      }}
    />
  );
}
const select = (el: HTMLElement) => q<HTMLButtonElement>(el, '[data-testid="color-select"]')!;

describe('Colour picker dialog', () => {
  beforeEach(() => (closed = []));
  afterEach(unmountAll);

  it('Select enabled only when a colour is set and the form is changed', async () => {
    const el = await mountUi(<Probe initial="#2196f3" />);
    await $(el, '[data-testid="color-picker"]');
    expect(select(el).disabled, 'unchanged').to.equal(true);
    qa<HTMLButtonElement>(el, 'button[aria-label="#4caf50"]')[0]!.click();
    await until(() => !select(el).disabled);
    select(el).click();
    await until(() => closed.length === 1);
    expect(closed[0]).to.equal('#4caf50');
  });

  it('colour required: an invalid / empty value disables Select and shows the required text', async () => {
    const el = await mountUi(<Probe initial="#2196f3" />);
    const field = await $<HTMLInputElement>(
      el,
      '[data-testid="color-picker"] input[type="text"], [data-testid="color-picker"] input:not([type])',
    );
    field.select();
    await sendKeys({ press: 'Backspace' });
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Choose a colour.');
    expect(select(el).disabled).to.equal(true);
    await typeInto(field, 'rgba(10, 20, 30, 0.5)');
    await until(() => !select(el).disabled);
    select(el).click();
    await until(() => closed[0] === 'rgba(10, 20, 30, 0.5)');
  });

  it('Select disabled while loading; Cancel closes with null', async () => {
    const el = await mountUi(<Probe initial={null} loading />);
    await $(el, '[data-testid="color-picker"]');
    qa<HTMLButtonElement>(el, 'button[aria-label="#f44336"]')[0]!.click();
    await until(() => q(el, '[aria-pressed="true"]'));
    expect(select(el).disabled).to.equal(true);
    q<HTMLButtonElement>(el, '[data-testid="color-cancel"]')!.click();
    await until(() => closed.length === 1);
    expect(closed[0]).to.equal(null);
  });

  it('sliders are keyboard operable and change the colour', async () => {
    const el = await mountUi(<Probe initial="#ff0000" />);
    const hue = await $<HTMLInputElement>(el, 'input[data-slider="h"]');
    expect(hue.value).to.equal('0');
    hue.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => !select(el).disabled);
    expect(q<HTMLInputElement>(el, '[data-testid="color-picker"] input:not([type="range"])')!.value).to.match(
      /^#ff0[0-9a-f]00$/,
    );
  });

  it('colour field: typing sets the colour, the swatch opens the dialog, Cancel keeps the value and Select takes the pick', async () => {
    const values: (string | null)[] = [];
    function Field() {
      const [v, setV] = useState<string | null>('#ff0000');
      return (
        <ColorInput
          label="Background"
          value={v}
          onChange={(c) => {
            values.push(c);
            setV(c);
          }}
        />
      );
    }
    const el = await mountUi(<Field />);
    const input = await $<HTMLInputElement>(el, 'input');
    expect(input.value).to.equal('#ff0000');
    input.select();
    await typeInto(input, 'red');
    await until(() => values.at(-1) === 'red');
    await typeInto(input, 'x');
    await until(() => q(el, '[role="alert"]')?.textContent === 'Use #rrggbb, #rgb or rgba(r, g, b, a).');
    (await $(el, '[data-testid="color-input-open"]')).click();
    (await $(el, '[data-testid="color-cancel"]')).click();
    await until(() => !q(el, '[data-testid="color-dialog"]'));
    expect(values.at(-1)).to.equal('redx');
    (await $(el, '[data-testid="color-input-open"]')).click();
    (await $(el, 'button[aria-label="#4caf50"]')).click();
    (await until(() => (select(el).disabled ? null : select(el)))).click();
    await until(() => values.at(-1) === '#4caf50');
    expect(input.value).to.equal('#4caf50');
  });
});
