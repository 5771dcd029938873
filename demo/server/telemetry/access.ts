/**
 * Who may read/write attributes and telemetry of which entity (ThingsBoard's AccessValidator + permission checkers,
 * including the ownership rules beyond the role check). Failures carry TB's plain-text messages: 403 "System administrator is not allowed to perform this
 * operation!", 404 "Device with requested id wasn't found!", 403 "You don't have permission to perform this
 * operation!", … Used by the REST routes (plain-text errors) and the WebSocket layer (error codes).
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { ApiError, ErrorCode, Msg } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { ENTITY_TYPES, type EntityId, type EntityType } from '../lib/entity-id.js';
import { NULL_UUID } from '../lib/uuid.js';
import { PlainError } from './errors.js';
import type { OwnedTable } from './ts-repo.js';

/** Operations of the telemetry family. */
export type TelemetryOp = 'READ_ATTRIBUTES' | 'WRITE_ATTRIBUTES' | 'READ_TELEMETRY' | 'WRITE_TELEMETRY';

/** A validated entity and the tenant that owns it. */
export interface ValidatedEntity {
  entityId: EntityId;
  tenantId: string;
  customerId: string;
}

const SYS_ADMIN_DENIED = 'System administrator is not allowed to perform this operation!';
const CUSTOMER_DENIED = 'Customer user is not allowed to perform this operation!';

const ASSIGNABLE: Partial<Record<EntityType, { table: OwnedTable; notFound: string }>> = {
  DEVICE: { table: 'device', notFound: "Device with requested id wasn't found!" },
  ASSET: { table: 'asset', notFound: "Asset with requested id wasn't found!" },
  ENTITY_VIEW: { table: 'entity_view', notFound: "Entity-view with requested id wasn't found!" },
  EDGE: { table: 'edge', notFound: "Edge with requested id wasn't found!" },
};

const TENANT_OWNED: Partial<Record<EntityType, { table: string; notFound: string; customerDenied: boolean }>> = {
  RULE_CHAIN: { table: 'rule_chain', notFound: "Rule chain with requested id wasn't found!", customerDenied: true },
  DEVICE_PROFILE: {
    table: 'device_profile',
    notFound: "Device profile with requested id wasn't found!",
    customerDenied: false,
  },
  OTA_PACKAGE: { table: 'ota_package', notFound: "OtaPackage with requested id wasn't found!", customerDenied: false },
  API_USAGE_STATE: {
    table: 'api_usage_state',
    notFound: "Api Usage State with requested id wasn't found!",
    customerDenied: false,
  },
};

const isRead = (op: TelemetryOp) => op === 'READ_ATTRIBUTES' || op === 'READ_TELEMETRY';
const denied = (message: string = Msg.PERMISSION_DENIED) => new PlainError(403, message);

/**
 * Parses `{entityType}` + `{entityId}` path segments as TB's EntityIdFactory does.
 * @throws ApiError 400/31 (JSON, thrown before TB's async part) for unknown types and malformed UUIDs.
 */
export function parseEntityRef(entityType: string | undefined, rawId: string | undefined): EntityId {
  const type = ENTITY_TYPES.find((t) => t === entityType);
  if (!type)
    throw new ApiError(
      400,
      ErrorCode.BAD_REQUEST_PARAMS,
      `No enum constant org.thingsboard.server.common.data.EntityType.${entityType ?? ''}`,
    );
  return { entityType: type, id: uuidParam(rawId, 'entityId') };
}

async function one<T extends object>(db: Queryable, sql: string, id: string): Promise<T | null> {
  return (await db.query<T>(sql, [id])).rows[0] ?? null;
}

/** Table and not-found message of an entity type whose owner is a tenant and, maybe, one of its customers. */
export function assignableSpec(type: EntityType): { table: OwnedTable; notFound: string } | undefined {
  return ASSIGNABLE[type];
}

/** Refuses a system administrator before any read of an assignable entity (TB checks the role first). */
export function checkAssignableRole(user: SecurityUser): void {
  if (user.authority === 'SYS_ADMIN') throw denied(SYS_ADMIN_DENIED);
}

/**
 * The access check of an assignable entity whose owner was read already (null: none): a tenant administrator of its
 * tenant, or a user of the customer it is assigned to. @throws PlainError 404 / 403 with TB's texts.
 */
export function checkAssignableOwner(
  user: SecurityUser,
  e: EntityId,
  row: { tenant_id: string; customer_id: string } | null,
  notFound: string,
): ValidatedEntity {
  if (!row) throw new PlainError(404, notFound);
  const ok =
    row.tenant_id === user.tenantId &&
    (user.authority === 'TENANT_ADMIN' || (row.customer_id !== NULL_UUID && row.customer_id === user.customerId));
  if (!ok) throw denied();
  return { entityId: e, tenantId: row.tenant_id, customerId: row.customer_id };
}

async function validateAssignable(
  db: Queryable,
  user: SecurityUser,
  e: EntityId,
  table: string,
  notFound: string,
): Promise<ValidatedEntity> {
  checkAssignableRole(user);
  const row = await one<{ tenant_id: string; customer_id: string }>(
    db,
    `SELECT tenant_id, customer_id FROM ${table} WHERE id = $1`,
    e.id,
  );
  return checkAssignableOwner(user, e, row, notFound);
}

async function validateCustomer(
  db: Queryable,
  user: SecurityUser,
  e: EntityId,
  op: TelemetryOp,
): Promise<ValidatedEntity> {
  if (user.authority === 'SYS_ADMIN') throw denied(SYS_ADMIN_DENIED);
  const row = await one<{ tenant_id: string }>(db, 'SELECT tenant_id FROM customer WHERE id = $1', e.id);
  if (!row) throw new PlainError(404, "Customer with requested id wasn't found!");
  const ok =
    row.tenant_id === user.tenantId && (user.authority === 'TENANT_ADMIN' || (user.customerId === e.id && isRead(op)));
  if (!ok) throw denied();
  return { entityId: e, tenantId: row.tenant_id, customerId: e.id };
}

async function validateTenant(
  db: Queryable,
  user: SecurityUser,
  e: EntityId,
  op: TelemetryOp,
): Promise<ValidatedEntity> {
  if (user.authority === 'CUSTOMER_USER') throw denied(CUSTOMER_DENIED);
  if (user.authority === 'SYS_ADMIN') return { entityId: e, tenantId: e.id, customerId: NULL_UUID };
  const row = await one<{ id: string }>(db, 'SELECT id FROM tenant WHERE id = $1', e.id);
  if (!row) throw new PlainError(404, "Tenant with requested id wasn't found!");
  if (e.id !== user.tenantId || !isRead(op)) throw denied();
  return { entityId: e, tenantId: e.id, customerId: NULL_UUID };
}

async function validateUser(db: Queryable, user: SecurityUser, e: EntityId): Promise<ValidatedEntity> {
  const row = await one<{ tenant_id: string; customer_id: string; authority: string }>(
    db,
    'SELECT tenant_id, customer_id, authority FROM tb_user WHERE id = $1',
    e.id,
  );
  if (!row) throw new PlainError(404, "User with requested id wasn't found!");
  const ok =
    user.authority === 'SYS_ADMIN'
      ? row.authority !== 'CUSTOMER_USER'
      : user.authority === 'TENANT_ADMIN'
        ? row.tenant_id === user.tenantId && row.authority !== 'SYS_ADMIN'
        : e.id === user.userId;
  if (!ok) throw denied();
  return { entityId: e, tenantId: row.tenant_id, customerId: row.customer_id };
}

async function validateTenantOwned(
  db: Queryable,
  user: SecurityUser,
  e: EntityId,
  op: TelemetryOp,
): Promise<ValidatedEntity> {
  const spec = TENANT_OWNED[e.entityType];
  if (!spec) throw new ApiError(400, ErrorCode.BAD_REQUEST_PARAMS, 'Not Implemented!');
  if (spec.customerDenied && user.authority === 'CUSTOMER_USER') throw denied(CUSTOMER_DENIED);
  if (user.authority === 'SYS_ADMIN') throw denied(SYS_ADMIN_DENIED);
  if (e.entityType === 'API_USAGE_STATE' && op !== 'READ_TELEMETRY')
    throw denied('Allowed only READ_TELEMETRY operation!');
  const row = await one<{ tenant_id: string }>(db, `SELECT tenant_id FROM ${spec.table} WHERE id = $1`, e.id);
  if (!row) throw new PlainError(404, spec.notFound);
  if (user.authority !== 'TENANT_ADMIN' || row.tenant_id !== user.tenantId) throw denied();
  return { entityId: e, tenantId: row.tenant_id, customerId: NULL_UUID };
}

/**
 * Checks that `user` may perform `op` on the entity. @throws PlainError 403/404 with TB's texts; ApiError 400/31
 * "Not Implemented!" for entity types TB's validator does not support (TB answers those with a 500).
 */
export async function validateEntity(
  db: Queryable,
  user: SecurityUser,
  e: EntityId,
  op: TelemetryOp,
): Promise<ValidatedEntity> {
  const assignable = ASSIGNABLE[e.entityType];
  if (assignable) return validateAssignable(db, user, e, assignable.table, assignable.notFound);
  switch (e.entityType) {
    case 'CUSTOMER':
      return validateCustomer(db, user, e, op);
    case 'TENANT':
      return validateTenant(db, user, e, op);
    case 'USER':
      return validateUser(db, user, e);
    case 'TENANT_PROFILE':
      if (user.authority !== 'SYS_ADMIN')
        throw denied('Only system administrator is allowed to perform this operation!');
      return { entityId: e, tenantId: NULL_UUID, customerId: NULL_UUID };
    default:
      return validateTenantOwned(db, user, e, op);
  }
}
