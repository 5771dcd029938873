/**
 * Server-side RPC across workers: device MQTT sessions live in the leader (primary.ts), while the REST call (and the
 * rule engine's RPC node that serves it) may run in any worker. A follower that cannot reach the device itself (no
 * HTTP long poll of that device here) hands the call to the leader; the leader runs it on its own transports and
 * sends back the progress (sent, delivered) and the outcome. A call the leader never answers ends as a timeout.
 */
import { randomUUID } from 'node:crypto';
import type { DeviceRpcService, RpcOutcome, RpcRequest } from '../rpc/device-rpc.js';
import type { ClusterChannel } from './channel.js';
import type { ClusterRole } from './bridge.js';

interface CallMsg {
  ref: string;
  to: string;
  deviceId: string;
  method: string;
  params: unknown;
  oneway: boolean;
  timeoutMs: number;
  queueOffline: boolean;
}
interface ProgressMsg {
  ref: string;
  to: string;
  step: 'sent' | 'delivered' | 'done';
  request?: RpcRequest;
  outcome?: RpcOutcome;
}

/** Extra wait for the leader's answer beyond the call's own deadline (channel round trips). */
const ANSWER_GRACE_MS = 2000;

/** Connects the RPC service of this worker to the others'; returns the function that disconnects it. */
export function relayRpc(channel: ClusterChannel, rpc: DeviceRpcService, role: ClusterRole): () => void {
  const local = rpc.call.bind(rpc);
  if (role === 'leader') {
    // The leader runs the calls; its own calls reach its transports directly.
    return channel.on('rpc.call', (m) => {
      const c = m as CallMsg;
      const progress = (msg: Omit<ProgressMsg, 'ref' | 'to'>) =>
        void channel.publish('rpc.progress', { ref: c.ref, to: c.to, ...msg }).catch(() => undefined);
      void local(c.deviceId, c.method, c.params, c.oneway, c.timeoutMs, {
        queueOffline: c.queueOffline,
        onSent: (request) => progress({ step: 'sent', request }),
        onDelivered: (request) => progress({ step: 'delivered', request }),
      }).then((outcome) => progress({ step: 'done', outcome }));
    });
  }
  const waiting = new Map<string, (m: ProgressMsg) => void>();
  const off = channel.on('rpc.progress', (m) => {
    const p = m as ProgressMsg;
    if (p.to === channel.id) waiting.get(p.ref)?.(p);
  });
  const forwarded: DeviceRpcService['call'] = (deviceId, method, params, oneway, timeoutMs, options = {}) => {
    if (rpc.isReachable(deviceId)) return local(deviceId, method, params, oneway, timeoutMs, options);
    const ref = randomUUID();
    let sent = false;
    return new Promise<RpcOutcome>((resolve) => {
      const timer = setTimeout(() => done({ status: 'TIMEOUT', sent }), timeoutMs + ANSWER_GRACE_MS);
      const done = (outcome: RpcOutcome) => {
        clearTimeout(timer);
        waiting.delete(ref);
        resolve(outcome);
      };
      waiting.set(ref, (p) => {
        if (p.step === 'sent' && p.request) {
          sent = true;
          options.onSent?.(p.request);
        } else if (p.step === 'delivered' && p.request) options.onDelivered?.(p.request);
        else if (p.step === 'done' && p.outcome) done(p.outcome);
      });
      const msg: CallMsg = {
        ref,
        to: channel.id,
        deviceId,
        method,
        params,
        oneway,
        timeoutMs,
        queueOffline: options.queueOffline ?? false,
      };
      channel.publish('rpc.call', msg).catch(() => done({ status: 'NO_ACTIVE_CONNECTION' }));
    });
  };
  Object.defineProperty(rpc, 'call', { value: forwarded, configurable: true, writable: true });
  return () => {
    off();
    Object.defineProperty(rpc, 'call', { value: local, configurable: true, writable: true });
  };
}
