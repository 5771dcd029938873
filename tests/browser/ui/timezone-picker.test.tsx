/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { TimezonePicker } from '../../../src/ui/timezone/timezone-picker';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let out: (string | null)[] = [];
function Probe(props: { initial?: string | null; browser?: boolean; def?: string; required?: boolean }) {
  const [v, setV] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <TimezonePicker
        value={v}
        browserTimeEntry={props.browser}
        defaultTimezone={props.def}
        userTimezone="Asia/Tokyo"
        required={props.required}
        onChange={(x) => {
          out.push(x);
          setV(x);
        }}
      />
      <button>next</button>
    </>
  );
}

describe('TimezonePicker', () => {
  beforeEach(() => (out = []));
  afterEach(unmountAll);

  it('filters by name and shows name with offset', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'tokyo');
    await until(() => qa(el, '[role="option"]').length === 1);
    expect(qa(el, '[role="option"]')[0]!.textContent).to.equal('Asia/Tokyo (UTC+09:00)');
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.equal('Asia/Tokyo');
  });

  it("optional 'browser time' entry with a null id", async () => {
    const el = await mountUi(<Probe browser initial="UTC" />);
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    await typeInto(q(el, 'input')!, 'browser');
    await until(() => qa(el, '[role="option"]').length === 1);
    expect(qa(el, '[role="option"]')[0]!.textContent).to.equal('Browser time');
    await press('ArrowDown');
    await press('Enter');
    expect(out.at(-1)).to.equal(null);
  });

  it('no match: timezone.no-timezones-matching', async () => {
    const el = await mountUi(<Probe />);
    await typeInto(await $(el, 'input'), 'Atlantis');
    expect((await $(el, '[data-no-match]')).textContent).to.equal("No time zones match 'Atlantis'.");
  });

  it("closed with no selection falls back to the default timezone, else the user's timezone", async () => {
    let el = await mountUi(<Probe def="Europe/Berlin" />);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect(out.at(-1)).to.equal('Europe/Berlin');
    unmountAll();
    el = await mountUi(<Probe />);
    (await $(el, 'input')).focus();
    await press('Tab');
    expect(out.at(-1)).to.equal('Asia/Tokyo');
  });

  it('required: timezone.timezone-required', async () => {
    const el = await mountUi(<Probe required initial="UTC" />);
    (await $(el, '[data-testid="autocomplete-clear"]')).click();
    await until(() => out.at(-1) === null || out.length === 0);
    expect((q(el, 'input') as HTMLInputElement).value).to.equal('');
    q(el, 'input')!.blur();
    await until(() => q(el, '[role="alert"]') || out.at(-1) === 'Asia/Tokyo');
  });
});
