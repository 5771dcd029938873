import type { Migration } from './index.js';

/** Rule chains, dashboards, widgets, events, resources and OAuth2 templates. */
export const m0004Content: Migration = {
  version: 4,
  name: 'content',
  sql: `
CREATE TABLE rule_chain (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  name varchar(255) NOT NULL,
  type varchar(32) NOT NULL DEFAULT 'CORE',
  first_rule_node_id uuid,
  root boolean NOT NULL DEFAULT false,
  debug_mode boolean NOT NULL DEFAULT false,
  configuration jsonb,
  additional_info jsonb,
  -- Connections between nodes, by node id: [{fromId, toId, type}]; links to other chains: [{fromId, targetRuleChainId, additionalInfo, type}].
  connections jsonb NOT NULL DEFAULT '[]'::jsonb,
  rule_chain_connections jsonb
);
CREATE INDEX idx_rule_chain_tenant ON rule_chain (tenant_id, type);

CREATE TABLE rule_node (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  rule_chain_id uuid NOT NULL REFERENCES rule_chain (id) ON DELETE CASCADE,
  node_index integer NOT NULL,
  type varchar(255) NOT NULL,
  name varchar(255) NOT NULL,
  debug_mode boolean NOT NULL DEFAULT false,
  configuration jsonb,
  additional_info jsonb
);
CREATE INDEX idx_rule_node_chain ON rule_node (rule_chain_id, node_index);

CREATE TABLE dashboard (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  title varchar(255) NOT NULL,
  image varchar,
  assigned_customers jsonb,
  mobile_hide boolean NOT NULL DEFAULT false,
  mobile_order integer,
  configuration jsonb
);
CREATE INDEX idx_dashboard_tenant ON dashboard (tenant_id);

CREATE TABLE widgets_bundle (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  alias varchar(255) NOT NULL,
  title varchar(255) NOT NULL,
  image varchar,
  description varchar,
  CONSTRAINT widgets_bundle_alias_unq_key UNIQUE (tenant_id, alias)
);

CREATE TABLE widget_type (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  bundle_alias varchar(255) NOT NULL,
  alias varchar(255) NOT NULL,
  name varchar(255) NOT NULL,
  descriptor jsonb NOT NULL,
  image varchar,
  description varchar,
  CONSTRAINT widget_type_alias_unq_key UNIQUE (tenant_id, bundle_alias, alias)
);

CREATE TABLE event (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  entity_type varchar(255) NOT NULL,
  entity_id uuid NOT NULL,
  event_type varchar(255) NOT NULL,
  event_uid varchar(255) NOT NULL,
  body jsonb
);
CREATE INDEX idx_event_entity ON event (tenant_id, entity_type, entity_id, event_type, created_time DESC);

CREATE TABLE resource (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  title varchar(255) NOT NULL,
  resource_type varchar(32) NOT NULL,
  resource_key varchar(255) NOT NULL,
  file_name varchar(255),
  data text,
  CONSTRAINT resource_unq_key UNIQUE (tenant_id, resource_type, resource_key)
);

CREATE TABLE oauth2_template (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  provider_id varchar(255) NOT NULL UNIQUE,
  value jsonb NOT NULL
);
`,
};
