import type { Migration } from './index.js';

/**
 * Persistent server-side RPC: calls made with `"persistent": true` are kept with their
 * request, the device's response and a status (QUEUED, SENT, DELIVERED, SUCCESSFUL, TIMEOUT, EXPIRED, FAILED).
 */
export const m0010Rpc: Migration = {
  version: 10,
  name: 'rpc',
  sql: `
CREATE TABLE rpc (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  device_id uuid NOT NULL REFERENCES device (id) ON DELETE CASCADE,
  expiration_time bigint NOT NULL,
  request jsonb NOT NULL,
  response jsonb,
  status varchar(32) NOT NULL,
  additional_info jsonb
);
CREATE INDEX idx_rpc_device_status ON rpc (device_id, status, created_time);
CREATE INDEX idx_rpc_status_expiration ON rpc (status, expiration_time);
`,
};
