/**
 * What a rule node implementation is and what it may use. A node turns one incoming message into outputs, each a
 * message plus the relation types it leaves by (`Success`, `True`, `Post telemetry`, …); the engine follows the
 * chain's connections of those types. A node that throws routes the message to `Failure` with the error text.
 * Nodes that emit later (delay, generator) use {@link NodeContext.tellLater}.
 */
import type { Db } from '../db/types.js';
import type { TelemetryServices } from '../telemetry/services.js';
import type { SandboxResult } from '../script/sandbox.js';
import type { TbMsg } from './message.js';
import type { ClientRpcRegistry } from './client-rpc.js';
import type { ServerRpcRegistry } from './server-rpc.js';
import type { ProfileCache } from './profile-cache.js';

/** One output of a node. */
export interface NodeOutput {
  msg: TbMsg;
  relations: string[];
  /** Error text recorded with the OUT debug event (Failure outputs). */
  error?: string;
}

/** A node as stored (rule_node row, parsed). */
export interface NodeDef {
  id: string;
  chainId: string;
  tenantId: string;
  name: string;
  /** Fully-qualified ThingsBoard class name. */
  type: string;
  debugMode: boolean;
  config: Record<string, unknown>;
}

/** Services handed to node implementations. */
export interface NodeServices {
  db: Db;
  telemetry: TelemetryServices;
  /** Replies to device→server RPC (the RPC call reply node). */
  clientRpc: ClientRpcRegistry;
  /** Server→device RPC sent through the chain, waiting for the RPC call request node (server-rpc.ts). */
  serverRpc: ServerRpcRegistry;
  /** Device profiles (default chain, alarm rules). */
  profiles: ProfileCache;
  /** Writes a line to the server log (the log node). */
  log(text: string): void;
  /** Runs a user script in the quickjs sandbox. */
  runScript(body: string, argNames: string[], args: unknown[]): Promise<SandboxResult>;
}

/** Per-call context of a node. */
export interface NodeContext extends NodeServices {
  node: NodeDef;
  /**
   * Emits an output later (delay node, generator, checkpoint): routed as if the node had returned it now. The
   * promise settles once the chain has finished with it (a node serialising messages waits for it).
   */
  tellLater(out: NodeOutput): Promise<void>;
  /** Pushes a brand-new message into the tenant's root chain (device profile alarm messages go on in the chain instead). */
  enqueueRoot(msg: TbMsg): void;
  /** Counts an email sent for the node's tenant (API usage). */
  countEmail(n?: number): void;
}

/** A running node. */
export interface NodeImpl {
  process(msg: TbMsg, ctx: NodeContext): Promise<NodeOutput[]>;
  /** Called once the node's chain is loaded (generators start their timer). */
  start?(ctx: NodeContext): void;
  /** Called when the chain is evicted from the cache. */
  stop?(): void;
}

/** Builds a node implementation from its definition. */
export type NodeFactory = (def: NodeDef) => NodeImpl;

/** Raised by nodes for a Failure with a message (no stack in debug events). */
export class NodeError extends Error {}

/** One output leaving by `relation`. */
export function out(msg: TbMsg, ...relations: string[]): NodeOutput[] {
  return [{ msg, relations }];
}

/** Config readers that tolerate TB's loose JSON (strings for booleans and numbers). */
export function cfgString(c: Record<string, unknown>, key: string, fallback = ''): string {
  const v = c[key];
  return typeof v === 'string' ? v : v === undefined || v === null ? fallback : String(v);
}

export function cfgNumber(c: Record<string, unknown>, key: string, fallback: number): number {
  const v = c[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function cfgBool(c: Record<string, unknown>, key: string, fallback = false): boolean {
  const v = c[key];
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.toLowerCase() === 'true';
  return fallback;
}

export function cfgStrings(c: Record<string, unknown>, key: string): string[] {
  const v = c[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export function cfgObject(c: Record<string, unknown>, key: string): Record<string, unknown> {
  const v = c[key];
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** `${key}` placeholders replaced from metadata (TB's TbNodeUtils.processPattern); unknown keys stay as written. */
export function fillPattern(pattern: string, metadata: Readonly<Record<string, string>>): string {
  return pattern.replace(/\$\{([^}]+)\}/g, (all, key: string) => metadata[key] ?? all);
}
