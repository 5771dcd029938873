/** ThingsBoard audit log endpoints; time-bounded pages, optional action types. */
import { z } from './zod';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const auditLogSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  createdTime: z.number(),
  entityId: z.nullish(entityIdSchema),
  entityName: z.nullish(z.string()),
  userId: z.nullish(entityIdSchema),
  userName: z.nullish(z.string()),
  actionType: z.string(),
  actionData: z.optional(z.unknown()),
  actionStatus: z.nullish(z.string()),
  actionFailureDetails: z.nullish(z.string()),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** Whose audit logs: the tenant's, a customer's, a user's or one entity's. */
export type AuditLogScope =
  | { kind: 'tenant' }
  | { kind: 'customer'; customerId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'entity'; entityType: string; entityId: string };

const enc = encodeURIComponent;

function scopePath(scope: AuditLogScope): string {
  switch (scope.kind) {
    case 'tenant':
      return '/api/audit/logs';
    case 'customer':
      return `/api/audit/logs/customer/${enc(scope.customerId)}`;
    case 'user':
      return `/api/audit/logs/user/${enc(scope.userId)}`;
    case 'entity':
      return `/api/audit/logs/entity/${enc(scope.entityType)}/${enc(scope.entityId)}`;
  }
}

/** GET /api/audit/logs[/customer/{id}|/user/{id}|/entity/{type}/{id}] (TPL, actionTypes) */
export function getAuditLogs(
  scope: AuditLogScope,
  link: PageLink,
  actionTypes: readonly string[] = [],
  opts?: RequestOptions,
): Promise<PageData<AuditLog>> {
  return http.get(
    `${scopePath(scope)}${toPageQuery(link, { actionTypes: actionTypes.join(',') })}`,
    pageDataSchema(auditLogSchema),
    opts,
  );
}
