/**
 * Where rule nodes may connect. An outbound call of a rule node (REST API call, MQTT, Kafka, RabbitMQ, AWS, GCP,
 * Azure, SMS providers) goes only to a host the system administrator allowed, so a tenant's rule chain cannot reach
 * into the server's own network. The list lives in the admin settings under the key `ruleNodeHosts`:
 * `{"allowedHosts": ["api.example.com", "*.amazonaws.com"], "tenantHosts": {"<tenantId>": ["broker.example.org"]}}`
 * (saved with POST /api/admin/settings). An entry is a host name or IP, `*.domain` (any sub-domain), or `*` (any
 * host). With no settings, nothing is allowed.
 */
import type { Queryable } from '../../../db/types.js';
import { NodeError } from '../../node-api.js';

/** Admin settings key of the allow-list. */
export const HOSTS_SETTINGS_KEY = 'ruleNodeHosts';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The hosts a tenant's rule nodes may reach: the global entries plus the tenant's own. */
export async function allowedHosts(db: Queryable, tenantId: string): Promise<string[]> {
  const { rows } = await db.query<{ json_value: Record<string, unknown> }>('SELECT json_value FROM admin_settings WHERE key = $1', [HOSTS_SETTINGS_KEY]);
  const v = rows[0]?.json_value ?? {};
  const perTenant = v['tenantHosts'] !== null && typeof v['tenantHosts'] === 'object' ? (v['tenantHosts'] as Record<string, unknown>) : {};
  return [...strings(v['allowedHosts']), ...strings(perTenant[tenantId])].map((h) => h.trim().toLowerCase()).filter(Boolean);
}

/** Whether `host` matches one of the entries. */
export function hostAllowed(host: string, entries: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return entries.some((e) => e === '*' || e === h || (e.startsWith('*.') && h.endsWith(e.slice(1))));
}

/** Throws the node's Failure when the tenant may not connect to `host`. */
export async function checkHost(db: Queryable, tenantId: string, host: string): Promise<void> {
  if (!hostAllowed(host, await allowedHosts(db, tenantId))) {
    throw new NodeError(`Host '${host}' is not in the hosts rule nodes may connect to (admin settings '${HOSTS_SETTINGS_KEY}')`);
  }
}

/** Host of a URL; a Failure when the URL does not parse. */
export function hostOfUrl(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    throw new NodeError(`Invalid URL: ${url}`);
  }
}
