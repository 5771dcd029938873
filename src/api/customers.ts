/** ThingsBoard customer endpoints. */
import { z } from './zod';
import type { NewEntity } from './assignable';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

/** Contact fields shared by tenants and customers. */
export const contactShape = {
  country: z.nullish(z.string()),
  state: z.nullish(z.string()),
  city: z.nullish(z.string()),
  address: z.nullish(z.string()),
  address2: z.nullish(z.string()),
  zip: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  email: z.nullish(z.string()),
};

export const customerSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.nullish(entityIdSchema),
  title: z.string(),
  additionalInfo: z.nullish(z.record(z.string(), z.unknown())),
  ...contactShape,
});
export type Customer = z.infer<typeof customerSchema>;

const enc = encodeURIComponent;

/** GET /api/customers (PL) — includes the tenant's "Public" customer when it exists. */
export function getCustomers(link: PageLink, opts?: RequestOptions): Promise<PageData<Customer>> {
  return http.get(`/api/customers${toPageQuery(link)}`, pageDataSchema(customerSchema), opts);
}

/** GET /api/customer/{id} */
export function getCustomer(id: string, opts?: RequestOptions): Promise<Customer> {
  return http.get(`/api/customer/${enc(id)}`, customerSchema, opts);
}

/** GET /api/tenant/customers?customerTitle= — one customer by exact title (404 when absent). */
export function findCustomerByTitle(title: string, opts?: RequestOptions): Promise<Customer> {
  return http.get(`/api/tenant/customers?customerTitle=${enc(title)}`, customerSchema, opts);
}

/** POST /api/customer — create or full replace. */
export function saveCustomer(customer: NewEntity<Customer> | Customer, opts?: RequestOptions): Promise<Customer> {
  return http.post('/api/customer', customer, customerSchema, opts);
}

/** DELETE /api/customer/{id} — the server unassigns its entities and deletes its users. */
export function deleteCustomer(id: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/customer/${enc(id)}`, opts);
}

/** The tenant's public customer carries `additionalInfo.isPublic`. */
export function isPublicCustomer(c: { additionalInfo?: Record<string, unknown> | null }): boolean {
  return c.additionalInfo?.['isPublic'] === true;
}
