/**
 * zod schemas of the start-up shapes (entity id, user, token pair, dashboard), for the management modules that
 * compose them into bigger schemas. The start-up calls themselves validate with the guards in shapes.ts, so this
 * module (and zod) load only with the pages that need them; the two must describe the same fields.
 */
import { z } from './zod';

/** `{entityType, id}` — both fields always present on the wire. */
export const entityIdSchema = z.looseObject({ entityType: z.string(), id: z.string() });

export const authoritySchema = z.enum(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);

/** Loose: TB's save endpoint takes the whole user back, so unknown keys survive. */
export const userSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.optional(entityIdSchema),
  customerId: z.optional(entityIdSchema),
  email: z.string(),
  authority: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  additionalInfo: z.nullish(z.record(z.string(), z.unknown())),
});

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });

export const oauth2ClientSchema = z.looseObject({ name: z.string(), icon: z.nullish(z.string()), url: z.string() });

export const assignedCustomerSchema = z.looseObject({
  customerId: z.looseObject({ id: z.string() }),
  title: z.nullish(z.string()),
  public: z.nullish(z.boolean()),
});

export const dashboardInfoSchema = z.looseObject({
  id: entityIdSchema,
  title: z.nullish(z.string()),
  createdTime: z.nullish(z.number()),
  assignedCustomers: z.nullish(z.array(assignedCustomerSchema)),
});

export const dashboardInfoPageSchema = z.object({
  data: z.array(dashboardInfoSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});

/** A dashboard with its configuration (opaque to the server; parsed by the dashboard runtime). */
export const dashboardSchema = z.looseObject({
  id: entityIdSchema,
  title: z.nullish(z.string()),
  configuration: z.nullish(z.unknown()),
});
