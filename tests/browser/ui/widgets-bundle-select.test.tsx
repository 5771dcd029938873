/// <reference types="mocha" />
/** Widgets-bundle select. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { NULL_UUID } from '../../../src/ui/entity/entity-types';
import {
  WidgetsBundleSelect,
  type WidgetsBundleOption,
} from '../../../src/ui/widgets-bundle-select/widgets-bundle-select';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

const TENANT = '4c0b1e50-1dd2-11b2-8080-808080808080';
const BUNDLES: WidgetsBundleOption[] = [
  { id: { id: 'b-charts' }, title: 'Charts', tenantId: { id: NULL_UUID } },
  { id: { id: 'b-mine' }, title: 'My widgets', tenantId: { id: TENANT } },
  { id: { id: 'b-cards' }, title: 'Cards', tenantId: { id: NULL_UUID } },
];
let picked: string[] = [];

function Probe({ initial = null as string | null, selectFirst = false, required = false }) {
  const [value, setValue] = useState(initial);
  return (
    <WidgetsBundleSelect
      bundles={BUNDLES}
      value={value}
      selectFirst={selectFirst}
      required={required}
      onChange={(b) => {
        picked.push(b.id.id);
        setValue(b.id.id);
      }}
      testId="bundles"
    />
  );
}

describe('WidgetsBundleSelect', () => {
  beforeEach(() => {
    picked = [];
  });
  afterEach(unmountAll);

  it('system tag for system bundles (tenant id is the null id), none for tenant bundles', async () => {
    const el = await mountUi(<Probe initial="b-charts" />);
    const trigger = await $(el, '[data-testid="bundles"] [role="combobox"]');
    expect(trigger.textContent).to.equal('ChartsSystem');
    expect(trigger.querySelector('[data-system-tag]')!.textContent).to.equal('System');
    trigger.click();
    await until(() => qa(el, '[role="option"]').length === 3);
    const tagged = qa(el, '[role="option"]').map((o) => [
      o.querySelector('[data-bundle] > span')!.textContent,
      !!o.querySelector('[data-system-tag]'),
    ]);
    expect(tagged).to.deep.equal([
      ['Charts', true],
      ['My widgets', false],
      ['Cards', true],
    ]);
  });

  it('picks a bundle with the keyboard (type-ahead by title) and emits the bundle', async () => {
    const el = await mountUi(<Probe initial="b-charts" />);
    (await $(el, '[data-testid="bundles"] [role="combobox"]')).focus();
    await press('m');
    expect(picked).to.deep.equal(['b-mine']);
    expect(q(el, '[data-testid="bundles"] [role="combobox"]')!.textContent).to.equal('My widgets');
  });

  it('selects the first bundle when asked and nothing is selected', async () => {
    await mountUi(<Probe selectFirst />);
    await until(() => picked.length === 1);
    expect(picked).to.deep.equal(['b-charts']);
  });

  it('required: entity.widgets-bundle-required once the list closed without a choice', async () => {
    const el = await mountUi(<Probe required />);
    const trigger = await $(el, '[data-testid="bundles"] [role="combobox"]');
    expect(q(el, '[role="alert"]')).to.equal(null);
    trigger.focus();
    await press('Enter');
    await until(() => qa(el, '[role="option"]').length === 3);
    await press('Escape');
    await until(() => q(el, '[role="alert"]'));
    expect(q(el, '[role="alert"]')!.textContent).to.equal('Select a widgets bundle.');
  });
});
