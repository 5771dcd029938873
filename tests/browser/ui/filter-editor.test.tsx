/// <reference types="mocha" />
/**
 * The shared key filter editor (src/ui/filter-editor) as both hosts configure it: dashboard filters (operations in
 * words, user parameters, tenant/customer/user dynamic sources, retyping drops predicates) and alarm rules
 * (comparisons as symbols, device dynamic source, never without a predicate). Also the round trip of an alarm
 * rule's plain predicate through the editor's items, and screenshots of both hosts in light and dark.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { useState } from 'react';
import { DASHBOARD_FILTER_OPTIONS, newKeyFilter } from '../../../src/features/dashboards/editor/filters/filter-model';
import { ALARM_FILTER_OPTIONS } from '../../../src/features/device-profiles/alarms/key-filter-dialog';
import {
  fromPredicateInfos,
  newPredicate,
  toPredicateInfos,
  type KeyFilterUi,
} from '../../../src/ui/filter-editor/filter-model';
import type { FilterEditorOptions } from '../../../src/ui/filter-editor/filter-options';
import { KeyFilterFields } from '../../../src/ui/filter-editor/key-filter-fields';
import { v } from '../../../src/ui/theme/tokens';
import { mountUi, q, qa, unmountAll, until } from './harness';

let latest: KeyFilterUi | null = null;

function Host({ initial, options }: { initial: KeyFilterUi; options: FilterEditorOptions }) {
  const [kf, setKf] = useState(initial);
  latest = kf;
  return (
    // On a dialog's surface, as the hosts show it.
    <div style={{ padding: 16, maxWidth: 760, background: v('color-surface'), color: v('color-text') }}>
      <KeyFilterFields value={kf} onChange={setKf} options={options} touched onTouched={() => undefined} />
    </div>
  );
}

const mount = (initial: KeyFilterUi, options: FilterEditorOptions, attrs = '') =>
  mountUi(<Host initial={initial} options={options} />, attrs);
const byId = (el: HTMLElement, id: string) =>
  until(() => qa<HTMLElement>(el, `[data-testid="${id}"]`).at(-1), 3000, id);

async function optionsOf(el: HTMLElement, id: string): Promise<string[]> {
  (await until(() => qa<HTMLElement>(el, `[data-testid="${id}"] [role="combobox"]`).at(-1), 3000, id)).click();
  await until(() => qa(el, '[role="option"]').length > 0, 3000, 'options');
  const texts = qa(el, '[role="option"]').map((o) => o.textContent?.trim() ?? '');
  qa<HTMLElement>(el, '[role="option"]')[0]!.click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
  return texts;
}

async function choose(el: HTMLElement, id: string, option: string): Promise<void> {
  (await until(() => qa<HTMLElement>(el, `[data-testid="${id}"] [role="combobox"]`).at(-1), 3000, id)).click();
  (
    await until(
      () => qa<HTMLElement>(el, '[role="option"]').find((o) => o.textContent?.trim() === option),
      3000,
      option,
    )
  ).click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
}

async function shot(name: string): Promise<void> {
  await executeServerCommand('iot-viewport', { width: 900, height: 760 });
  await new Promise((r) => setTimeout(r, 150));
  await executeServerCommand('iot-screenshot', { name: `filter-editor-${name}`, fullPage: false });
}

const temperature = (predicates = [newPredicate('NUMERIC')]): KeyFilterUi => ({
  key: { type: 'TIME_SERIES', key: 'temperature' },
  valueType: 'NUMERIC',
  predicates,
});

describe('shared key filter editor: dashboard filters', function () {
  this.timeout(20_000);
  afterEach(unmountAll);

  it('offers operations in words, the user parameters and the tenant/customer/user sources', async () => {
    const el = await mount(temperature(), DASHBOARD_FILTER_OPTIONS);
    expect(await optionsOf(el, 'predicate-operation')).to.include('greater than');
    expect(q(el, '[data-testid="predicate-user-info"]')).to.not.equal(null);
    expect(await optionsOf(el, 'dynamic-source')).to.deep.equal([
      'No dynamic value',
      'Current tenant',
      'Current customer',
      'Current user',
    ]);
  });

  it('a new complex predicate starts empty; retyping drops predicates that no longer fit', async () => {
    const el = await mount({ ...newKeyFilter(), key: { type: 'ATTRIBUTE', key: 'mode' } }, DASHBOARD_FILTER_OPTIONS);
    (await byId(el, 'predicate-add')).click();
    await until(() => latest?.predicates.length === 1);
    expect(latest!.predicates[0]!.keyFilterPredicate).to.include({ type: 'STRING', operation: 'STARTS_WITH' });
    (await byId(el, 'predicate-add-complex')).click();
    await until(() => latest?.predicates.length === 2);
    expect(latest!.predicates[1]!.keyFilterPredicate.predicates).to.deep.equal([]);
    await choose(el, 'value-type', 'Number');
    await until(() => latest?.valueType === 'NUMERIC');
    expect(latest!.predicates).to.deep.equal([]);
    expect((await byId(el, 'predicate-list')).textContent).to.contain('Add at least one filter');
  });

  it('looks right in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mount(temperature(), DASHBOARD_FILTER_OPTIONS, `theme="${theme}"`);
      await byId(el, 'predicate-value');
      await shot(`dashboard-${theme}`);
      unmountAll();
    }
  });
});

describe('shared key filter editor: alarm rules', function () {
  this.timeout(20_000);
  afterEach(unmountAll);

  it('offers comparisons as symbols, no user parameters, and the device source', async () => {
    const el = await mount(temperature(), ALARM_FILTER_OPTIONS);
    expect(await optionsOf(el, 'predicate-operation')).to.deep.equal(['=', '≠', '>', '<', '≥', '≤']);
    expect(q(el, '[data-testid="predicate-user-info"]')).to.equal(null);
    expect(await optionsOf(el, 'dynamic-source')).to.deep.equal([
      'No dynamic value',
      'Current tenant',
      'Current customer',
      'Current device',
    ]);
  });

  it('is never without a predicate: retyping and a new complex predicate bring a fresh one', async () => {
    const el = await mount(temperature(), ALARM_FILTER_OPTIONS);
    await choose(el, 'value-type', 'String');
    await until(() => latest?.valueType === 'STRING');
    expect(latest!.predicates.map((p) => p.keyFilterPredicate)).to.deep.equal([
      { type: 'STRING', operation: 'EQUAL', value: { defaultValue: '', dynamicValue: null }, ignoreCase: false },
    ]);
    (await byId(el, 'predicate-add-complex')).click();
    await until(() => latest?.predicates.length === 2);
    expect((latest!.predicates[1]!.keyFilterPredicate.predicates as unknown[]).length).to.equal(1);
    (await byId(el, 'predicate-complex-edit')).click();
    const dialog = await byId(el, 'complex-predicate-dialog');
    expect([...dialog.querySelectorAll('label')].map((l) => l.textContent?.trim())).to.include.members(['and', 'or']);
  });

  it('keeps an alarm predicate intact through the editor items', () => {
    const predicate = {
      type: 'COMPLEX' as const,
      operation: 'OR' as const,
      predicates: [
        {
          type: 'NUMERIC' as const,
          operation: 'GREATER' as const,
          value: {
            defaultValue: 25,
            userValue: null,
            dynamicValue: { sourceType: 'CURRENT_DEVICE' as const, sourceAttribute: 'limit', inherit: true },
          },
        },
        {
          type: 'STRING' as const,
          operation: 'CONTAINS' as const,
          value: { defaultValue: 'eco', userValue: null, dynamicValue: null },
          ignoreCase: true,
        },
      ],
    };
    const items = toPredicateInfos(predicate);
    expect(items[0]!.userInfo).to.include({ editable: true, autogeneratedLabel: true });
    expect(fromPredicateInfos(items)).to.deep.equal(predicate);
    expect(fromPredicateInfos([...items, ...items])).to.deep.equal({
      type: 'COMPLEX',
      operation: 'AND',
      predicates: [predicate, predicate],
    });
    expect(fromPredicateInfos([])).to.equal(null);
  });

  it('looks right in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mount(temperature(), ALARM_FILTER_OPTIONS, `theme="${theme}"`);
      await byId(el, 'predicate-value');
      await shot(`alarm-${theme}`);
      unmountAll();
    }
  });
});
