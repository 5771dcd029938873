/** Opens the cluster channel of a worker and bridges its in-memory state (bridge.ts); resolves to its close function. */
import { bridgeCluster, type ClusterParts, type ClusterRole } from './bridge.js';
import { openClusterChannel } from './channel.js';

/** Cluster membership of one server process (a worker forked by primary.ts). */
export interface ClusterOptions {
  role: ClusterRole;
}

export async function joinCluster(databaseUrl: string, role: ClusterRole, parts: ClusterParts): Promise<() => Promise<void>> {
  const channel = await openClusterChannel(databaseUrl, (err) => process.stderr.write(`[iot-console] cluster channel: ${String(err)}\n`));
  const detach = bridgeCluster(channel, parts, role);
  return async () => {
    detach();
    await channel.close();
  };
}
