import type { Migration } from './index.js';

/**
 * The SMS outbox: every SMS the server sends (the "send sms" rule node, the SMS test of the system settings) is
 * recorded with its number, text, how it was delivered (`OUTBOX` = kept locally, or the provider type) and the
 * outcome, the way mail_outbox records mail.
 */
export const m0012SmsOutbox: Migration = {
  version: 12,
  name: 'sms_outbox',
  sql: `
CREATE TABLE sms_outbox (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid,
  number_to varchar(32) NOT NULL,
  message text NOT NULL,
  delivery varchar(16) NOT NULL,
  status varchar(16) NOT NULL,
  error text
);
CREATE INDEX idx_sms_outbox_to ON sms_outbox (number_to, created_time);
`,
};
