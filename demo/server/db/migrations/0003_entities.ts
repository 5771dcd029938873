import type { Migration } from './index.js';

/** Device profiles, devices (+ credentials), assets, entity views, edges, relations and OTA packages. */
export const m0003Entities: Migration = {
  version: 3,
  name: 'entities',
  sql: `
CREATE TABLE device_profile (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  name varchar(255) NOT NULL,
  description varchar,
  image varchar,
  is_default boolean NOT NULL DEFAULT false,
  type varchar(255) NOT NULL DEFAULT 'DEFAULT',
  transport_type varchar(255) NOT NULL DEFAULT 'DEFAULT',
  provision_type varchar(255) NOT NULL DEFAULT 'DISABLED',
  provision_device_key varchar UNIQUE,
  default_rule_chain_id uuid,
  default_dashboard_id uuid,
  default_queue_name varchar(255),
  firmware_id uuid,
  software_id uuid,
  profile_data jsonb NOT NULL,
  CONSTRAINT device_profile_name_unq_key UNIQUE (tenant_id, name)
);

CREATE TABLE device (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  device_profile_id uuid NOT NULL REFERENCES device_profile (id),
  name varchar(255) NOT NULL,
  type varchar(255) NOT NULL,
  label varchar(255),
  additional_info jsonb,
  device_data jsonb,
  firmware_id uuid,
  software_id uuid,
  CONSTRAINT device_name_unq_key UNIQUE (tenant_id, name)
);
CREATE INDEX idx_device_tenant_name ON device (tenant_id, lower(name) text_pattern_ops);
CREATE INDEX idx_device_customer ON device (tenant_id, customer_id);
CREATE INDEX idx_device_profile ON device (device_profile_id);

CREATE TABLE device_credentials (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  device_id uuid NOT NULL UNIQUE REFERENCES device (id) ON DELETE CASCADE,
  credentials_type varchar(255) NOT NULL,
  credentials_id varchar NOT NULL UNIQUE,
  credentials_value varchar
);

CREATE TABLE asset (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  name varchar(255) NOT NULL,
  type varchar(255) NOT NULL,
  label varchar(255),
  additional_info jsonb,
  CONSTRAINT asset_name_unq_key UNIQUE (tenant_id, name)
);
CREATE INDEX idx_asset_customer ON asset (tenant_id, customer_id);

CREATE TABLE entity_view (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  entity_type varchar(255) NOT NULL,
  entity_id uuid NOT NULL,
  name varchar(255) NOT NULL,
  type varchar(255) NOT NULL,
  keys jsonb,
  start_ts bigint NOT NULL DEFAULT 0,
  end_ts bigint NOT NULL DEFAULT 0,
  additional_info jsonb,
  CONSTRAINT entity_view_name_unq_key UNIQUE (tenant_id, name)
);

CREATE TABLE edge (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  root_rule_chain_id uuid,
  name varchar(255) NOT NULL,
  type varchar(255) NOT NULL,
  label varchar(255),
  routing_key varchar(255) NOT NULL UNIQUE,
  secret varchar(255) NOT NULL,
  edge_license_key varchar(255),
  cloud_endpoint varchar(255),
  additional_info jsonb,
  CONSTRAINT edge_name_unq_key UNIQUE (tenant_id, name)
);

CREATE TABLE edge_event (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  edge_id uuid NOT NULL,
  action varchar(255) NOT NULL,
  entity_id uuid,
  uid varchar(255),
  type varchar(255) NOT NULL,
  body jsonb
);
CREATE INDEX idx_edge_event ON edge_event (edge_id, created_time DESC);

CREATE TABLE relation (
  from_id uuid NOT NULL,
  from_type varchar(255) NOT NULL,
  to_id uuid NOT NULL,
  to_type varchar(255) NOT NULL,
  relation_type_group varchar(255) NOT NULL,
  relation_type varchar(255) NOT NULL,
  additional_info jsonb,
  PRIMARY KEY (from_id, from_type, relation_type_group, relation_type, to_id, to_type)
);
CREATE INDEX idx_relation_to ON relation (to_id, to_type, relation_type_group);

CREATE TABLE ota_package (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  device_profile_id uuid REFERENCES device_profile (id) ON DELETE CASCADE,
  type varchar(32) NOT NULL,
  title varchar(255) NOT NULL,
  version varchar(255) NOT NULL,
  tag varchar(255),
  url varchar,
  file_name varchar(255),
  content_type varchar(255),
  checksum_algorithm varchar(32),
  checksum varchar(1020),
  data bytea,
  data_size bigint,
  additional_info jsonb,
  CONSTRAINT ota_package_tenant_title_version_unq_key UNIQUE (tenant_id, title, version)
);
`,
};
