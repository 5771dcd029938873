import type { Migration } from './index.js';

/**
 * Token outdating kept apart from the credentials row (as ThingsBoard keeps it in a cache keyed by user id): deleting
 * a user, or its tenant or customer, removes the credentials, and its tokens must stay refused all the same. One row
 * per user whose tokens issued before `outdated_time` (epoch ms) are refused; no foreign key, on purpose.
 */
export const m0013TokenRevocation: Migration = {
  version: 13,
  name: 'token_revocation',
  sql: `
CREATE TABLE user_auth_outdating (
  user_id uuid PRIMARY KEY,
  outdated_time bigint NOT NULL
);
INSERT INTO user_auth_outdating (user_id, outdated_time)
  SELECT user_id, tokens_outdated_time FROM user_credentials WHERE tokens_outdated_time IS NOT NULL;
`,
};
