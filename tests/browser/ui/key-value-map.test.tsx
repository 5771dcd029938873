/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { KeyValueMap } from '../../../src/ui/key-value-map/key-value-map';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let maps: Record<string, string>[] = [];
let valid: boolean[] = [];
const probe = (value: Record<string, string> | null) => (
  <KeyValueMap label="Metadata" value={value} onChange={(m) => maps.push(m)} onValidityChange={(v) => valid.push(v)} />
);

describe('KeyValueMap', () => {
  beforeEach(() => {
    maps = [];
    valid = [];
  });
  afterEach(unmountAll);

  it('shows one row per entry, labelled Key / Value', async () => {
    const el = await mountUi(probe({ deviceName: 'Pump', deviceType: 'default' }));
    await until(() => qa(el, '[data-kv-row]').length === 2);
    expect(qa<HTMLInputElement>(el, 'input').map((i) => i.value)).to.deep.equal([
      'deviceName',
      'Pump',
      'deviceType',
      'default',
    ]);
    expect(q(el, 'label')!.textContent).to.contain('Key');
  });

  it('every entry needs a non-empty key and value', async () => {
    const el = await mountUi(probe({ a: '1' }));
    (await $(el, '[data-testid="kv-add"]')).click();
    await until(() => qa(el, '[data-kv-row]').length === 2);
    expect(valid.at(-1)).to.equal(false);
    const inputs = qa<HTMLInputElement>(el, 'input');
    await typeInto(inputs[2]!, 'b');
    await press('Tab');
    await press('Tab');
    expect((await $(el, '[role="alert"]')).textContent).to.equal('Enter a value.');
    await typeInto(inputs[3]!, '2');
    expect(valid.at(-1)).to.equal(true);
    expect(maps.at(-1)).to.deep.equal({ a: '1', b: '2' });
  });

  it('duplicate keys collapse to the last', async () => {
    const el = await mountUi(probe({ a: '1' }));
    (await $(el, '[data-testid="kv-add"]')).click();
    await until(() => qa(el, '[data-kv-row]').length === 2);
    const inputs = qa<HTMLInputElement>(el, 'input');
    await typeInto(inputs[2]!, 'a');
    await typeInto(inputs[3]!, '9');
    expect(maps.at(-1)).to.deep.equal({ a: '9' });
  });

  it('remove buttons are labelled and drop the row', async () => {
    const el = await mountUi(probe({ a: '1', b: '2' }));
    const remove = await $(el, 'button[aria-label="Remove entry"]');
    remove.click();
    await until(() => qa(el, '[data-kv-row]').length === 1);
    expect(maps.at(-1)).to.deep.equal({ b: '2' });
  });

  it('rows of key and value fields fit a narrow container (no overflow)', async () => {
    const el = await mountUi(<div style={{ width: '320px' }}>{probe({ method: 'setGpioStatus', pin: '4' })}</div>);
    await until(() => qa(el, '[data-kv-row]').length === 2);
    const box = q(el, '[data-kv-row]')!.parentElement!.getBoundingClientRect();
    for (const input of qa(el, 'input')) expect(input.getBoundingClientRect().right).to.be.at.most(box.right + 0.5);
  });
});
