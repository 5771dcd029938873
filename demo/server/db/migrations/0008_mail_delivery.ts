import type { Migration } from './index.js';

/**
 * Outgoing mail over SMTP: the outbox records how each mail was delivered. Databases seeded before SMTP support keep
 * delivering to the local outbox (their mail settings get `useLocalOutbox: true`, as a fresh seed has).
 */
export const m0008MailDelivery: Migration = {
  version: 8,
  name: 'mail_delivery',
  sql: `
ALTER TABLE mail_outbox ADD COLUMN delivery varchar(16) NOT NULL DEFAULT 'OUTBOX';
ALTER TABLE mail_outbox ADD COLUMN status varchar(16) NOT NULL DEFAULT 'STORED';
ALTER TABLE mail_outbox ADD COLUMN error text;
UPDATE admin_settings SET json_value = json_value || '{"useLocalOutbox": true}'::jsonb
  WHERE key = 'mail' AND NOT (json_value ? 'useLocalOutbox');
`,
};
