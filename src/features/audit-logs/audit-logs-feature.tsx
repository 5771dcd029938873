/**
 * Tenant-wide audit logs (`/auditLogs`, tenant administrators): every logged action of the tenant with
 * entity type and name, user, action type and status, in a history time window (last day by default), searchable;
 * a row opens the details dialog with the action data and, for failures, the failure details.
 */
import { useCallback } from 'react';
import { getAuditLogs } from '../../api/audit-logs';
import { AuditLogTable } from '../../ui/entity-details/audit-log-table';
import type { TablePageLink } from '../../ui/entity-table/entity-table-types';

const QUERY_KEY = ['audit-logs', 'tenant'] as const;

export function AuditLogsPage() {
  const fetchLogs = useCallback(
    (link: TablePageLink & { startTime: number; endTime: number }, signal: AbortSignal) =>
      getAuditLogs({ kind: 'tenant' }, link, [], { signal }),
    [],
  );
  return <AuditLogTable queryKey={QUERY_KEY} mode="tenant" flat={false} fetchLogs={fetchLogs} />;
}
