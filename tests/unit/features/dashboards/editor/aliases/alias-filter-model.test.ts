/**
 * The alias editor's filters: every one of the 15 types, built from its defaults and filled the way the form fills
 * it, is complete for `filterErrors` and is read by the runtime's `aliasToEntityFilter` as the backend filter.
 */
import { describe, expect, it } from 'vitest';
import {
  ALIAS_FILTER_TYPES,
  aliasToEntityFilter,
  type AliasFilter,
} from '../../../../../../src/features/dashboards/data/alias-filters';
import {
  changeFilterType,
  FILTER_DEFAULTS,
  filterErrors,
} from '../../../../../../src/features/dashboards/editor/aliases/alias-filter-model';

const user = { tenantId: 'T', customerId: 'C', userId: 'U', authority: 'TENANT_ADMIN' };
const dev = (id: string) => ({ entityType: 'DEVICE', id });
const asset = (id: string) => ({ entityType: 'ASSET', id });
const params = { entityId: asset('state-asset'), entityName: 'S' };

/** The filter of `type` as the form leaves it after the user filled `fields`. */
const build = (type: string, fields: Record<string, unknown>) => ({
  ...changeFilterType({ type: '', resolveMultiple: true }, type),
  ...fields,
});
const run = (filter: Record<string, unknown>) =>
  aliasToEntityFilter(filter as unknown as AliasFilter, params, user).entityFilter;

const filled: Record<string, [Record<string, unknown>, unknown]> = {
  singleEntity: [{ singleEntity: dev('d1') }, { type: 'singleEntity', singleEntity: dev('d1') }],
  entityList: [
    { entityType: 'DEVICE', entityList: ['d1', 'd2'] },
    { type: 'entityList', entityType: 'DEVICE', entityList: ['d1', 'd2'] },
  ],
  entityName: [
    { entityType: 'ASSET', entityNameFilter: 'Build' },
    { type: 'entityName', entityType: 'ASSET', entityNameFilter: 'Build' },
  ],
  entityType: [{ entityType: 'CUSTOMER' }, { type: 'entityType', entityType: 'CUSTOMER' }],
  stateEntity: [{ stateEntityParamName: null }, { type: 'singleEntity', singleEntity: asset('state-asset') }],
  assetType: [
    { assetType: 'building', assetNameFilter: 'B' },
    { type: 'assetType', assetType: 'building', assetNameFilter: 'B' },
  ],
  deviceType: [{ deviceType: 'thermostat' }, { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }],
  entityViewType: [
    { entityViewType: 'view' },
    { type: 'entityViewType', entityViewType: 'view', entityViewNameFilter: '' },
  ],
  edgeType: [{ edgeType: 'gw' }, { type: 'edgeType', edgeType: 'gw', edgeNameFilter: '' }],
  apiUsageState: [{}, { type: 'apiUsageState' }],
  relationsQuery: [
    {
      rootStateEntity: true,
      direction: 'FROM',
      maxLevel: 2,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    },
    {
      type: 'relationsQuery',
      rootEntity: asset('state-asset'),
      direction: 'FROM',
      maxLevel: 2,
      fetchLastLevelOnly: false,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    },
  ],
  assetSearchQuery: [
    { rootEntity: asset('a1'), relationType: 'Contains', assetTypes: ['floor'] },
    {
      type: 'assetSearchQuery',
      rootEntity: asset('a1'),
      relationType: 'Contains',
      direction: 'FROM',
      maxLevel: 1,
      fetchLastLevelOnly: false,
      assetTypes: ['floor'],
    },
  ],
  deviceSearchQuery: [
    {
      rootEntity: asset('a1'),
      direction: 'TO',
      fetchLastLevelOnly: true,
      deviceTypes: ['thermostat'],
      relationType: 'Manages',
    },
    {
      type: 'deviceSearchQuery',
      rootEntity: asset('a1'),
      relationType: 'Manages',
      direction: 'TO',
      maxLevel: 1,
      fetchLastLevelOnly: true,
      deviceTypes: ['thermostat'],
    },
  ],
  entityViewSearchQuery: [
    { rootStateEntity: true, entityViewTypes: ['v'] },
    {
      type: 'entityViewSearchQuery',
      rootEntity: asset('state-asset'),
      relationType: '',
      direction: 'FROM',
      maxLevel: 1,
      fetchLastLevelOnly: false,
      entityViewTypes: ['v'],
    },
  ],
  edgeSearchQuery: [
    { rootEntity: asset('a1'), edgeTypes: ['e'] },
    {
      type: 'edgeSearchQuery',
      rootEntity: asset('a1'),
      relationType: '',
      direction: 'FROM',
      maxLevel: 1,
      fetchLastLevelOnly: false,
      edgeTypes: ['e'],
    },
  ],
};

describe('alias filters built by the editor', () => {
  it("has defaults for exactly the runtime's 15 types", () => {
    expect(Object.keys(FILTER_DEFAULTS).sort()).toEqual([...ALIAS_FILTER_TYPES].sort());
    expect(Object.keys(filled).sort()).toEqual([...ALIAS_FILTER_TYPES].sort());
  });

  for (const type of ALIAS_FILTER_TYPES) {
    it(`${type}: defaults are incomplete or valid as TB has them, the filled form is valid and resolves`, () => {
      const [fields, expected] = filled[type]!;
      const filter = build(type, fields);
      expect(filter.type).toBe(type);
      expect(filterErrors(filter)).toEqual({});
      expect(run(filter)).toEqual(expected);
    });
  }

  it('reports what each type is missing', () => {
    expect(filterErrors({ type: '' })).toEqual({ type: 'alias.filter-type-required' });
    expect(filterErrors(build('singleEntity', {}))).toEqual({ singleEntity: 'alias.entity-required' });
    expect(filterErrors(build('entityList', {}))).toEqual({
      entityType: 'entity.type-required',
      entityList: 'entity.entity-list-empty',
    });
    expect(filterErrors(build('entityName', { entityType: 'DEVICE', entityNameFilter: '  ' }))).toEqual({
      entityNameFilter: 'alias.entity-name-filter-required',
    });
    expect(filterErrors(build('deviceType', {}))).toEqual({ deviceType: 'device.device-type-required' });
    expect(filterErrors(build('entityViewType', {}))).toEqual({
      entityViewType: 'entity-view.entity-view-type-required',
    });
    expect(filterErrors(build('relationsQuery', { maxLevel: 0 }))).toEqual({
      rootEntity: 'alias.root-entity-required',
      maxLevel: 'alias.max-level-invalid',
    });
    expect(filterErrors(build('relationsQuery', { rootStateEntity: true, maxLevel: null }))).toEqual({});
    expect(filterErrors(build('edgeSearchQuery', { rootEntity: asset('a') }))).toEqual({
      edgeTypes: 'edge.edge-type-list-empty',
    });
    expect(filterErrors(build('stateEntity', {}))).toEqual({});
    expect(filterErrors(build('apiUsageState', {}))).toEqual({});
  });

  it("changing the type drops the old type's fields and keeps resolveMultiple and unknown fields", () => {
    const from = { type: 'deviceType', resolveMultiple: true, deviceType: 'x', deviceNameFilter: 'n', vendorExtra: 7 };
    expect(changeFilterType(from, 'entityType')).toEqual({
      type: 'entityType',
      entityType: null,
      resolveMultiple: true,
      vendorExtra: 7,
    });
    const query = changeFilterType(
      { type: 'relationsQuery', rootEntity: asset('r'), maxLevel: 3, filters: [] },
      'deviceSearchQuery',
    );
    expect(query).toMatchObject({
      type: 'deviceSearchQuery',
      rootEntity: asset('r'),
      maxLevel: 3,
      deviceTypes: [],
      relationType: null,
    });
    expect(query).not.toHaveProperty('filters');
  });
});
