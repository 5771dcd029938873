/** Opens the cluster channel of a worker and bridges its in-memory state and RPC; resolves to its close function. */
import type { DeviceRpcService } from '../rpc/device-rpc.js';
import { bridgeCluster, type ClusterParts, type ClusterRole } from './bridge.js';
import { openClusterChannel } from './channel.js';
import { relayRpc } from './rpc-relay.js';
import { PrimaryBuckets } from './shared-buckets.js';

/** Cluster membership of one server process (a worker forked by primary.ts). */
export interface ClusterOptions {
  role: ClusterRole;
}

export async function joinCluster(
  databaseUrl: string,
  role: ClusterRole,
  parts: ClusterParts & { rpc: DeviceRpcService },
): Promise<() => Promise<void>> {
  const channel = await openClusterChannel(databaseUrl, (err) =>
    process.stderr.write(`[iot-console] cluster channel: ${String(err)}\n`),
  );
  const detach = bridgeCluster(channel, parts, role);
  const detachRpc = relayRpc(channel, parts.rpc, role);
  // A worker forked by the primary (primary.ts) takes its rate-limit tokens from the primary's buckets.
  const buckets = process.send ? new PrimaryBuckets() : null;
  if (buckets) parts.limits.shareBuckets(buckets);
  return async () => {
    buckets?.close();
    detachRpc();
    detach();
    await channel.close();
  };
}
