/** Ordered list of schema migrations. Append new files as `NNNN_name.ts`; never edit one that has shipped. */
import { m0001Init } from './0001_init.js';
import { m0002Accounts } from './0002_accounts.js';
import { m0003Entities } from './0003_entities.js';
import { m0004Content } from './0004_content.js';
import { m0005Claims } from './0005_claims.js';
import { m0006Telemetry } from './0006_telemetry.js';
import { m0007Alarms } from './0007_alarms.js';
import { m0008MailDelivery } from './0008_mail_delivery.js';
import { m0009ListIndexes } from './0009_list_indexes.js';
import { m0010Rpc } from './0010_rpc.js';
import { m0011RuleNodeState } from './0011_rule_node_state.js';
import { m0012SmsOutbox } from './0012_sms_outbox.js';
import { m0013TokenRevocation } from './0013_token_revocation.js';
import { m0014EntityCounts } from './0014_entity_counts.js';
import { m0015RollupCoveringKey } from './0015_rollup_covering_key.js';
import { m0016TypeCreatedIndexes } from './0016_type_created_indexes.js';

/** One schema step, applied once inside the migration transaction. */
export interface Migration {
  /** Strictly increasing, starting at 1. */
  version: number;
  name: string;
  /** DDL/DML script (several statements allowed, no parameters). */
  sql: string;
}

/** All migrations, in version order. */
export const MIGRATIONS: readonly Migration[] = [
  m0001Init,
  m0002Accounts,
  m0003Entities,
  m0004Content,
  m0005Claims,
  m0006Telemetry,
  m0007Alarms,
  m0008MailDelivery,
  m0009ListIndexes,
  m0010Rpc,
  m0011RuleNodeState,
  m0012SmsOutbox,
  m0013TokenRevocation,
  m0014EntityCounts,
  m0015RollupCoveringKey,
  m0016TypeCreatedIndexes,
];
