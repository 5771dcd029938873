/** The alias list: required unique names, add/replace/remove in order (the shared map operations), and what a user may choose. */
import { describe, expect, it } from 'vitest';
import {
  aliasEntityTypes,
  aliasNameError,
  allowedFilterTypes,
  newAlias,
} from '../../../../../../src/features/dashboards/editor/aliases/alias-list-model';
import { putById, removeById } from '../../../../../../src/features/dashboards/editor/shared/map-ops';

const aliases = {
  a: { id: 'a', alias: 'Thermostats', filter: { type: 'deviceType' }, vendor: { x: 1 } },
  b: { id: 'b', alias: 'Current', filter: { type: 'stateEntity' } },
};

describe('alias list', () => {
  it('requires a name unique among the other aliases', () => {
    expect(aliasNameError('  ', aliases, 'new')).toBe('alias.name-required');
    expect(aliasNameError(' Thermostats ', aliases, 'new')).toBe('alias.duplicate-alias');
    expect(aliasNameError('Thermostats', aliases, 'a')).toBeNull();
    expect(aliasNameError('thermostats', aliases, 'new')).toBeNull();
  });

  it('adds new aliases with fresh ids and replaces edited ones in place, keeping other fields', () => {
    const n1 = newAlias();
    const n2 = newAlias();
    expect(n1.id).not.toBe(n2.id);
    expect(n1).toMatchObject({ alias: '', filter: { type: '', resolveMultiple: false } });
    const added = putById<Record<string, unknown>>(aliases, String(n1.id), { ...n1, alias: 'New' });
    expect(Object.keys(added)).toEqual(['a', 'b', n1.id]);
    const edited = putById(added, 'a', { ...aliases.a, alias: 'Renamed' });
    expect(Object.keys(edited)).toEqual(['a', 'b', n1.id]);
    expect(edited.a).toEqual({ id: 'a', alias: 'Renamed', filter: { type: 'deviceType' }, vendor: { x: 1 } });
    expect(Object.keys(removeById(edited, 'b'))).toEqual(['a', n1.id]);
  });

  it('limits filter and entity types by authority and edge support', () => {
    expect(allowedFilterTypes('TENANT_ADMIN', true)).toHaveLength(15);
    const noEdges = allowedFilterTypes('TENANT_ADMIN', false);
    expect(noEdges).not.toContain('edgeType');
    expect(noEdges).not.toContain('edgeSearchQuery');
    expect(allowedFilterTypes('CUSTOMER_USER', true)).not.toContain('apiUsageState');
    expect(aliasEntityTypes('CUSTOMER_USER', false, true)).not.toContain('TENANT');
    expect(aliasEntityTypes('CUSTOMER_USER', false, true)).not.toContain('CURRENT_TENANT');
    expect(aliasEntityTypes('TENANT_ADMIN', true, true)).toEqual(
      expect.arrayContaining(['EDGE', 'CURRENT_TENANT', 'CURRENT_USER_OWNER']),
    );
    expect(aliasEntityTypes('TENANT_ADMIN', false, false)).not.toContain('CURRENT_USER');
  });
});
