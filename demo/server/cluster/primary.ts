/**
 * Multi-process mode (`IOT_WORKERS=<n>|auto` with `DATABASE_URL`): this primary process forks n workers that share
 * the HTTP port (Node's cluster module hands out connections round robin). PostgreSQL stays the one source of truth;
 * what a worker keeps in memory is kept in step over LISTEN/NOTIFY (bridge.ts).
 *
 * The first worker is the leader: it alone runs the MQTT transport (one broker, so device sessions, their RPC and
 * transport rate limits live in one place), the demo device simulator, the rule engine's generator nodes and the API
 * usage totals. It starts first and migrates and seeds the database; the followers start once it listens. A worker
 * that dies is forked again in the same role. SIGINT/SIGTERM stop every worker cleanly, then the primary.
 * The primary also holds the REST and transport rate-limit buckets of all workers (shared-buckets.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import type { ClusterRole } from './bridge.js';
import { BucketHost } from './shared-buckets.js';

/** Environment variable that gives a forked worker its role. */
export const ROLE_ENV = 'IOT_CLUSTER_ROLE';

/** What a worker reports to the primary once it listens. */
export interface WorkerReady {
  type: 'iot-worker-ready';
  port: number;
}

const isReady = (m: unknown): m is WorkerReady =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'iot-worker-ready';

/** The role of this process when it is a cluster worker, else undefined. */
export function workerRole(): ClusterRole | undefined {
  if (!cluster.isWorker) return undefined;
  return process.env[ROLE_ENV] === 'leader' ? 'leader' : 'follower';
}

/** Tells the primary this worker listens (no-op outside a cluster). */
export function reportWorkerReady(port: number): void {
  if (cluster.isWorker && process.send) process.send({ type: 'iot-worker-ready', port } satisfies WorkerReady);
}

/** Runs the primary: forks `count` workers, prints the ready line once all listen, keeps them running. */
export function runPrimary(count: number, log: (line: string) => void, out: (line: string) => void): void {
  const roles = new Map<Worker, ClusterRole>();
  let stopping = false;
  let announced = false;
  let readyCount = 0;
  const buckets = new BucketHost();

  const fork = (role: ClusterRole): Worker => {
    const worker = cluster.fork({ [ROLE_ENV]: role });
    roles.set(worker, role);
    buckets.serve(worker);
    worker.on('message', (m: unknown) => {
      if (!isReady(m)) return;
      readyCount += 1;
      if (role === 'leader' && readyCount === 1) for (let i = 1; i < count; i++) fork('follower');
      if (!announced && readyCount >= count) {
        announced = true;
        out(`iot-console ready at http://localhost:${m.port}`);
        out(`iot-console: ${count} worker processes on PostgreSQL (IOT_WORKERS)`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'follower';
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} (${role}) exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) fork(role);
    }, 1000).unref();
  });

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      log(`forced exit after ${signal}`);
      process.exit(1);
    }, 15_000);
    force.unref();
    if (roles.size === 0) process.exit(0);
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  fork('leader');
}
