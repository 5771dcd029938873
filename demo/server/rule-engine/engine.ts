/**
 * The rule engine of the embedded server: a message enters a chain at its first node and follows, from every node,
 * the connections of the relation types the node left by (ThingsBoard semantics: several connections of one type
 * all receive the message; a relation with no connection ends the message there, Failure included; a
 * `ruleChainConnections` target continues at the other chain's first node). {@link RuleEngine.push} resolves once
 * the whole traversal has finished, so a device publish is acknowledged after its data is stored.
 * A node error (script exception, timeout, storage error) routes to Failure and never stops the engine.
 */
import type { Db } from '../db/types.js';
import type { TelemetryServices } from '../telemetry/services.js';
import { runFunction } from '../script/sandbox.js';
import { ChainCache, type RuntimeChain, type RuntimeNode } from './chain-cache.js';
import { ClientRpcRegistry } from './client-rpc.js';
import { writeDebugEvent } from './debug.js';
import { createMsg, MSG_TYPES, type TbMsg } from './message.js';
import { ServerRpcRegistry } from './server-rpc.js';
import { SERVER_NAME } from './debug.js';
import { uuidV1 } from '../lib/uuid.js';
import type { RpcCallOptions, RpcOutcome, ServerRpcCall } from '../rpc/device-rpc.js';
import type { NodeContext, NodeOutput, NodeServices } from './node-api.js';
import { NodeRegistry } from './registry.js';
import { ProfileCache } from './profile-cache.js';

/** Nodes one message may pass through before it is dropped (protects against connection loops). */
export const MAX_HOPS = 1000;

/** Options of the engine. */
export interface RuleEngineOptions {
  /** Reports internal errors (default: stderr). */
  log?: (text: string) => void;
  /** Receives the text of log nodes (default: discarded; the server passes its Fastify logger). */
  nodeLog?: (text: string) => void;
  /** API usage: node executions, script runs and emails per tenant (usage/meter.ts). */
  usage?: EngineUsage;
  /** Runs generator nodes (default true; false in a cluster follower, where the leader runs them). */
  generators?: boolean;
}

/** What the engine counts for the tenants' API usage state. */
export interface EngineUsage {
  record(tenantId: string, key: 'RE_EXEC' | 'JS_EXEC' | 'EMAIL', n?: number): void;
  /** True when the tenant's API usage of the feature is DISABLED (its profile's monthly limit is reached). */
  isDisabled?(tenantId: string, feature: 'RE' | 'JS'): boolean;
}

/** One engine per server. */
export class RuleEngine {
  readonly clientRpc = new ClientRpcRegistry();
  readonly serverRpc = new ServerRpcRegistry();
  readonly chains: ChainCache;
  readonly profiles: ProfileCache;
  private readonly services: NodeServices;
  private readonly log: (text: string) => void;
  private readonly usage: EngineUsage | undefined;
  private readonly pending = new Set<Promise<void>>();
  private closed = false;
  private readonly generators: boolean;

  constructor(
    readonly db: Db,
    readonly telemetry: TelemetryServices,
    readonly registry: NodeRegistry = new NodeRegistry(),
    opts: RuleEngineOptions = {},
  ) {
    this.log = opts.log ?? ((t) => process.stderr.write(`[iot-console] rule engine: ${t}\n`));
    this.usage = opts.usage;
    this.generators = opts.generators ?? true;
    this.profiles = new ProfileCache(db);
    const nodeLog = opts.nodeLog ?? (() => {});
    this.services = {
      db,
      telemetry,
      clientRpc: this.clientRpc,
      serverRpc: this.serverRpc,
      profiles: this.profiles,
      log: (t) => nodeLog(t),
      runScript: (body, args, values) => runFunction(body, args, values),
    };
    this.chains = new ChainCache(db, (def) => this.registry.create(def), {
      loaded: (chain) => {
        if (this.closed) return;
        for (const n of chain.nodes.values()) n.impl.start?.(this.contextOf(chain, n));
      },
      evicted: (chain) => {
        for (const n of chain.nodes.values()) n.impl.stop?.();
      },
    });
  }

  /** Drops the cached chains and profiles of a tenant (after rule chains, root or device profiles changed). */
  invalidate(tenantId: string): void {
    this.chains.invalidate(tenantId);
    this.profiles.invalidate(tenantId);
    if (!this.closed) this.track(this.startGenerators(tenantId));
  }

  /** A device was saved: its profile (default chain, alarm rules) is looked up again. */
  deviceChanged(tenantId: string, deviceId: string): void {
    this.profiles.forgetDevice(tenantId, deviceId);
  }

  /**
   * Loads every chain that holds a generator node (generators run without incoming messages) or a device profile
   * node that fetches its stored alarm rule states on start, for one tenant or all of them. Called on start and after
   * an invalidation.
   */
  async startGenerators(tenantId?: string): Promise<void> {
    if (!this.generators) return;
    const { rows } = await this.db.query<{ tenant_id: string; id: string }>(
      `SELECT DISTINCT c.tenant_id, c.id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id
       WHERE (n.type = 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode'
         OR (n.type = 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode' AND lower(n.configuration->>'fetchAlarmRulesStateOnStart') = 'true'))
         AND c.type = 'CORE' AND ($1::uuid IS NULL OR c.tenant_id = $1)`,
      [tenantId ?? null],
    );
    for (const r of rows) await this.chains.chain(r.tenant_id, r.id);
  }

  /**
   * Pushes a message into a chain: the given one, else the originator device profile's default chain, else the
   * tenant's root chain. Resolves when every branch has finished; a message with no chain to enter is dropped.
   */
  async push(msg: TbMsg, chainId?: string): Promise<void> {
    // As ThingsBoard: a tenant whose rule engine executions are disabled by API usage has its messages acknowledged
    // and dropped.
    if (this.usage?.isDisabled?.(msg.tenantId, 'RE')) return;
    const id = chainId ?? (await this.profiles.defaultChainOf(msg)) ?? (await this.chains.rootId(msg.tenantId));
    if (!id) return;
    const chain = await this.chains.chain(msg.tenantId, id);
    if (!chain) return;
    await this.enterChain(chain, msg, { hops: 0 });
  }

  /**
   * Server-side RPC as ThingsBoard sends it: an RPC_CALL_FROM_SERVER_TO_DEVICE message enters the device's chain and
   * the call resolves with what the "rpc call request" node got from the device (server-rpc.ts), or TIMEOUT at the
   * expiration time when no such node took it.
   */
  async sendRpcToDevice(call: ServerRpcCall, options: RpcCallOptions = {}): Promise<RpcOutcome> {
    if (this.closed) return { status: 'TIMEOUT', sent: false };
    const requestUUID = call.requestUUID ?? uuidV1();
    const outcome = this.serverRpc.register(requestUUID, call.deviceId, options, call.expirationTime - Date.now());
    const metadata: Record<string, string> = {
      requestUUID,
      originServiceId: SERVER_NAME,
      expirationTime: String(call.expirationTime),
      oneway: String(call.oneway),
      persistent: String(call.persistent),
    };
    if (typeof call.retries === 'number') metadata['retries'] = String(call.retries);
    const { rows } = await this.db.query<{ name: string; type: string }>(
      'SELECT name, type FROM device WHERE id = $1 AND tenant_id = $2',
      [call.deviceId, call.tenantId],
    );
    if (rows[0]) Object.assign(metadata, { deviceName: rows[0].name, deviceType: rows[0].type });
    const data = JSON.stringify({
      method: call.method,
      params: JSON.stringify(call.params ?? null),
      additionalInfo: call.additionalInfo ?? null,
    });
    this.pushInBackground(
      createMsg({
        type: MSG_TYPES.TO_DEVICE_RPC,
        originator: { entityType: 'DEVICE', id: call.deviceId },
        metadata,
        data,
        tenantId: call.tenantId,
      }),
    );
    return outcome;
  }

  /** Pushes without waiting (bus events, timers); errors are logged. */
  pushInBackground(msg: TbMsg): void {
    if (!this.closed) this.track(this.push(msg));
  }

  private async enterChain(chain: RuntimeChain, msg: TbMsg, state: { hops: number }): Promise<void> {
    const first = chain.firstNodeId ? chain.nodes.get(chain.firstNodeId) : undefined;
    if (first) await this.runNode(chain, first, msg, 'Success', state);
  }

  private contextOf(chain: RuntimeChain, node: RuntimeNode): NodeContext {
    return {
      ...this.services,
      node: node.def,
      tellLater: (o) => this.track(this.route(chain, node, [o], { hops: 0 })),
      enqueueRoot: (m) => this.pushInBackground(m),
      runScript: (body, args, values) => {
        if (this.usage?.isDisabled?.(chain.tenantId, 'JS'))
          return Promise.resolve({ ok: false, error: 'JS Execution is disabled due to API limits!' });
        this.usage?.record(chain.tenantId, 'JS_EXEC');
        return this.services.runScript(body, args, values);
      },
      countEmail: (n = 1) => this.usage?.record(chain.tenantId, 'EMAIL', n),
    };
  }

  private async runNode(
    chain: RuntimeChain,
    node: RuntimeNode,
    msg: TbMsg,
    inRelation: string,
    state: { hops: number },
  ): Promise<void> {
    state.hops += 1;
    if (state.hops > MAX_HOPS) {
      this.log(`message ${msg.id} dropped in chain "${chain.name}": more than ${MAX_HOPS} node hops`);
      return;
    }
    this.usage?.record(chain.tenantId, 'RE_EXEC');
    if (node.def.debugMode) await this.debug(node, 'IN', msg, inRelation);
    let outputs: NodeOutput[];
    try {
      outputs = await node.impl.process(msg, this.contextOf(chain, node));
    } catch (err) {
      outputs = [{ msg, relations: ['Failure'], error: err instanceof Error ? err.message : String(err) }];
    }
    await this.route(chain, node, outputs, state);
  }

  private async route(
    chain: RuntimeChain,
    node: RuntimeNode,
    outputs: NodeOutput[],
    state: { hops: number },
  ): Promise<void> {
    for (const o of outputs) {
      for (const relation of o.relations) {
        if (node.def.debugMode) await this.debug(node, 'OUT', o.msg, relation, o.error);
        for (const target of chain.routes.get(node.def.id)?.get(relation) ?? []) {
          if (target.kind === 'node') {
            const next = chain.nodes.get(target.nodeId);
            if (next) await this.runNode(chain, next, o.msg, relation, state);
          } else {
            const other = await this.chains.chain(chain.tenantId, target.chainId);
            if (other) await this.enterChain(other, o.msg, state);
          }
        }
      }
    }
  }

  private async debug(
    node: RuntimeNode,
    direction: 'IN' | 'OUT',
    msg: TbMsg,
    relation: string,
    error?: string,
  ): Promise<void> {
    try {
      await writeDebugEvent(this.db, node.def, direction, msg, relation, error);
    } catch (err) {
      this.log(`debug event of node ${node.def.id} not stored: ${String(err)}`);
    }
  }

  /** Keeps background work (delayed outputs, generator messages) so close() can wait for it. */
  private track(p: Promise<void>): Promise<void> {
    const t = p.catch((err: unknown) => this.log(String(err))).finally(() => this.pending.delete(t));
    this.pending.add(t);
    return t;
  }

  /** Stops generators and timers and waits for background messages. */
  async close(): Promise<void> {
    this.closed = true;
    this.chains.clear();
    this.clientRpc.close();
    this.serverRpc.close();
    // RPC call request nodes waiting for devices end now (TIMEOUT) instead of holding the shutdown until their deadline.
    this.telemetry.rpc.close();
    await Promise.all([...this.pending]);
  }
}

declare module '../context.js' {
  interface ServerContext {
    /** The rule engine; routes that change rule chains or device profiles call `invalidate(tenantId)`. */
    ruleEngine: RuleEngine;
  }
}
