/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Checkbox } from '../../../src/ui/checkbox/checkbox';
import { Popover } from '../../../src/ui/popover/popover';
import { Tabs } from '../../../src/ui/tabs/tabs';
import { Toggle } from '../../../src/ui/toggle/toggle';
import { Tooltip } from '../../../src/ui/tooltip/tooltip';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

function Checks() {
  const [a, setA] = useState(false);
  const [b, setB] = useState(true);
  return (
    <>
      <Checkbox label="Show all" checked={a} onChange={setA} />
      <Toggle label="Realtime" checked={b} onChange={setB} />
    </>
  );
}

function TabsProbe() {
  const [tab, setTab] = useState<'REALTIME' | 'HISTORY'>('REALTIME');
  return (
    <Tabs<'REALTIME' | 'HISTORY'>
      label="Mode"
      value={tab}
      onChange={setTab}
      tabs={[
        { key: 'REALTIME', label: 'Realtime' },
        { key: 'HISTORY', label: 'History' },
      ]}
    >
      <p data-testid="panel">{tab}</p>
    </Tabs>
  );
}

function PopoverProbe() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={setAnchor} data-testid="trigger" onClick={() => setOpen(true)}>
        open
      </button>
      <Popover open={open} onOpenChange={setOpen} anchor={anchor} label="Panel" testId="pop">
        <input data-testid="inner" />
      </Popover>
    </>
  );
}

describe('Checkbox, Toggle, Tabs, Tooltip, Popover', () => {
  afterEach(unmountAll);

  it('checkbox and toggle are labelled native inputs operated with Space', async () => {
    const el = await mountUi(<Checks />);
    const box = await $<HTMLInputElement>(el, 'input[type="checkbox"]:not([role])');
    const sw = q<HTMLInputElement>(el, 'input[role="switch"]')!;
    expect(box.labels?.[0]?.textContent).to.equal('Show all');
    box.focus();
    await press('Space');
    expect(box.checked).to.equal(true);
    sw.focus();
    await press('Space');
    expect(sw.checked).to.equal(false);
    expect(sw.getAttribute('aria-checked')).to.equal('false');
  });

  it('tabs: arrow keys move selection with roving tabindex', async () => {
    const el = await mountUi(<TabsProbe />);
    const tabs = qa(el, '[role="tab"]');
    expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1]);
    (await $(el, '[role="tab"]')).focus();
    await press('ArrowRight');
    expect(q(el, '[data-testid="panel"]')!.textContent).to.equal('HISTORY');
    expect(q(el, '[role="tab"][aria-selected="true"]')!.textContent).to.equal('History');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('History');
  });

  it('tooltip shows on keyboard focus, inside the shadow root, and describes its trigger', async () => {
    const el = await mountUi(
      <Tooltip content="Copy to clipboard" delay={0}>
        <button data-testid="t">copy</button>
      </Tooltip>,
    );
    (await $(el, '[data-testid="t"]')).focus();
    const tip = await $(el, '[role="tooltip"]');
    expect(tip.textContent).to.equal('Copy to clipboard');
    expect(tip.closest('[data-iot-portal-root]')).to.exist;
    expect(q(el, '[data-testid="t"]')!.getAttribute('aria-describedby')).to.equal(tip.id);
  });

  it('popover portals into the shadow root, takes focus and closes on Escape', async () => {
    const el = await mountUi(<PopoverProbe />);
    (await $(el, '[data-testid="trigger"]')).click();
    const pop = await $(el, '[data-testid="pop"]');
    expect(pop.closest('[data-iot-portal-root]')).to.exist;
    await until(() => el.shadowRoot!.activeElement === q(el, '[data-testid="inner"]'));
    await press('Escape');
    await until(() => !q(el, '[data-testid="pop"]'));
  });
});
