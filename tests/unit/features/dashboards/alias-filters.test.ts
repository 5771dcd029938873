/** Dashboard alias filters → backend entity filters, one case per filter type. */
import { describe, expect, it } from 'vitest';
import {
  ALIAS_FILTER_TYPES,
  aliasToEntityFilter,
  resolvePseudoEntity,
  stateEntityId,
  type AliasFilter,
} from '../../../../src/features/dashboards/data/alias-filters';

const user = { tenantId: 'T', customerId: 'C', userId: 'U', authority: 'TENANT_ADMIN' };
const dev = (id: string) => ({ entityType: 'DEVICE', id });
const params = { entityId: dev('state-dev'), entityName: 'S', gw: { entityId: dev('named-dev'), entityName: 'G' } };
const f = (filter: AliasFilter, p: object | null = params) => aliasToEntityFilter(filter, p as never, user);

function entityCases() {
  it('covers exactly the 15 alias filter types of ThingsBoard 3.3.1', () => {
    expect(ALIAS_FILTER_TYPES).toHaveLength(15);
  });

  it('singleEntity (and the CURRENT_* pseudo entities)', () => {
    expect(f({ type: 'singleEntity', singleEntity: dev('d1') }).entityFilter).toEqual({
      type: 'singleEntity',
      singleEntity: dev('d1'),
    });
    expect(f({ type: 'singleEntity', singleEntity: { entityType: 'CURRENT_CUSTOMER', id: 'x' } }).entityFilter).toEqual(
      { type: 'singleEntity', singleEntity: { entityType: 'CUSTOMER', id: 'C' } },
    );
    expect(f({ type: 'singleEntity', singleEntity: null }).entityFilter).toBeNull();
  });

  it('entityList / entityName / entityType', () => {
    expect(f({ type: 'entityList', entityType: 'ASSET', entityList: ['a', 'b'], resolveMultiple: true })).toEqual({
      entityFilter: { type: 'entityList', entityType: 'ASSET', entityList: ['a', 'b'] },
      resolveMultiple: true,
      stateEntity: false,
    });
    expect(f({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Therm' }).entityFilter).toEqual({
      type: 'entityName',
      entityType: 'DEVICE',
      entityNameFilter: 'Therm',
    });
    expect(f({ type: 'entityType', entityType: 'CUSTOMER' }).entityFilter).toEqual({
      type: 'entityType',
      entityType: 'CUSTOMER',
    });
  });

  it('stateEntity: the state entity, a named parameter, the default, or nothing', () => {
    expect(f({ type: 'stateEntity', resolveMultiple: false })).toEqual({
      entityFilter: { type: 'singleEntity', singleEntity: dev('state-dev') },
      resolveMultiple: false,
      stateEntity: true,
    });
    expect(f({ type: 'stateEntity', stateEntityParamName: 'gw' }).entityFilter).toEqual({
      type: 'singleEntity',
      singleEntity: dev('named-dev'),
    });
    expect(f({ type: 'stateEntity', defaultStateEntity: dev('def') }, {}).entityFilter).toEqual({
      type: 'singleEntity',
      singleEntity: dev('def'),
    });
    expect(f({ type: 'stateEntity' }, {}).entityFilter).toBeNull();
  });
}

function typeAndRelationCases() {
  it('assetType / deviceType / entityViewType / edgeType', () => {
    expect(f({ type: 'assetType', assetType: 'building', assetNameFilter: 'B' }).entityFilter).toEqual({
      type: 'assetType',
      assetType: 'building',
      assetNameFilter: 'B',
    });
    expect(f({ type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }).entityFilter).toEqual({
      type: 'deviceType',
      deviceType: 'thermostat',
      deviceNameFilter: '',
    });
    expect(f({ type: 'entityViewType', entityViewType: 'v' }).entityFilter).toEqual({
      type: 'entityViewType',
      entityViewType: 'v',
      entityViewNameFilter: '',
    });
    expect(f({ type: 'edgeType', edgeType: 'e', edgeNameFilter: 'x' }).entityFilter).toEqual({
      type: 'edgeType',
      edgeType: 'e',
      edgeNameFilter: 'x',
    });
  });

  it('apiUsageState with and without a customer', () => {
    expect(f({ type: 'apiUsageState' }).entityFilter).toEqual({ type: 'apiUsageState' });
    expect(f({ type: 'apiUsageState', customerId: { entityType: 'CUSTOMER', id: 'c9' } }).entityFilter).toEqual({
      type: 'apiUsageState',
      customerId: { entityType: 'CUSTOMER', id: 'c9' },
    });
  });

  it('relationsQuery from a fixed root or the state entity', () => {
    const base = {
      direction: 'FROM' as const,
      maxLevel: 2,
      fetchLastLevelOnly: true,
      filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }],
    };
    expect(f({ type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: 'a1' }, ...base }).entityFilter).toEqual({
      type: 'relationsQuery',
      rootEntity: { entityType: 'ASSET', id: 'a1' },
      ...base,
    });
    const fromState = f({ type: 'relationsQuery', rootStateEntity: true, ...base });
    expect(fromState.stateEntity).toBe(true);
    expect(fromState.entityFilter).toMatchObject({ rootEntity: dev('state-dev') });
    expect(f({ type: 'relationsQuery', rootStateEntity: true, ...base }, {}).entityFilter).toBeNull();
  });
}

function searchCases() {
  it('the four search queries keep their type lists', () => {
    const common = {
      rootEntity: { entityType: 'ASSET', id: 'r' },
      relationType: 'Contains',
      direction: 'FROM' as const,
      maxLevel: 1,
      fetchLastLevelOnly: false,
    };
    expect(f({ type: 'assetSearchQuery', ...common, assetTypes: ['building'] }).entityFilter).toEqual({
      type: 'assetSearchQuery',
      ...common,
      assetTypes: ['building'],
    });
    expect(f({ type: 'deviceSearchQuery', ...common, deviceTypes: ['t'] }).entityFilter).toEqual({
      type: 'deviceSearchQuery',
      ...common,
      deviceTypes: ['t'],
    });
    expect(f({ type: 'entityViewSearchQuery', ...common, entityViewTypes: ['v'] }).entityFilter).toEqual({
      type: 'entityViewSearchQuery',
      ...common,
      entityViewTypes: ['v'],
    });
    expect(f({ type: 'edgeSearchQuery', ...common, edgeTypes: ['e'] }).entityFilter).toEqual({
      type: 'edgeSearchQuery',
      ...common,
      edgeTypes: ['e'],
    });
    expect(
      f({ type: 'deviceSearchQuery', ...common, rootEntity: null, rootStateEntity: true, deviceTypes: [] })
        .entityFilter,
    ).toMatchObject({ rootEntity: dev('state-dev'), deviceTypes: [] });
  });

  it('unknown types resolve to nothing', () => {
    expect(f({ type: 'bogus' }).entityFilter).toBeNull();
  });
}

describe('aliasToEntityFilter: all 15 filter types', () => {
  describe('single entities, lists and the state entity', entityCases);
  describe('entity types, API usage and relations', typeAndRelationCases);
  describe('search queries and unknown types', searchCases);
});

describe('pseudo entities and state entity ids', () => {
  it('CURRENT_USER_OWNER is the tenant for a tenant admin, the customer otherwise', () => {
    expect(resolvePseudoEntity({ entityType: 'CURRENT_USER_OWNER', id: '' }, user)).toEqual({
      entityType: 'TENANT',
      id: 'T',
    });
    expect(
      resolvePseudoEntity({ entityType: 'CURRENT_USER_OWNER', id: '' }, { ...user, authority: 'CUSTOMER_USER' }),
    ).toEqual({ entityType: 'CUSTOMER', id: 'C' });
    expect(resolvePseudoEntity({ entityType: 'CURRENT_TENANT', id: '' }, user)).toEqual({
      entityType: 'TENANT',
      id: 'T',
    });
    expect(resolvePseudoEntity({ entityType: 'CURRENT_USER', id: '' }, user)).toEqual({ entityType: 'USER', id: 'U' });
    expect(
      resolvePseudoEntity(
        { entityType: 'CURRENT_CUSTOMER', id: '' },
        { ...user, customerId: '13814000-1dd2-11b2-8080-808080808080' },
      ),
    ).toBeNull();
  });
  it('stateEntityId reads the named parameter when one is set', () => {
    expect(stateEntityId({ type: 'stateEntity', stateEntityParamName: 'gw' }, params)).toEqual(dev('named-dev'));
    expect(stateEntityId({ type: 'stateEntity', stateEntityParamName: '' }, params)).toEqual(dev('state-dev'));
  });
});
