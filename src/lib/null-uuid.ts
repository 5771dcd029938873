/**
 * ThingsBoard's nil-style UUID (a time-based UUID of 1582): the system tenant, "no customer" on an unassigned entity,
 * the customer of a tenant's own users. Every layer compares ids with it, so it lives here once.
 */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
