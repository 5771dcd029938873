/**
 * Per entity type: its table, the entity fields ThingsBoard allows for it (with TB's aliases:
 * tenant/customer `name`/`label` → title, user `name`/`title`/`label` → email, dashboard `name` → title), the name
 * used by name filters, and the permission clause of TB's entity query repository (tenant admins: the tenant's
 * rows; customer users: rows of their customer). All SQL here is static text over the alias `e`.
 */
import type { SecurityUser } from '../security/jwt.js';
import type { EntityType } from '../lib/entity-id.js';

/** SQL kinds of entity fields (for casting numeric predicates and sorting). */
export type FieldKind = 'bigint' | 'text' | 'json';

/** One field: SQL expression and kind. */
export interface FieldSpec {
  sql: string;
  kind: FieldKind;
}

/** How an entity type is queried. */
export interface TypeSpec {
  table: string;
  fields: Readonly<Record<string, FieldSpec>>;
  /** Expression matched by entityName / *NameFilter (case-insensitive prefix). */
  name: string;
  /** Subtype column (device/asset/entity view/edge `type`). */
  subtype?: string;
  /** Permission clause; `p(value)` adds a parameter and returns its placeholder. */
  permission(user: SecurityUser, p: (v: unknown) => string): string;
}

const text = (sql: string): FieldSpec => ({ sql, kind: 'text' });
const created: FieldSpec = { sql: 'e.created_time', kind: 'bigint' };
const info: FieldSpec = { sql: 'e.additional_info', kind: 'json' };
const typeName = (t: EntityType): FieldSpec => text(`'${t}'::varchar`);

function ownedByCustomer(user: SecurityUser, p: (v: unknown) => string): string {
  const tenant = `e.tenant_id = ${p(user.tenantId)}`;
  return user.authority === 'CUSTOMER_USER' ? `${tenant} AND e.customer_id = ${p(user.customerId)}` : tenant;
}

function tenantOnly(user: SecurityUser, p: (v: unknown) => string): string {
  return user.authority === 'TENANT_ADMIN' ? `e.tenant_id = ${p(user.tenantId)}` : 'false';
}

function assignable(t: EntityType, table: string, label: boolean): TypeSpec {
  return {
    table,
    fields: {
      createdTime: created,
      entityType: typeName(t),
      name: text('e.name'),
      type: text('e.type'),
      ...(label ? { label: text('e.label') } : {}),
      additionalInfo: info,
    },
    name: 'e.name',
    subtype: 'e.type',
    permission: ownedByCustomer,
  };
}

function contact(t: EntityType, region: boolean): Record<string, FieldSpec> {
  return {
    createdTime: created,
    entityType: typeName(t),
    email: text('e.email'),
    title: text('e.title'),
    name: text('e.title'),
    label: text('e.title'),
    country: text('e.country'),
    state: text('e.state'),
    city: text('e.city'),
    address: text('e.address'),
    address2: text('e.address2'),
    zip: text('e.zip'),
    phone: text('e.phone'),
    additionalInfo: info,
    ...(region ? { region: text('e.region') } : {}),
  };
}

/** Specs of the queryable entity types. */
export const TYPE_SPECS: Partial<Record<EntityType, TypeSpec>> = {
  DEVICE: assignable('DEVICE', 'device', true),
  ASSET: assignable('ASSET', 'asset', true),
  ENTITY_VIEW: assignable('ENTITY_VIEW', 'entity_view', false),
  EDGE: assignable('EDGE', 'edge', true),
  CUSTOMER: {
    table: 'customer',
    fields: contact('CUSTOMER', false),
    name: 'e.title',
    permission: (user, p) =>
      user.authority === 'CUSTOMER_USER'
        ? `e.tenant_id = ${p(user.tenantId)} AND e.id = ${p(user.customerId)}`
        : `e.tenant_id = ${p(user.tenantId)}`,
  },
  TENANT: {
    table: 'tenant',
    fields: contact('TENANT', true),
    name: 'e.title',
    permission: (user, p) => `e.id = ${p(user.tenantId)}`,
  },
  USER: {
    table: 'tb_user',
    fields: {
      createdTime: created,
      firstName: text('e.first_name'),
      lastName: text('e.last_name'),
      email: text('e.email'),
      name: text('e.email'),
      title: text('e.email'),
      label: text('e.email'),
      additionalInfo: info,
    },
    name: 'e.email',
    permission: (user, p) => `${ownedByCustomer(user, p)} AND e.authority <> 'SYS_ADMIN'`,
  },
  DASHBOARD: {
    table: 'dashboard',
    fields: { createdTime: created, entityType: typeName('DASHBOARD'), title: text('e.title'), name: text('e.title') },
    name: 'e.title',
    permission: (user, p) =>
      user.authority === 'CUSTOMER_USER'
        ? `e.tenant_id = ${p(user.tenantId)} AND e.assigned_customers @> jsonb_build_array(jsonb_build_object('customerId', jsonb_build_object('id', ${p(user.customerId)}::text)))`
        : `e.tenant_id = ${p(user.tenantId)}`,
  },
  RULE_CHAIN: {
    table: 'rule_chain',
    fields: { createdTime: created, entityType: typeName('RULE_CHAIN'), name: text('e.name'), additionalInfo: info },
    name: 'e.name',
    permission: tenantOnly,
  },
  WIDGETS_BUNDLE: {
    table: 'widgets_bundle',
    fields: { createdTime: created, entityType: typeName('WIDGETS_BUNDLE'), name: text('e.title') },
    name: 'e.title',
    permission: tenantOnly,
  },
  WIDGET_TYPE: {
    table: 'widget_type',
    fields: { createdTime: created, entityType: typeName('WIDGET_TYPE'), name: text('e.name') },
    name: 'e.name',
    permission: tenantOnly,
  },
  API_USAGE_STATE: {
    table: `(SELECT s.*, t.title AS name FROM api_usage_state s JOIN tenant t ON t.id = s.tenant_id)`,
    fields: { createdTime: created, entityType: typeName('API_USAGE_STATE'), name: text('e.name') },
    name: 'e.name',
    permission: tenantOnly,
  },
};
