/// <reference types="mocha" />
/**
 * Material icon picker dialog (title 'select icon', a 'show all' toggle, cancel, icon grid, progress
 * indicators; loading delay 100 ms for all icons, 50 ms for the common ones), and the icon field built on it.
 */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { IconInput } from '../../../src/ui/icon-picker/icon-input';
import { COMMON_ICONS, IconPickerDialog } from '../../../src/ui/icon-picker/icon-picker-dialog';
import { $, mountUi, q, qa, unmountAll, until } from './harness';

let closed: (string | null)[] = [];
function Probe({ initial = 'home' }: { initial?: string | null }) {
  const [open, setOpen] = useState(true);
  return (
    <IconPickerDialog
      open={open}
      value={initial}
      onClose={(icon) => {
        closed.push(icon);
        setOpen(false);
      }}
    />
  );
}

/** Time from now until the grid replaces the progress bar. */
async function gridDelay(el: HTMLElement, since: number): Promise<number> {
  await until(() => q(el, '[data-testid="icon-grid"]'), 2000, 'icon grid');
  return performance.now() - since;
}

describe('Icon picker dialog', () => {
  beforeEach(() => {
    closed = [];
  });
  afterEach(unmountAll);

  it("title 'select icon', a 'show all' toggle, cancel, icon grid", async () => {
    const el = await mountUi(<Probe />);
    const dialog = await $(el, '[data-testid="icon-dialog"]');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Select icon');
    expect(dialog.querySelector('input[role="switch"]')!.closest('label')!.textContent).to.equal('Show all icons');
    expect(q(el, '[data-testid="icon-cancel"]')!.textContent).to.equal('Cancel');
    await until(() => q(el, '[data-testid="icon-grid"]'));
    expect(qa(el, '[data-testid="icon-grid"] button').length).to.equal(COMMON_ICONS.length);
    expect(q(el, '[data-testid="icon-grid"] button[aria-pressed="true"]')!.getAttribute('aria-label')).to.equal('home');
  });

  it('progress indicators: 50 ms loading delay for the common icons, 100 ms for all icons', async () => {
    const t0 = performance.now();
    const el = await mountUi(<Probe />);
    expect(q(el, '[role="progressbar"]')).to.exist;
    expect(await gridDelay(el, t0)).to.be.at.least(50);
    const toggle = q<HTMLInputElement>(el, 'input[role="switch"]')!;
    const t1 = performance.now();
    toggle.click();
    await until(() => q(el, '[role="progressbar"]'), 1000, 'progress while loading all');
    expect(await gridDelay(el, t1)).to.be.at.least(100);
    expect(qa(el, '[data-testid="icon-grid"] button').length).to.be.greaterThan(COMMON_ICONS.length + 20);
  });

  it('inline SVG icons: no icon font or stylesheet is fetched', async () => {
    const before = performance.getEntriesByType('resource').length;
    const el = await mountUi(<Probe />);
    q<HTMLInputElement>(el, 'input[role="switch"]')!.click();
    await until(() => qa(el, '[data-testid="icon-grid"] button').length > COMMON_ICONS.length);
    expect(qa(el, '[data-testid="icon-grid"] button svg path').length).to.equal(
      qa(el, '[data-testid="icon-grid"] button').length,
    );
    const fetched = performance
      .getEntriesByType('resource')
      .slice(before)
      .map((e) => e.name);
    expect(fetched.filter((n) => /font|\.woff2?|\.ttf|\.css|googleapis/i.test(n))).to.deep.equal([]);
    expect([...document.fonts].map((f) => f.family)).to.not.include('Material Icons');
  });

  it('picking an icon closes with its name; Cancel closes with null', async () => {
    const el = await mountUi(<Probe />);
    await until(() => q(el, '[data-testid="icon-grid"]'));
    q<HTMLButtonElement>(el, 'button[aria-label="thermostat"]')!.click();
    await until(() => closed.length === 1);
    expect(closed).to.deep.equal(['thermostat']);
    unmountAll();
    const again = await mountUi(<Probe />);
    (await $(again, '[data-testid="icon-cancel"]')).click();
    await until(() => closed.length === 2);
    expect(closed[1]).to.equal(null);
  });

  it('icon field: shows the icon, opens the picker and takes the pick; Cancel keeps the value', async () => {
    let value: string | null = 'home';
    function Field() {
      const [v, setV] = useState<string | null>('home');
      return (
        <IconInput
          label="Icon"
          value={v}
          onChange={(x) => {
            value = x;
            setV(x);
          }}
        />
      );
    }
    const el = await mountUi(<Field />);
    expect(q(el, '[data-testid="icon-input-open"] path')).to.exist;
    (await $(el, '[data-testid="icon-input-open"]')).click();
    (await $(el, '[data-testid="icon-cancel"]')).click();
    await until(() => !q(el, '[data-testid="icon-dialog"]'));
    expect(value).to.equal('home');
    (await $(el, '[data-testid="icon-input-open"]')).click();
    (await $(el, 'button[aria-label="bolt"]')).click();
    await until(() => value === 'bolt');
    expect(q<HTMLInputElement>(el, 'input')!.value).to.equal('bolt');
  });
});
