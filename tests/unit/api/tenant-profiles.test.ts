import { describe, expect, it } from 'vitest';
import {
  defaultTenantProfileConfiguration,
  isValidRateLimit,
  parseTenantProfileExport,
  toTenantProfileExport,
} from '../../../src/api/tenant-profiles';

describe('tenant profiles', () => {
  it('a new profile is unlimited: every number 0, no rate limits', () => {
    const c = defaultTenantProfileConfiguration();
    expect(c.type).toBe('DEFAULT');
    expect(c.maxDevices).toBe(0);
    expect(c.warnThreshold).toBe(0);
    expect(c.transportTenantMsgRateLimit).toBeUndefined();
  });

  it('rate limits are count:seconds pairs; empty means none', () => {
    for (const ok of ['', '10:1', '10:1,300:60', ' 10 : 1 , 300:60 ']) expect(isValidRateLimit(ok), ok).toBe(true);
    for (const bad of ['10', '10:', ':1', '0:1', '10:0', '10:1,', 'a:b', '10:1;5:2'])
      expect(isValidRateLimit(bad), bad).toBe(false);
  });

  it('export drops id and creation time and is never default; import reads it back without id', () => {
    const p = {
      id: { entityType: 'TENANT_PROFILE', id: 'x' },
      createdTime: 5,
      name: 'Gold',
      default: true,
      profileData: { configuration: { type: 'DEFAULT', maxDevices: 7 } },
    };
    const out = toTenantProfileExport(p);
    expect(out).toEqual({
      name: 'Gold',
      default: false,
      profileData: { configuration: { type: 'DEFAULT', maxDevices: 7 } },
    });
    const back = parseTenantProfileExport(JSON.stringify(out));
    expect(back).toMatchObject({
      id: null,
      name: 'Gold',
      default: false,
      profileData: { configuration: { maxDevices: 7 } },
    });
  });

  it('anything else is not a profile export', () => {
    for (const text of [
      '',
      'nope',
      '{}',
      '{"name":"x"}',
      '{"name":" ","profileData":{"configuration":{"type":"DEFAULT"}}}',
      '[1]',
    ]) {
      expect(parseTenantProfileExport(text), text).toBeNull();
    }
  });
});
