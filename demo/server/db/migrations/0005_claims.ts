import type { Migration } from './index.js';

/** Device claiming: what the device registered (`{secretKey, expirationTime}`), filled by the transports. */
export const m0005Claims: Migration = {
  version: 5,
  name: 'claims',
  sql: `ALTER TABLE device ADD COLUMN claim_data jsonb;`,
};
