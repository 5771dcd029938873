/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { ChipList } from '../../../src/ui/chip-list/chip-list';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let last: string[] = [];
function Probe({ initial = [] as string[], required = false, withSearch = false }) {
  const [items, setItems] = useState<string[]>(initial);
  return (
    <ChipList<string>
      label="Keys"
      items={items}
      onChange={(next) => {
        last = next;
        setItems(next);
      }}
      getKey={(s) => s}
      getLabel={(s) => s}
      fromText={(s) => s}
      search={withSearch ? async (t) => ['temperature', 'humidity'].filter((k) => k.startsWith(t)) : undefined}
      required={required}
      requiredText="At least one key is required."
      draggable
    />
  );
}

const chips = (el: HTMLElement) => qa(el, '[data-chip] > span').map((s) => s.textContent);

describe('ChipList', () => {
  afterEach(unmountAll);

  it('separators Enter, comma and semicolon end an entry; entries are trimmed', async () => {
    const el = await mountUi(<Probe />);
    const input = await $(el, 'input');
    await typeInto(input, ' a ,b;c');
    await press('Enter');
    expect(chips(el)).to.deep.equal(['a', 'b', 'c']);
    expect(last).to.deep.equal(['a', 'b', 'c']);
  });

  it('duplicates and empties are ignored', async () => {
    const el = await mountUi(<Probe initial={['a']} />);
    await typeInto(await $(el, 'input'), 'a,,  ;b,b');
    await press('Enter');
    expect(chips(el)).to.deep.equal(['a', 'b']);
  });

  it('removes a chip with its labelled remove button and Backspace drops the last', async () => {
    const el = await mountUi(<Probe initial={['a', 'b', 'c']} />);
    (await $(el, 'button[aria-label="Remove b"]')).click();
    await until(() => chips(el).length === 2);
    expect(chips(el)).to.deep.equal(['a', 'c']);
    q(el, 'input')!.focus();
    await press('Backspace');
    expect(chips(el)).to.deep.equal(['a']);
  });

  it('chips are draggable; Alt+Arrow moves a chip from the keyboard', async () => {
    const el = await mountUi(<Probe initial={['a', 'b', 'c']} />);
    expect((await $(el, '[data-chip]')).getAttribute('draggable')).to.equal('true');
    q<HTMLButtonElement>(el, 'button[aria-label="Remove a"]')!.focus();
    await press('Alt+ArrowRight');
    expect(chips(el)).to.deep.equal(['b', 'a', 'c']);
  });

  it('required: empty list shows the error once touched', async () => {
    const el = await mountUi(
      <>
        <Probe required />
        <button>next</button>
      </>,
    );
    (await $(el, 'input')).focus();
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('At least one key is required.');
  });

  it('suggestions from search() are picked with the keyboard, without already chosen ones', async () => {
    const el = await mountUi(<Probe initial={['humidity']} withSearch />);
    await typeInto(await $(el, 'input'), 't');
    await until(() => qa(el, '[role="option"]').length === 1);
    await press('ArrowDown');
    await press('Enter');
    expect(chips(el)).to.deep.equal(['humidity', 'temperature']);
  });
});
