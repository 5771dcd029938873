/** The rule-engine queues of the embedded server (`/api/tenant/queues`), ThingsBoard 3.3.1's default set in its order. */
export const RULE_ENGINE_QUEUES = ['Main', 'HighPriority', 'SequentialByOriginator'] as const;
