/** The authorities of ThingsBoard users: who may call what. */
/** Authorities a stored user can have (`REFRESH_TOKEN` exists only as a JWT scope). */
export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

/** All authorities, for validation. */
export const AUTHORITIES: readonly Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
