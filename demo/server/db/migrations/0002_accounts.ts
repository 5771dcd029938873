import type { Migration } from './index.js';

/**
 * Account support: token outdating, the mail outbox, audit logs, tenant profiles and API usage states.
 */
export const m0002Accounts: Migration = {
  version: 2,
  name: 'accounts',
  sql: `
-- Epoch ms since which earlier tokens of the user are outdated (password change/reset).
ALTER TABLE user_credentials ADD COLUMN tokens_outdated_time bigint;
-- Reset tokens are only valid for a while on our server (TB keeps them forever; we record when they were issued).
ALTER TABLE user_credentials ADD COLUMN reset_token_time bigint;

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  mail_from varchar(255),
  mail_to varchar(255) NOT NULL,
  subject varchar(1024) NOT NULL,
  body text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX idx_mail_outbox_to ON mail_outbox (mail_to, created_time);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  entity_type varchar(255),
  entity_id uuid,
  entity_name varchar(255),
  user_id uuid NOT NULL,
  user_name varchar(255),
  action_type varchar(255) NOT NULL,
  action_data jsonb,
  action_status varchar(255) NOT NULL,
  action_failure_details text
);
CREATE INDEX idx_audit_log_tenant_time ON audit_log (tenant_id, created_time DESC);

CREATE TABLE tenant_profile (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  name varchar(255) NOT NULL UNIQUE,
  description varchar,
  is_default boolean NOT NULL DEFAULT false,
  isolated_tb_core boolean NOT NULL DEFAULT false,
  isolated_tb_rule_engine boolean NOT NULL DEFAULT false,
  profile_data jsonb NOT NULL
);

CREATE TABLE api_usage_state (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL UNIQUE REFERENCES tenant (id) ON DELETE CASCADE,
  transport_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  db_storage_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  re_exec_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  js_exec_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  email_exec_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  sms_exec_state varchar(32) NOT NULL DEFAULT 'ENABLED',
  alarm_exec_state varchar(32) NOT NULL DEFAULT 'ENABLED'
);
`,
};
