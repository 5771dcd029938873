/**
 * Server→device RPC through the rule engine, as ThingsBoard 3.3.1 routes it: the REST API (and persistent RPC) does
 * not talk to the transport itself but pushes an `RPC_CALL_FROM_SERVER_TO_DEVICE` message into the tenant's chain —
 * originator the device, metadata `requestUUID`, `originServiceId`, `expirationTime`, `oneway`, `persistent`
 * (`retries`, `deviceName`, `deviceType` when known), data `{"method", "params" (the params' JSON text),
 * "additionalInfo"}` — and waits, keyed by `requestUUID`, until an "rpc call request" node
 * (nodes/rpc.ts) has delivered it to the device and reports the outcome. A chain with no path to such a node never
 * answers: the caller's deadline (the call's expiration time) ends it as TIMEOUT, as in ThingsBoard.
 */
import type { RpcCallOptions, RpcOutcome } from '../rpc/device-rpc.js';

/** One call waiting for an rpc call request node. */
export interface ServerRpcWaiter {
  deviceId: string;
  /** Transport options of the call (persistent RPC follows SENT / DELIVERED through them). */
  options: RpcCallOptions;
  settle(outcome: RpcOutcome): void;
}

interface Entry extends ServerRpcWaiter {
  timer: ReturnType<typeof setTimeout>;
}

/** Calls sent into the rule engine, by request UUID. */
export class ServerRpcRegistry {
  private readonly pending = new Map<string, Entry>();

  /**
   * Registers a call before its message enters the chain; resolves with the node's outcome, or TIMEOUT (not sent)
   * after `timeoutMs` when no node took it.
   */
  register(requestUUID: string, deviceId: string, options: RpcCallOptions, timeoutMs: number): Promise<RpcOutcome> {
    return new Promise((resolve) => {
      let done = false;
      const settle = (outcome: RpcOutcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (this.pending.get(requestUUID)?.timer === timer) this.pending.delete(requestUUID);
        resolve(outcome);
      };
      const timer = setTimeout(() => settle({ status: 'TIMEOUT', sent: false }), Math.max(0, timeoutMs));
      timer.unref?.();
      this.pending.get(requestUUID)?.settle({ status: 'TIMEOUT', sent: false });
      this.pending.set(requestUUID, { deviceId, options, settle, timer });
    });
  }

  /**
   * Hands a waiting call to the node that delivers it (it is taken once: a second rpc call request node on the
   * message's path sends a call nobody waits for). Undefined when nobody waits for this UUID or device.
   */
  take(requestUUID: string, deviceId: string): ServerRpcWaiter | undefined {
    const e = this.pending.get(requestUUID);
    if (!e || e.deviceId !== deviceId) return undefined;
    this.pending.delete(requestUUID);
    clearTimeout(e.timer); // the node's own deadline (the same expiration time) ends the call now
    return e;
  }

  /** Ends every waiting call as TIMEOUT (shutdown). */
  close(): void {
    for (const e of [...this.pending.values()]) e.settle({ status: 'TIMEOUT', sent: false });
    this.pending.clear();
  }
}
