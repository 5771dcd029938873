import type { Migration } from './index.js';

/**
 * Core identity tables. Column conventions for every later table: `id uuid` (time-based v1), `created_time bigint`
 * (epoch ms), `tenant_id`/`customer_id uuid` (null UUID = none, no FK where the null UUID is legal),
 * `additional_info jsonb`.
 */
export const m0001Init: Migration = {
  version: 1,
  name: 'init',
  sql: `
CREATE TABLE tenant (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  title varchar(255) NOT NULL,
  region varchar(255),
  tenant_profile_id uuid,
  country varchar(255),
  state varchar(255),
  city varchar(255),
  address varchar,
  address2 varchar,
  zip varchar(255),
  phone varchar(255),
  email varchar(255),
  additional_info jsonb
);

CREATE TABLE customer (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  title varchar(255) NOT NULL,
  country varchar(255),
  state varchar(255),
  city varchar(255),
  address varchar,
  address2 varchar,
  zip varchar(255),
  phone varchar(255),
  email varchar(255),
  additional_info jsonb,
  CONSTRAINT customer_title_unq_key UNIQUE (tenant_id, title)
);

CREATE TABLE tb_user (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  email varchar(255) NOT NULL,
  authority varchar(255) NOT NULL CHECK (authority IN ('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER')),
  first_name varchar(255),
  last_name varchar(255),
  additional_info jsonb,
  CONSTRAINT tb_user_email_key UNIQUE (email)
);
CREATE INDEX idx_tb_user_tenant_customer ON tb_user (tenant_id, customer_id);

CREATE TABLE user_credentials (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES tb_user (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  password varchar(255),
  activate_token varchar(255) UNIQUE,
  reset_token varchar(255) UNIQUE,
  failed_login_attempts integer NOT NULL DEFAULT 0,
  password_changed_time bigint
);

CREATE TABLE admin_settings (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  key varchar(255) NOT NULL UNIQUE,
  json_value jsonb NOT NULL
);

-- Server-private key/value state (JWT signing key, seed marker); never exposed through the API.
CREATE TABLE iot_meta (
  key varchar(255) PRIMARY KEY,
  value jsonb NOT NULL,
  updated_time bigint NOT NULL
);
`,
};
