/** The allow-list of hosts rule nodes may reach: which entries are valid and which hosts they let through. */
import { describe, expect, it } from 'vitest';
import { hostAllowed, hostEntryValid, hostsSettingsError } from '../../../demo/server/admin/rule-node-hosts.js';

describe('rule node hosts', () => {
  it('accepts host names, IP addresses, *.domain and *; refuses URLs, ports and half wildcards', () => {
    for (const ok of [
      'localhost',
      'api.example.com',
      'API.Example.COM',
      '*.amazonaws.com',
      '*',
      '127.0.0.1',
      '::1',
      '[::1]',
      'fe80::1',
      'my_host.local',
    ]) {
      expect(hostEntryValid(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      ' ',
      'http://a.b',
      'a.b:8080',
      'a.b/c',
      '*a.b',
      'a.*.b',
      '**',
      '-a.b',
      'a..b',
      'a b',
      `${'x'.repeat(64)}.com`,
    ]) {
      expect(hostEntryValid(bad), bad).toBe(false);
    }
  });

  it('names the first bad entry, where it is', () => {
    expect(hostsSettingsError({})).toBeNull();
    expect(
      hostsSettingsError({ allowedHosts: ['a.b'], tenantHosts: { '3d9c1a70-0000-11ee-8000-000000000001': ['*.c.d'] } }),
    ).toBeNull();
    expect(hostsSettingsError({ allowedHosts: ['a.b', 'a.b:1'] })).toBe(
      "Invalid host 'a.b:1' in allowedHosts: expected a host name, an IP address, *.domain or *",
    );
    expect(hostsSettingsError({ allowedHosts: [1] })).toBe('allowedHosts should be a list of host names');
    expect(hostsSettingsError({ tenantHosts: [] })).toBe('tenantHosts should map tenant ids to lists of host names');
    expect(hostsSettingsError({ tenantHosts: { '3d9c1a70-0000-11ee-8000-000000000001': ['x y'] } })).toBe(
      "Invalid host 'x y' in tenantHosts of tenant 3d9c1a70-0000-11ee-8000-000000000001: expected a host name, an IP address, *.domain or *",
    );
  });

  it('matches exact hosts, any sub-domain of *.domain (not the domain itself), and anything with *', () => {
    const list = ['api.example.com', '*.amazonaws.com', '::1'];
    expect(hostAllowed('API.example.com', list)).toBe(true);
    expect(hostAllowed('sns.us-east-1.amazonaws.com', list)).toBe(true);
    expect(hostAllowed('amazonaws.com', list)).toBe(false);
    expect(hostAllowed('evilamazonaws.com', list)).toBe(false);
    expect(hostAllowed('[::1]', list)).toBe(true);
    expect(hostAllowed('127.0.0.1', list)).toBe(false);
    expect(hostAllowed('169.254.169.254', ['*'])).toBe(true);
    expect(hostAllowed('localhost', [])).toBe(false);
  });
});
