/**
 * Persistent server-side RPC (`"persistent": true` in the RPC body). The call is stored QUEUED and the
 * REST call answers `{"rpcId"}` at once; the call then waits for the device (even one that is offline now) until its
 * expiration time — sent, like every server-side call, through the rule engine (RPC_CALL_FROM_SERVER_TO_DEVICE with the
 * call's id as `requestUUID`) to the "rpc call request" node and the transport dispatcher — and its row follows it:
 *
 * | status | when |
 * |---|---|
 * | QUEUED | stored, no transport has taken it yet |
 * | SENT | a transport took it (MQTT session, gateway, HTTP long poll) |
 * | DELIVERED | the transport wrote it to the device (two-way calls; a one-way call is then SUCCESSFUL) |
 * | SUCCESSFUL | the device answered a two-way call with JSON (`response` holds it) |
 * | FAILED | the answer was not JSON (`response` is `{"error": …}`) |
 * | TIMEOUT | the device got the call but did not answer before the expiration time |
 * | EXPIRED | the expiration time passed before any transport could take the call (or no chain path led to an rpc call request node) |
 *
 * Calls still open when the server stops are picked up by {@link PersistentRpcService.resume} on the next start.
 */
import type { Db } from '../db/types.js';
import { uuidV1 } from '../lib/uuid.js';
import type { RpcCallOptions, RpcOutcome, ServerRpcCall } from './device-rpc.js';
import { insertRpc, openRpcs, updateRpcStatus, type NewRpc, type RpcStatus } from './persistent-repo.js';

/** Sends a call into the rule engine (RuleEngine.sendRpcToDevice). */
export type RpcSender = (call: ServerRpcCall, options: RpcCallOptions) => Promise<RpcOutcome>;

/** A persistent call as the REST layer hands it over. */
export type PersistentCall = Omit<NewRpc, 'id' | 'createdTime'>;

/** Stores persistent calls and keeps their status. */
export class PersistentRpcService {
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Db,
    private readonly send: RpcSender,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  /** Stores a call, starts delivering it and returns its id. */
  async create(call: PersistentCall): Promise<string> {
    const id = uuidV1();
    await insertRpc(this.db, { ...call, id, createdTime: Date.now() });
    this.dispatch(id, call);
    return id;
  }

  /** Status writes run one after another, in the order the events happened. */
  private update(id: string, status: RpcStatus, response?: unknown): void {
    if (this.stopped) return;
    const run = () => updateRpcStatus(this.db, id, status, response).then(() => {});
    this.chain = this.chain.then(run, run).catch((err: unknown) => this.log(`rpc ${id}: ${String(err)}`));
  }

  /** The call enters the rule engine as RPC_CALL_FROM_SERVER_TO_DEVICE with its id as `requestUUID`. */
  private dispatch(
    id: string,
    call: Pick<
      NewRpc,
      'tenantId' | 'deviceId' | 'method' | 'params' | 'oneway' | 'expirationTime' | 'retries' | 'additionalInfo'
    >,
  ): void {
    if (call.expirationTime - Date.now() <= 0) return this.update(id, 'EXPIRED');
    this.send(
      { ...call, persistent: true, requestUUID: id },
      {
        queueOffline: true,
        onSent: () => this.update(id, 'SENT'),
        onDelivered: () => this.update(id, call.oneway ? 'SUCCESSFUL' : 'DELIVERED'),
      },
    )
      .then((outcome) => this.settle(id, outcome))
      .catch((err: unknown) => this.log(`rpc ${id}: ${String(err)}`));
  }

  private settle(id: string, outcome: RpcOutcome): void {
    switch (outcome.status) {
      case 'REPLIED': {
        let response: unknown;
        try {
          response = JSON.parse(outcome.reply) as unknown;
        } catch {
          return this.update(id, 'FAILED', { error: 'Failed to parse response' });
        }
        return this.update(id, 'SUCCESSFUL', response);
      }
      case 'TIMEOUT':
        return this.update(id, outcome.sent ? 'TIMEOUT' : 'EXPIRED');
      case 'NO_ACTIVE_CONNECTION':
        return this.update(id, 'EXPIRED');
      case 'DELIVERED':
        return; // one-way: SUCCESSFUL once the transport has written it (onDelivered)
    }
  }

  /**
   * Picks up calls left open by a previous run: QUEUED ones wait for their device again; calls a device had already
   * got cannot be answered any more (their request ids died with the old process) and time out at their expiration.
   */
  async resume(): Promise<number> {
    const rows = await openRpcs(this.db);
    for (const row of rows) {
      const body = (row.request['body'] ?? {}) as { method?: unknown; params?: unknown };
      const expirationTime = Number(row.expiration_time);
      if (row.status === 'QUEUED') {
        let params: unknown;
        try {
          params = typeof body.params === 'string' ? (JSON.parse(body.params) as unknown) : null;
        } catch {
          params = body.params;
        }
        const retries = row.request['retries'];
        this.dispatch(row.id, {
          tenantId: row.tenant_id,
          deviceId: row.device_id,
          method: String(body.method ?? ''),
          params,
          oneway: row.request['oneway'] === true,
          expirationTime,
          retries: typeof retries === 'number' ? retries : null,
          additionalInfo: row.request['additionalInfo'] ?? null,
        });
        continue;
      }
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.update(row.id, 'TIMEOUT');
        },
        Math.max(0, expirationTime - Date.now()),
      );
      timer.unref?.();
      this.timers.add(timer);
    }
    return rows.length;
  }

  /** Stops writing (the server is closing; calls still open are resumed on the next start) and waits for writes. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.chain;
  }

  /** Resolves once every status write queued so far is stored (tests). */
  settled(): Promise<void> {
    return this.chain;
  }
}
