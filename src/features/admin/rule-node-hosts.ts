/**
 * The `ruleNodeHosts` admin settings as the page edits them: the list for all tenants, and one row per tenant with
 * its own list. Entries are host names, IP addresses, `*.domain` (any sub-domain) or `*` (any host) — the server
 * refuses anything else when saving, and the page names the bad entries before that.
 */

/** Admin settings key of the hosts rule nodes may reach. */
export const HOSTS_KEY = 'ruleNodeHosts';

export interface TenantHostsRow {
  /** React key of the row (a new row has no tenant yet). */
  key: string;
  tenantId: string | null;
  hosts: string[];
}

export interface HostsForm {
  allowedHosts: string[];
  tenants: TenantHostsRow[];
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
const IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;

/** Whether an entry is a host name, an IPv4 or IPv6 address, `*.domain` or `*`. */
export function hostEntryValid(entry: string): boolean {
  const e = entry.trim().replace(/^\[(.*)\]$/, '$1');
  if (e === '*') return true;
  if (e.length > 253) return false;
  return NAME.test(e.startsWith('*.') ? e.slice(2) : e) || IPV6.test(e);
}

/** The entries that are not valid hosts. */
export const badHosts = (hosts: readonly string[]): string[] => hosts.filter((h) => !hostEntryValid(h));

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

let newRows = 0;
/** A row for a tenant still to be chosen. */
export const newTenantRow = (): TenantHostsRow => ({ key: `new-${++newRows}`, tenantId: null, hosts: [] });

/** The form of a stored settings value (missing parts are empty). */
export function toHostsValue(json: Record<string, unknown>): HostsForm {
  const per = json['tenantHosts'];
  const tenants =
    per && typeof per === 'object' && !Array.isArray(per) ? Object.entries(per as Record<string, unknown>) : [];
  return {
    allowedHosts: strings(json['allowedHosts']),
    tenants: tenants.map(([tenantId, hosts]) => ({ key: tenantId, tenantId, hosts: strings(hosts) })),
  };
}

/** The settings value of a form; rows without a tenant are left out. */
export function toHostsSettings(form: HostsForm): Record<string, unknown> {
  const tenantHosts: Record<string, string[]> = {};
  for (const row of form.tenants) if (row.tenantId) tenantHosts[row.tenantId] = row.hosts;
  return { allowedHosts: form.allowedHosts, tenantHosts };
}
