/** The Rule node hosts card's model: which entries it flags, and the settings value it reads and writes. */
import { describe, expect, it } from 'vitest';
import {
  badHosts,
  hostEntryValid,
  newTenantRow,
  toHostsSettings,
  toHostsValue,
} from '../../../../src/features/admin/rule-node-hosts';

const T1 = '3d9c1a70-0000-11ee-8000-000000000001';

describe('rule node hosts settings', () => {
  it('flags what the server refuses: URLs, ports, paths, half wildcards, spaces', () => {
    expect(
      badHosts([
        'api.example.com',
        '*.amazonaws.com',
        '*',
        '10.0.0.7',
        '::1',
        '[fe80::1]',
        'http://a.b',
        'a.b:80',
        'a/b',
        'a*.b',
        'a b',
      ]),
    ).toEqual(['http://a.b', 'a.b:80', 'a/b', 'a*.b', 'a b']);
    expect(hostEntryValid(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(hostEntryValid(`${'a'.repeat(64)}.com`)).toBe(false);
  });

  it('reads a stored value (missing or malformed parts are empty) and writes it back without tenant-less rows', () => {
    expect(toHostsValue({})).toEqual({ allowedHosts: [], tenants: [] });
    expect(toHostsValue({ allowedHosts: ['a.b', 3], tenantHosts: [] })).toEqual({ allowedHosts: ['a.b'], tenants: [] });
    const form = toHostsValue({ allowedHosts: ['a.b'], tenantHosts: { [T1]: ['c.d'] } });
    expect(form.tenants).toEqual([{ key: T1, tenantId: T1, hosts: ['c.d'] }]);
    const added = newTenantRow();
    expect(added.tenantId).toBeNull();
    expect(newTenantRow().key).not.toBe(added.key);
    expect(toHostsSettings({ ...form, tenants: [...form.tenants, added] })).toEqual({
      allowedHosts: ['a.b'],
      tenantHosts: { [T1]: ['c.d'] },
    });
  });
});
