/** The host check of the external rule nodes, against the allow-list of the admin settings (admin/rule-node-hosts.ts). */
import type { Queryable } from '../../../db/types.js';
import { HOSTS_SETTINGS_KEY, allowedHosts, hostAllowed } from '../../../admin/rule-node-hosts.js';
import { NodeError } from '../../node-api.js';

/** Throws the node's Failure when the tenant may not connect to `host`. */
export async function checkHost(db: Queryable, tenantId: string, host: string): Promise<void> {
  if (!hostAllowed(host, await allowedHosts(db, tenantId))) {
    throw new NodeError(
      `Host '${host}' is not in the hosts rule nodes may connect to (admin settings '${HOSTS_SETTINGS_KEY}')`,
    );
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
