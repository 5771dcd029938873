/**
 * Node classes the embedded server executes, by ThingsBoard class name: the whole core set of ThingsBoard 3.3.1,
 * external systems included (their client libraries behind nodes/external/clients.ts). A class it does not know
 * (a custom node of another installation) is accepted in chains but routes each message to Failure with "not
 * executed by the embedded server" in its debug event.
 */
import type { NodeDef, NodeFactory, NodeImpl } from './node-api.js';
import { NodeError } from './node-api.js';
import { FILTER_NODES } from './nodes/filter.js';
import { SCRIPT_NODES } from './nodes/script.js';
import { TELEMETRY_NODES } from './nodes/telemetry.js';
import { ENRICHMENT_NODES } from './nodes/enrichment.js';
import { TRANSFORM_NODES } from './nodes/transform.js';
import { ALARM_NODES } from './nodes/alarm.js';
import { RPC_NODES } from './nodes/rpc.js';
import { FLOW_NODES } from './nodes/flow.js';
import { MAIL_NODES } from './nodes/mail.js';
import { PROFILE_NODES } from './nodes/device-profile.js';
import { GEOFENCING_NODES } from './nodes/geofencing.js';
import { DETAILS_NODES } from './nodes/details.js';
import { EDGE_NODES } from './nodes/edge.js';
import { QUEUE_NODES } from './nodes/queue-nodes.js';
import { externalNodes } from './nodes/external/index.js';

/** Package prefix of ThingsBoard's rule node classes. */
export const NODE_PACKAGE = 'org.thingsboard.rule.engine.';

/** Short class name (after the package prefix) → factory. */
export const BUILTIN_NODES: Readonly<Record<string, NodeFactory>> = {
  ...FILTER_NODES,
  ...SCRIPT_NODES,
  ...TELEMETRY_NODES,
  ...ENRICHMENT_NODES,
  ...TRANSFORM_NODES,
  ...ALARM_NODES,
  ...RPC_NODES,
  ...FLOW_NODES,
  ...MAIL_NODES,
  ...PROFILE_NODES,
  ...GEOFENCING_NODES,
  ...DETAILS_NODES,
  ...EDGE_NODES,
  ...QUEUE_NODES,
  ...externalNodes(),
};

function notExecuted(def: NodeDef): NodeImpl {
  return {
    process: () => Promise.reject(new NodeError(`Rule node class ${def.type} is not executed by the embedded server`)),
  };
}

/** Resolves node classes to implementations. */
export class NodeRegistry {
  private readonly factories = new Map<string, NodeFactory>();

  constructor(nodes: Readonly<Record<string, NodeFactory>> = BUILTIN_NODES) {
    for (const [short, f] of Object.entries(nodes)) this.factories.set(NODE_PACKAGE + short, f);
  }

  /** True when the class is executed. */
  has(clazz: string): boolean {
    return this.factories.has(clazz);
  }

  /** Class names executed, sorted. */
  classes(): string[] {
    return [...this.factories.keys()].sort();
  }

  /** The implementation of a node (a Failure-only one for classes not executed, or a factory that threw). */
  create(def: NodeDef): NodeImpl {
    const f = this.factories.get(def.type);
    if (!f) return notExecuted(def);
    try {
      return f(def);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      return { process: () => Promise.reject(new NodeError(`Rule node configuration is invalid: ${text}`)) };
    }
  }
}
