/**
 * Device→server ("client-side") RPC in flight: a transport registers how to answer a request (MQTT publishes on
 * `v1/devices/me/rpc/response/{id}`, HTTP completes the waiting `POST /api/v1/{token}/rpc`), the request travels
 * through the rule chain as TO_SERVER_RPC_REQUEST with `requestId` and `sessionId` in its metadata, and the "rpc call
 * reply" node answers through {@link ClientRpcRegistry.reply}. Unanswered entries expire after their timeout.
 */

/** Sends the reply text to the device. */
export type ClientRpcResponder = (replyJson: string) => void;

interface Entry {
  respond: ClientRpcResponder;
  timer: ReturnType<typeof setTimeout>;
}

/** Pending client-side RPC requests keyed by session and request id. */
export class ClientRpcRegistry {
  private readonly pending = new Map<string, Entry>();

  /** Registers a request; `onTimeout` runs when no reply came within `timeoutMs`. */
  register(
    sessionId: string,
    requestId: number,
    respond: ClientRpcResponder,
    timeoutMs: number,
    onTimeout: () => void = () => {},
  ): void {
    const key = `${sessionId}/${requestId}`;
    this.drop(key);
    const timer = setTimeout(() => {
      if (this.pending.get(key)?.timer === timer) this.pending.delete(key);
      onTimeout();
    }, timeoutMs);
    timer.unref?.();
    this.pending.set(key, { respond, timer });
  }

  /** Delivers a reply; false when the request is unknown or already answered. */
  reply(sessionId: string, requestId: number, replyJson: string): boolean {
    const key = `${sessionId}/${requestId}`;
    const e = this.pending.get(key);
    if (!e) return false;
    this.drop(key);
    e.respond(replyJson);
    return true;
  }

  private drop(key: string): void {
    const e = this.pending.get(key);
    if (!e) return;
    clearTimeout(e.timer);
    this.pending.delete(key);
  }

  /** Forgets every pending request (shutdown). */
  close(): void {
    for (const key of [...this.pending.keys()]) this.drop(key);
  }
}
