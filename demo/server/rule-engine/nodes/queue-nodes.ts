/**
 * Checkpoint and synchronization nodes. Checkpoint (ThingsBoard 3.3.1 semantics) hands the message to the named
 * rule-engine queue (queues.ts), where it continues by Success; the current processing ends there, as an
 * acknowledgement does. An unknown queue name is a Failure. Synchronization start / end are deprecated in
 * ThingsBoard 3.3.1 (replaced by the SequentialByOriginator queue) and pass every message on by Success, writing a
 * warning to the server log once per node.
 */
import { RULE_ENGINE_QUEUES, enqueue } from '../queues.js';
import { cfgString, NodeError, out, type NodeFactory } from '../node-api.js';

const checkpoint: NodeFactory = (def) => {
  const queue = cfgString(def.config, 'queueName', 'Main');
  return {
    process: async (msg, ctx) => {
      if (!(RULE_ENGINE_QUEUES as readonly string[]).includes(queue))
        throw new NodeError(`Queue '${queue}' is not configured`);
      enqueue(queue, `${msg.tenantId}|${msg.originator.id}`, () => ctx.tellLater({ msg, relations: ['Success'] }));
      return [];
    },
  };
};

const deprecatedSync: NodeFactory = () => {
  let warned = false;
  return {
    process: async (msg, ctx) => {
      if (!warned) {
        warned = true;
        ctx.log(
          'Synchronization start/end nodes are deprecated: use a checkpoint to the SequentialByOriginator queue instead.',
        );
      }
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const QUEUE_NODES: Record<string, NodeFactory> = {
  'flow.TbCheckpointNode': checkpoint,
  'transaction.TbSynchronizationBeginNode': deprecatedSync,
  'transaction.TbSynchronizationEndNode': deprecatedSync,
};
