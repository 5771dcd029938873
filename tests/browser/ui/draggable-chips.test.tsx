/// <reference types="mocha" />
/** Draggable chips: chips of a chip list reorder by drag and drop and by keyboard. */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { ChipList } from '../../../src/ui/chip-list/chip-list';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

let last: string[] = [];
function Probe({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <ChipList<string>
      label="Data keys"
      items={items}
      onChange={(next) => {
        last = next;
        setItems(next);
      }}
      getKey={(s) => s}
      getLabel={(s) => s}
      fromText={(s) => s}
      draggable
    />
  );
}

const chips = (el: HTMLElement) => qa(el, '[data-chip] > span').map((s) => s.textContent);
const centre = (e: Element) => {
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};

describe('Draggable chips', () => {
  afterEach(unmountAll);

  it('draggable chips: dragging a chip with the mouse onto another moves it there', async () => {
    const el = await mountUi(<Probe initial={['temperature', 'humidity', 'pressure']} />);
    const all = qa(el, '[data-chip]');
    expect(all.every((c) => c.getAttribute('draggable') === 'true')).to.equal(true);
    const [x0, y0] = centre(all[0]!);
    const [x2, y2] = centre(all[2]!);
    await sendMouse({ type: 'move', position: [x0 - 20, y0] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x0, y0] });
    await sendMouse({ type: 'move', position: [x2, y2] });
    await sendMouse({ type: 'move', position: [x2 + 2, y2] });
    await sendMouse({ type: 'up' });
    await until(() => chips(el)[2] === 'temperature', 2000, 'dropped');
    expect(chips(el)).to.deep.equal(['humidity', 'pressure', 'temperature']);
    expect(last).to.deep.equal(['humidity', 'pressure', 'temperature']);
  });

  it('reorder by keyboard: Alt+Right / Alt+Left on a chip move it and keep focus on it, announced politely', async () => {
    const el = await mountUi(<Probe initial={['a', 'b', 'c']} />);
    (await $(el, 'button[aria-label="Remove a"]')).focus();
    expect(q(el, 'button[aria-label="Remove a"]')!.getAttribute('aria-keyshortcuts')).to.equal(
      'Alt+ArrowLeft Alt+ArrowRight',
    );
    await press('Alt+ArrowRight');
    await press('Alt+ArrowRight');
    expect(chips(el)).to.deep.equal(['b', 'c', 'a']);
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Remove a');
    await until(() => q(el, '[data-chip-live]')!.textContent === 'a moved to position 3 of 3');
    await press('Alt+ArrowRight'); // already last: nothing moves
    await press('Alt+ArrowLeft');
    expect(chips(el)).to.deep.equal(['b', 'a', 'c']);
  });
});
