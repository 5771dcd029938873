/// <reference types="mocha" />
/** TextField's hint line and the one-line labels of narrow fields (TextField and the field frame's label). */
import { expect } from '@open-wc/testing';
import { Select } from '../../../src/ui/select/select';
import { TextField } from '../../../src/ui/text-field/text-field';
import { $, mountUi, q, unmountAll } from './harness';

const LONG = 'Maximale Beziehungsebene für die Abfrage der verknüpften Entitäten';

describe('TextField hint and long labels', () => {
  afterEach(unmountAll);

  it('the hint under the field describes the input; an error takes its place', async () => {
    const el = await mountUi(<TextField label="Host" hint="Name of the broker host." defaultValue="" />);
    const input = await $<HTMLInputElement>(el, 'input');
    const line = q(el, `#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!;
    expect(line.textContent).to.equal('Name of the broker host.');
    expect(line.getAttribute('role')).to.equal(null);
    unmountAll();
    const bad = await mountUi(
      <TextField label="Host" hint="Name of the broker host." error="Host is required." defaultValue="" />,
    );
    const input2 = await $<HTMLInputElement>(bad, 'input');
    const line2 = q(bad, `#${CSS.escape(input2.getAttribute('aria-describedby')!)}`)!;
    expect(line2.textContent).to.equal('Host is required.');
    expect(line2.getAttribute('role')).to.equal('alert');
  });

  it('a label longer than a narrow field stays on one line inside it, floated or not', async () => {
    const el = await mountUi(
      <div style={{ width: 180 }}>
        <TextField label={LONG} defaultValue="1" />
        <TextField label={LONG} defaultValue="" />
        <Select label={LONG} options={[{ value: 'a', label: 'A' }]} value="a" onChange={() => undefined} />
      </div>,
    );
    await $(el, 'label');
    for (const label of [...el.shadowRoot!.querySelectorAll<HTMLElement>('label')]) {
      const box = label.parentElement!.getBoundingClientRect();
      const r = label.getBoundingClientRect();
      expect(r.height, 'one line').to.be.lessThan(24);
      expect(r.right, 'inside the field').to.be.at.most(box.right);
      expect(getComputedStyle(label).textOverflow).to.equal('ellipsis');
    }
  });
});
