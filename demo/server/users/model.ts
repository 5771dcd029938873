/** User wire shape and its mapping from `tb_user` rows. */
import { entityId, type EntityId } from '../lib/entity-id.js';

import type { Authority } from '../security/authority.js';
export { AUTHORITIES, type Authority } from '../security/authority.js';

/** A `tb_user` row. */
export interface UserRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  email: string;
  authority: Authority;
  first_name: string | null;
  last_name: string | null;
  additional_info: Record<string, unknown> | null;
}

/** A `user_credentials` row. */
export interface UserCredentialsRow {
  id: string;
  created_time: number;
  user_id: string;
  enabled: boolean;
  password: string | null;
  activate_token: string | null;
  reset_token: string | null;
  failed_login_attempts: number;
  password_changed_time: number | null;
}

/** User as ThingsBoard serialises it. */
export interface User {
  id: EntityId<'USER'>;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  email: string;
  authority: Authority;
  firstName: string | null;
  lastName: string | null;
  /** Read-only, equals email. */
  name: string;
}

/** Maps a database row to the wire shape, in ThingsBoard's field order. */
export function toUser(row: UserRow): User {
  return {
    id: entityId('USER', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    email: row.email,
    authority: row.authority,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.email,
  };
}
