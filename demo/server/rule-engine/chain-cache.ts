/**
 * Rule chains as the engine runs them, loaded from the database once and cached per tenant: nodes with their
 * implementations and, per node and relation type, the targets (nodes of the same chain, or other chains through
 * `ruleChainConnections`). The cache of a tenant is dropped when its chains or root change ({@link ChainCache.invalidate},
 * called by the rule-chain routes); the next message loads the new version.
 */
import type { Queryable } from '../db/types.js';
import type { RuleChainRow, RuleNodeRow } from '../rule-chains/model.js';
import { findNodes, findRuleChain } from '../rule-chains/repo.js';
import type { NodeDef, NodeImpl } from './node-api.js';

/** Where a relation leads. */
export type Target = { kind: 'node'; nodeId: string } | { kind: 'chain'; chainId: string };

/** A node ready to run. */
export interface RuntimeNode {
  def: NodeDef;
  impl: NodeImpl;
}

/** A loaded chain. */
export interface RuntimeChain {
  id: string;
  tenantId: string;
  name: string;
  type: 'CORE' | 'EDGE';
  firstNodeId: string | null;
  nodes: Map<string, RuntimeNode>;
  /** fromNodeId → relation type → targets. */
  routes: Map<string, Map<string, Target[]>>;
}

interface TenantCache {
  root: Promise<string | null> | null;
  chains: Map<string, Promise<RuntimeChain | null>>;
}

function configOf(row: RuleNodeRow): Record<string, unknown> {
  const c = row.configuration;
  return c !== null && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, unknown>) : {};
}

function addRoute(routes: RuntimeChain['routes'], from: string, type: string, target: Target): void {
  let byType = routes.get(from);
  if (!byType) routes.set(from, (byType = new Map()));
  const list = byType.get(type) ?? [];
  list.push(target);
  byType.set(type, list);
}

/** Builds the runtime form of a stored chain. */
export function compileChain(
  chain: RuleChainRow,
  rows: RuleNodeRow[],
  build: (def: NodeDef) => NodeImpl,
): RuntimeChain {
  const nodes = new Map<string, RuntimeNode>();
  for (const row of rows) {
    const def: NodeDef = {
      id: row.id,
      chainId: chain.id,
      tenantId: chain.tenant_id,
      name: row.name,
      type: row.type,
      debugMode: row.debug_mode,
      config: configOf(row),
    };
    nodes.set(row.id, { def, impl: build(def) });
  }
  const routes: RuntimeChain['routes'] = new Map();
  for (const c of chain.connections ?? [])
    if (nodes.has(c.fromId) && nodes.has(c.toId)) addRoute(routes, c.fromId, c.type, { kind: 'node', nodeId: c.toId });
  for (const c of chain.rule_chain_connections ?? [])
    if (nodes.has(c.fromId)) addRoute(routes, c.fromId, c.type, { kind: 'chain', chainId: c.targetRuleChainId });
  const first = chain.first_rule_node_id && nodes.has(chain.first_rule_node_id) ? chain.first_rule_node_id : null;
  return {
    id: chain.id,
    tenantId: chain.tenant_id,
    name: chain.name,
    type: chain.type,
    firstNodeId: first,
    nodes,
    routes,
  };
}

/** Per-tenant cache of compiled chains. */
export class ChainCache {
  private readonly tenants = new Map<string, TenantCache>();

  constructor(
    private readonly db: Queryable,
    private readonly build: (def: NodeDef) => NodeImpl,
    /** Told about every chain loaded (start timers) and evicted (stop them). */
    private readonly hooks: { loaded(chain: RuntimeChain): void; evicted(chain: RuntimeChain): void },
  ) {}

  private tenant(tenantId: string): TenantCache {
    let t = this.tenants.get(tenantId);
    if (!t) this.tenants.set(tenantId, (t = { root: null, chains: new Map() }));
    return t;
  }

  /** The tenant's root CORE chain id (null when it has none). */
  rootId(tenantId: string): Promise<string | null> {
    const t = this.tenant(tenantId);
    t.root ??= this.db
      .query<{ id: string }>("SELECT id FROM rule_chain WHERE tenant_id = $1 AND type = 'CORE' AND root LIMIT 1", [
        tenantId,
      ])
      .then((r) => r.rows[0]?.id ?? null);
    return t.root;
  }

  /** A chain of the tenant (null when missing or another tenant's). */
  chain(tenantId: string, chainId: string): Promise<RuntimeChain | null> {
    const t = this.tenant(tenantId);
    let p = t.chains.get(chainId);
    if (!p) {
      p = this.load(tenantId, chainId);
      t.chains.set(chainId, p);
      p.catch(() => t.chains.delete(chainId));
    }
    return p;
  }

  private async load(tenantId: string, chainId: string): Promise<RuntimeChain | null> {
    const row = await findRuleChain(this.db, chainId);
    if (!row || row.tenant_id !== tenantId) return null;
    const chain = compileChain(row, await findNodes(this.db, chainId), this.build);
    this.hooks.loaded(chain);
    return chain;
  }

  /** Drops everything cached for a tenant (its chains are reloaded on the next message). */
  invalidate(tenantId: string): void {
    const t = this.tenants.get(tenantId);
    if (!t) return;
    this.tenants.delete(tenantId);
    for (const p of t.chains.values())
      void p.then(
        (c) => c && this.hooks.evicted(c),
        () => {},
      );
  }

  /** Drops all tenants. */
  clear(): void {
    for (const id of [...this.tenants.keys()]) this.invalidate(id);
  }
}
