/**
 * Events tab of a rule node: its debug messages (`GET /api/events/RULE_NODE/{id}/DEBUG_RULE_NODE`),
 * newest first, 20 per page: time, direction (IN/OUT), message type, relation, data, metadata and error.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { getEvents } from '../../../api/events';
import { formatDateTime } from '../../../lib/intl-format';
import { useSession } from '../../../session/use-session';
import { Button } from '../../../ui/button/button';
import { Bar, EventsTable } from './details.styles';

const PAGE_SIZE = 20;

function pretty(v: unknown): string {
  if (typeof v !== 'string') return v === undefined || v === null ? '' : JSON.stringify(v, null, 2);
  try {
    return JSON.stringify(JSON.parse(v), null, 2);
  } catch {
    return v;
  }
}

export function NodeEvents({ ruleNodeId }: { ruleNodeId: string }) {
  const { t, i18n } = useTranslation();
  const tenantId = useSession().authUser?.tenantId ?? '';
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: ['rule-chains', 'events', ruleNodeId, page],
    queryFn: ({ signal }) =>
      getEvents(
        'RULE_NODE',
        ruleNodeId,
        'DEBUG_RULE_NODE',
        { tenantId, pageSize: PAGE_SIZE, page },
        { signal, ignoreLoading: true },
      ),
    enabled: !!tenantId,
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.data ?? [];
  return (
    <div data-testid="node-events">
      <Bar>
        <span>{q.data ? t('rulenode.events-count', { count: q.data.totalElements }) : t('common.loading')}</span>
        <span style={{ flex: 1 }} />
        <Button $variant="text" onClick={() => void q.refetch()} data-testid="events-refresh">
          {t('rulenode.refresh')}
        </Button>
        <Button $variant="text" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {t('rulenode.newer')}
        </Button>
        <Button $variant="text" disabled={!q.data?.hasNext} onClick={() => setPage((p) => p + 1)}>
          {t('rulenode.older')}
        </Button>
      </Bar>
      {rows.length === 0 && q.data ? <Bar>{t('rulenode.no-events')}</Bar> : null}
      {rows.length ? (
        <EventsTable>
          <thead>
            <tr>
              <th>{t('rulenode.event-time')}</th>
              <th>{t('rulenode.event-type')}</th>
              <th>{t('rulenode.message-type')}</th>
              <th>{t('rulenode.relation-type')}</th>
              <th>{t('rulenode.event-data')}</th>
              <th>{t('rulenode.metadata')}</th>
              <th>{t('rulenode.event-error')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => {
              const b = (e.body ?? {}) as Record<string, unknown>;
              return (
                <tr key={e.id?.id ?? i}>
                  <td>{formatDateTime(e.createdTime, i18n.language)}</td>
                  <td>{String(b['type'] ?? '')}</td>
                  <td>{String(b['msgType'] ?? '')}</td>
                  <td>{String(b['relationType'] ?? '')}</td>
                  <td>
                    <pre>{pretty(b['data'])}</pre>
                  </td>
                  <td>
                    <pre>{pretty(b['metadata'])}</pre>
                  </td>
                  <td>{String(b['error'] ?? '')}</td>
                </tr>
              );
            })}
          </tbody>
        </EventsTable>
      ) : null}
    </div>
  );
}
