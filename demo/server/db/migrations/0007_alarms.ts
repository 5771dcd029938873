import type { Migration } from './index.js';

/**
 * Alarms and the indexes entity-data queries over thousands of entities need.
 *
 * `alarm_entity` lists every entity an alarm affects: its originator plus, when `propagate` is set, the entities
 * related to the originator (ThingsBoard keeps these as ALARM-group relations; a table of our own keeps them out
 * of the relation lists). Alarm lists per entity, highest severity and alarm-data queries read through it.
 */
export const m0007Alarms: Migration = {
  version: 7,
  name: 'alarms',
  sql: `
CREATE TABLE alarm (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  type varchar(255) NOT NULL,
  originator_id uuid NOT NULL,
  originator_type varchar(255) NOT NULL,
  severity varchar(32) NOT NULL,
  status varchar(32) NOT NULL,
  start_ts bigint NOT NULL,
  end_ts bigint NOT NULL,
  ack_ts bigint NOT NULL DEFAULT 0,
  clear_ts bigint NOT NULL DEFAULT 0,
  details jsonb,
  propagate boolean NOT NULL DEFAULT false,
  propagate_relation_types jsonb
);
CREATE INDEX idx_alarm_originator_type ON alarm (originator_id, type, created_time DESC);
CREATE INDEX idx_alarm_tenant_created ON alarm (tenant_id, created_time DESC);

CREATE TABLE alarm_entity (
  entity_id uuid NOT NULL,
  alarm_id uuid NOT NULL REFERENCES alarm (id) ON DELETE CASCADE,
  entity_type varchar(255) NOT NULL,
  PRIMARY KEY (entity_id, alarm_id)
);
CREATE INDEX idx_alarm_entity_alarm ON alarm_entity (alarm_id);

-- (tenant, created_time) indexes of devices and assets come with 0009_list_indexes.
CREATE INDEX idx_device_tenant_type ON device (tenant_id, type);
CREATE INDEX idx_asset_tenant_type ON asset (tenant_id, type);
CREATE INDEX idx_entity_view_entity ON entity_view (entity_id);
`,
};
