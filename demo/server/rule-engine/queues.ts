/**
 * The rule-engine queues of the embedded server, ThingsBoard 3.3.1's default set: `Main` and `HighPriority` process
 * their messages concurrently, `SequentialByOriginator` processes the messages of one originator one at a time, in
 * order (the next starts once the chain has finished with the previous one). The checkpoint node hands messages to
 * a queue; `/api/tenant/queues` lists them.
 */

import { RULE_ENGINE_QUEUES } from '../system/queues.js';

export { RULE_ENGINE_QUEUES };

const SEQUENTIAL = new Set<string>(['SequentialByOriginator']);

/** Tail of each sequential lane (tenant, queue, originator). */
const lanes = new Map<string, Promise<void>>();

/**
 * Runs `task` in a queue: at once for concurrent queues, after the previous task of the same lane for sequential ones.
 * Returns when `task` has been started (concurrent) or queued (sequential); the task runs in the background.
 */
export function enqueue(queue: string, lane: string, task: () => Promise<void>): void {
  if (!SEQUENTIAL.has(queue)) {
    void task();
    return;
  }
  const key = `${queue}|${lane}`;
  const prev = lanes.get(key) ?? Promise.resolve();
  const next = prev.then(task, task).catch(() => undefined);
  lanes.set(key, next);
  void next.then(() => {
    if (lanes.get(key) === next) lanes.delete(key);
  });
}
