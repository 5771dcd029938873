/**
 * Joins one server process to the cluster (see primary.ts): what each worker keeps in memory and another worker can
 * change is kept in step over the {@link ClusterChannel}.
 *
 * - Change events (telemetry, attributes, alarms) written here are published; the other workers re-emit them on their
 *   own bus marked `remote`, so their WebSocket subscriptions and device transports (shared-attribute pushes, HTTP
 *   long polls) see every write. Remote events are not fed to the rule engine or counted as API usage again: the
 *   worker that wrote them did both.
 * - Token outdating (revoked users) reaches every worker's cache and closes that user's sockets there too; the other
 *   workers learn of it one NOTIFY round trip later (milliseconds), the only window in which an old token still works.
 * - Cache invalidations (tenant-profile limits, rule chains and device profiles, a device's profile, usage limits)
 *   run in every worker: the call is relayed with its arguments.
 * - API usage counts of followers are forwarded to the leader, the only writer of usage totals and states; the
 *   leader publishes each tenant's states when they change, so followers refuse what a disabled feature forbids
 *   (device HTTP calls, storage, rule-engine and script runs) as the leader does.
 */
import type { TokenOutdating } from '../security/outdating.js';
import type { TenantLimits } from '../limits/tenant-limits.js';
import type { RuleEngine } from '../rule-engine/engine.js';
import type { ChangeBus, ChangeEvent } from '../telemetry/bus.js';
import type { UsageFeature, UsageKey, UsageState } from '../api-usage/keys.js';
import type { UsageMeter } from '../api-usage/meter.js';
import type { ClusterChannel } from './channel.js';

/** A worker's part: the leader owns device transports, timers and usage totals; followers serve REST and WebSockets. */
export type ClusterRole = 'leader' | 'follower';

/** What the bridge keeps in step. */
export interface ClusterParts {
  bus: ChangeBus;
  outdating: TokenOutdating;
  limits: TenantLimits;
  ruleEngine: RuleEngine;
  usage: UsageMeter;
}

type Method = (...args: never[]) => unknown;

/**
 * Makes `target[name](…)` also run in every other worker: the local call runs as before, then its arguments are
 * published; a relayed call runs the original method only. Returns the function that restores the method.
 */
function relay<T extends object, K extends keyof T & string>(
  channel: ClusterChannel,
  topic: string,
  target: T,
  name: K,
): () => void {
  const original = target[name] as unknown as Method;
  const bound = original.bind(target) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]) => {
    const result = bound(...args);
    void channel.publish(topic, args).catch(() => undefined);
    return result;
  };
  Object.defineProperty(target, name, { value: wrapped, configurable: true, writable: true });
  const off = channel.on(topic, (args) => {
    if (Array.isArray(args)) bound(...(args as unknown[]));
  });
  return () => {
    off();
    Object.defineProperty(target, name, { value: original, configurable: true, writable: true });
  };
}

/** Connects the parts to the channel; returns the function that disconnects them. */
export function bridgeCluster(channel: ClusterChannel, parts: ClusterParts, role: ClusterRole): () => void {
  const { bus, outdating, limits, ruleEngine, usage } = parts;
  const offs: (() => void)[] = [];

  // Events of one turn of the event loop leave as one message (a device batch is many events), in write order.
  let batch: ChangeEvent[] = [];
  offs.push(
    bus.on((e) => {
      if (e.remote) return;
      if (batch.length === 0) {
        setImmediate(() => {
          const events = batch;
          batch = [];
          void channel.publish('changes', events).catch(() => undefined);
        });
      }
      batch.push(e);
    }),
  );
  offs.push(
    channel.on('changes', (events) => {
      for (const e of events as ChangeEvent[]) bus.emit({ ...e, remote: true });
    }),
  );

  let applyingRemote = false;
  offs.push(
    outdating.onOutdated((userId, since) => {
      if (!applyingRemote) void channel.publish('outdated', [userId, since]).catch(() => undefined);
    }),
  );
  offs.push(
    channel.on('outdated', (m) => {
      const [userId, since] = m as [string, number];
      applyingRemote = true;
      try {
        outdating.noteOutdated(userId, since);
      } finally {
        applyingRemote = false;
      }
    }),
  );

  offs.push(relay(channel, 'limits.invalidate', limits, 'invalidate'));
  offs.push(relay(channel, 'engine.invalidate', ruleEngine, 'invalidate'));
  offs.push(relay(channel, 'engine.deviceChanged', ruleEngine, 'deviceChanged'));
  offs.push(relay(channel, 'usage.touch', usage, 'touch'));

  if (role === 'leader') {
    offs.push(
      channel.on('usage', (m) => {
        const [tenantId, counts] = m as [string, Partial<Record<UsageKey, number>>];
        for (const [key, n] of Object.entries(counts)) usage.record(tenantId, key as UsageKey, n);
      }),
    );
    offs.push(
      usage.onStatesChanged((tenantId, states) => {
        void channel.publish('usage.states', [tenantId, states]).catch(() => undefined);
      }),
    );
  } else {
    usage.forwardTo((tenantId, counts) => void channel.publish('usage', [tenantId, counts]).catch(() => undefined));
    offs.push(
      channel.on('usage.states', (m) => {
        const [tenantId, states] = m as [string, Partial<Record<UsageFeature, UsageState>>];
        usage.applyStates(tenantId, states);
      }),
    );
    void usage.loadStates().catch((err: unknown) => {
      process.stderr.write(`[iot-console] usage states not loaded: ${String(err)}\n`);
    });
  }
  return () => {
    for (const off of offs.reverse()) off();
  };
}
