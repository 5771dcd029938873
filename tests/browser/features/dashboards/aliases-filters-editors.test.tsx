/// <reference types="mocha" />
/**
 * The entity aliases and filters dialogs driven like a user would: the JSON handed to `onApply` is ThingsBoard's
 * (and what the runtime reads), invalid input keeps Apply disabled, aliases in use are not deleted, axe finds nothing.
 */
import { expect } from '@open-wc/testing';
import { aliasToEntityFilter, type AliasFilter } from '../../../../src/features/dashboards/data/alias-filters';
import { keyFiltersOf, type KeyFilterInfo } from '../../../../src/features/dashboards/data/key-filters';
import AliasesEditor from '../../../../src/features/dashboards/editor/aliases/aliases-editor';
import FiltersEditor from '../../../../src/features/dashboards/editor/filters/filters-editor';
import { press, q, qa, typeInto, unmountAll, until } from '../../ui/harness';
import { axeViolations, byId, choose, click, isDisabled, mountEditor, screenshot, type } from './editor-harness';

const existing = {
  old: {
    id: 'old',
    alias: 'Thermostats',
    filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' },
    vendor: 'kept',
  },
};
const dashboard = {
  configuration: {
    widgets: {
      w: {
        id: 'w',
        config: { title: 'Chart', datasources: [{ type: 'entity', entityAliasId: 'old', filterId: 'f-old' }] },
      },
    },
  },
};
const user = { tenantId: 'T', customerId: null, userId: 'U', authority: 'TENANT_ADMIN' };

function aliasCases() {
  it('creates a device-type alias and a relations-query alias; duplicate names and in-use deletes are refused', async () => {
    const m = await mountEditor(AliasesEditor, existing, dashboard);
    const { el } = m;
    await click(el, 'alias-delete');
    expect((await until(() => q(el, '[role="alert"]'))).textContent).to.contain('used by the widgets Chart');

    await click(el, 'alias-add');
    await type(el, 'alias-name', 'Thermostats');
    await choose(el, 'alias-filter-type', 'Device type');
    expect(await isDisabled(el, 'alias-dialog-apply')).to.equal(true);
    await type(el, 'alias-name', 'Gateways');
    await typeInto((await byId(el, 'alias-subtype')).querySelector('input')!, 'gate');
    await until(() => qa(el, '[role="option"]').some((o) => o.textContent === 'gateway'));
    await press('ArrowDown');
    await press('Enter');
    await click(el, 'alias-resolve-multiple');
    await until(async () => !(await isDisabled(el, 'alias-dialog-apply')));
    await screenshot('alias-device-type');
    await click(el, 'alias-dialog-apply');

    await click(el, 'alias-add');
    await type(el, 'alias-name', 'Related devices');
    await choose(el, 'alias-filter-type', 'Relations query');
    expect(await isDisabled(el, 'alias-dialog-apply')).to.equal(true); // no root entity yet
    (await byId<HTMLInputElement>(el, 'alias-root-state-entity')).click();
    await type(el, 'alias-max-level', '2');
    await click(el, 'alias-add-relation-filter');
    await typeInto((await byId(el, 'alias-relation-type')).querySelector('input')!, 'Contains');
    await press('Tab');
    await typeInto((await byId(el, 'alias-relation-entity-types')).querySelector('input')!, 'Dev');
    await until(() => qa(el, '[role="option"]').some((o) => o.textContent === 'Device'));
    await press('ArrowDown');
    await press('Enter');
    await until(async () => !(await isDisabled(el, 'alias-dialog-apply')));
    await screenshot('alias-relations-query');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'alias-dialog-apply');
    await until(() => qa(el, '[data-testid="alias-row"]').length === 3);
    await screenshot('aliases-list');
    await click(el, 'aliases-editor-apply');

    const out = m.applied[0] as Record<string, { id: string; alias: string; filter: AliasFilter; vendor?: string }>;
    expect(out.old).to.deep.equal(existing.old);
    const [gw, rel] = Object.values(out).slice(1);
    expect(gw!.alias).to.equal('Gateways');
    expect(gw!.id).to.match(/^[0-9a-f-]{36}$/);
    expect(gw!.filter).to.deep.equal({
      type: 'deviceType',
      resolveMultiple: true,
      deviceType: 'gateway',
      deviceNameFilter: '',
    });
    expect(rel!.filter).to.include({
      type: 'relationsQuery',
      rootStateEntity: true,
      direction: 'FROM',
      maxLevel: 2,
      fetchLastLevelOnly: false,
    });
    expect(rel!.filter.filters).to.deep.equal([{ relationType: 'Contains', entityTypes: ['DEVICE'] }]);
    const resolved = aliasToEntityFilter(rel!.filter, { entityId: { entityType: 'ASSET', id: 'a-1' } }, user);
    expect(resolved.entityFilter).to.deep.equal({
      type: 'relationsQuery',
      rootEntity: { entityType: 'ASSET', id: 'a-1' },
      direction: 'FROM',
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
      maxLevel: 2,
      fetchLastLevelOnly: false,
    });
  });
}

function filterCases() {
  it('creates a numeric GREATER filter with a user-editable value', async () => {
    const m = await mountEditor(FiltersEditor, {}, dashboard);
    const { el } = m;
    await click(el, 'filter-add');
    await type(el, 'filter-name', 'Hot');
    expect(await isDisabled(el, 'filter-dialog-apply')).to.equal(true); // no key filter yet
    await click(el, 'key-filter-add');
    await choose(el, 'key-type', 'Time series');
    await type(el, 'key-name', 'temperature');
    await choose(el, 'value-type', 'Number');
    await click(el, 'predicate-add');
    await choose(el, 'predicate-operation', 'greater than');
    await type(el, 'predicate-value', '');
    expect(await isDisabled(el, 'key-filter-dialog-apply')).to.equal(true);
    await type(el, 'predicate-value', '25');
    (await byId<HTMLInputElement>(el, 'predicate-auto-label')).click();
    await type(el, 'predicate-label', 'Temperature above');
    await type(el, 'predicate-order', '1');
    await until(async () => !(await isDisabled(el, 'key-filter-dialog-apply')));
    await screenshot('key-filter');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'key-filter-dialog-apply');
    await until(() => q(el, '[data-testid="key-filter-row"]'));
    expect(q(el, '[data-testid="key-filter-row"]')!.textContent).to.contain('temperature greater than 25');
    await screenshot('filter');
    await click(el, 'filter-dialog-apply');
    await until(() => q(el, '[data-testid="filter-row"]'));
    await click(el, 'filters-editor-apply');

    const [filter] = Object.values(m.applied[0]!) as {
      id: string;
      filter: string;
      editable: boolean;
      keyFilters: KeyFilterInfo[];
    }[];
    expect(filter).to.include({ filter: 'Hot', editable: true });
    expect(filter!.keyFilters).to.deep.equal([
      {
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        predicates: [
          {
            keyFilterPredicate: {
              type: 'NUMERIC',
              operation: 'GREATER',
              value: { defaultValue: 25, dynamicValue: null },
            },
            userInfo: { editable: true, label: 'Temperature above', autogeneratedLabel: false, order: 1 },
          },
        ],
      },
    ]);
    expect(keyFiltersOf(filter!.keyFilters)[0]!.predicate).to.deep.equal({
      type: 'NUMERIC',
      operation: 'GREATER',
      value: { defaultValue: 25, userValue: null, dynamicValue: null },
    });
  });
}

describe('dashboard editor: entity aliases and filters dialogs', function () {
  this.timeout(30_000);
  afterEach(unmountAll);

  describe('entity aliases', aliasCases);
  describe('filters', filterCases);
});
