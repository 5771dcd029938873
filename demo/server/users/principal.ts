/** The security principal of a stored user. */
import type { SecurityUser } from '../security/jwt.js';
import type { UserRow } from './model.js';

/** Principal of a stored user. */
export function principalOf(user: UserRow, enabled: boolean): SecurityUser {
  return {
    userId: user.id,
    sub: user.email,
    authority: user.authority,
    tenantId: user.tenant_id,
    customerId: user.customer_id,
    firstName: user.first_name,
    lastName: user.last_name,
    enabled,
    isPublic: false,
  };
}
