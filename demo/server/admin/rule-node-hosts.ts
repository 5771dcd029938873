/**
 * Where rule nodes may connect. An outbound call of a rule node (REST API call, MQTT, Kafka, RabbitMQ, AWS, GCP,
 * Azure, SMS providers) goes only to a host the system administrator allowed, so a tenant's rule chain cannot reach
 * into the server's own network. The list lives in the admin settings under the key `ruleNodeHosts`:
 * `{"allowedHosts": ["api.example.com", "*.amazonaws.com"], "tenantHosts": {"<tenantId>": ["broker.example.org"]}}`
 * (saved with POST /api/admin/settings). An entry is a host name or IP, `*.domain` (any sub-domain), or `*` (any
 * host). With no settings, nothing is allowed. Saving the key checks every entry ({@link hostsSettingsError}); the
 * external rule nodes check their target with rule-engine/nodes/external/hosts.ts.
 */
import type { Queryable } from '../db/types.js';

/** Admin settings key of the allow-list. */
export const HOSTS_SETTINGS_KEY = 'ruleNodeHosts';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The hosts a tenant's rule nodes may reach: the global entries plus the tenant's own. */
export async function allowedHosts(db: Queryable, tenantId: string): Promise<string[]> {
  const { rows } = await db.query<{ json_value: Record<string, unknown> }>(
    'SELECT json_value FROM admin_settings WHERE key = $1',
    [HOSTS_SETTINGS_KEY],
  );
  const v = rows[0]?.json_value ?? {};
  const perTenant =
    v['tenantHosts'] !== null && typeof v['tenantHosts'] === 'object'
      ? (v['tenantHosts'] as Record<string, unknown>)
      : {};
  return [...strings(v['allowedHosts']), ...strings(perTenant[tenantId])]
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1'),
    )
    .filter(Boolean);
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
const IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an allow-list entry is a host name, an IPv4 or IPv6 address, `*.domain` or `*`. */
export function hostEntryValid(entry: string): boolean {
  const e = entry.trim().replace(/^\[(.*)\]$/, '$1');
  if (e === '*') return true;
  if (e.length > 253) return false;
  return NAME.test(e.startsWith('*.') ? e.slice(2) : e) || IPV6.test(e);
}

function listError(v: unknown, where: string): string | null {
  if (v === undefined) return null;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return `${where} should be a list of host names`;
  const bad = v.find((x: string) => !hostEntryValid(x));
  return bad === undefined
    ? null
    : `Invalid host '${bad}' in ${where}: expected a host name, an IP address, *.domain or *`;
}

/** Why a `ruleNodeHosts` settings value cannot be saved, or null when it can. */
export function hostsSettingsError(value: Record<string, unknown>): string | null {
  const global = listError(value['allowedHosts'], 'allowedHosts');
  if (global) return global;
  const perTenant = value['tenantHosts'];
  if (perTenant === undefined) return null;
  if (perTenant === null || typeof perTenant !== 'object' || Array.isArray(perTenant))
    return 'tenantHosts should map tenant ids to lists of host names';
  for (const [tenantId, list] of Object.entries(perTenant)) {
    if (!UUID.test(tenantId)) return `Invalid tenant id '${tenantId}' in tenantHosts`;
    const err = listError(list, `tenantHosts of tenant ${tenantId}`);
    if (err) return err;
  }
  return null;
}

/** Whether `host` matches one of the entries. */
export function hostAllowed(host: string, entries: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return entries.some((e) => e === '*' || e === h || (e.startsWith('*.') && h.endsWith(e.slice(1))));
}
