/**
 * API usage (`/usage`, tenant administrators): one card per metered service with this
 * month's count, the tenant profile's limit and the feature state, plus hourly (last 24 h) or daily (last 30 days)
 * activity bars. The figures follow the usage state entity's time series over the page's telemetry socket: each
 * server flush refetches them.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { USAGE_SERVICES, getApiUsageHistory, getApiUsageSnapshot } from '../../api/api-usage';
import { v } from '../../ui/theme/tokens';
import { UsageCard } from './components/usage-card';

const Page = styled.div`
  box-sizing: border-box;
  width: 100%;
  padding: 20px 24px 24px;
  max-width: 1680px;
  margin: 0 auto;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  margin-bottom: 16px;
`;

const Segmented = styled.div`
  display: inline-flex;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  overflow: hidden;
  background: ${v('color-surface')};
  button {
    border: 0;
    padding: 6px 14px;
    font: inherit;
    font-size: 13px;
    background: transparent;
    color: ${v('color-text-secondary')};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${v('color-primary')};
    color: ${v('color-primary-contrast')};
  }
  button:focus-visible {
    outline: 2px solid ${v('color-focus')};
    outline-offset: -2px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
`;

const Empty = styled.p`
  color: ${v('color-text-secondary')};
`;

const SNAPSHOT_KEY = ['api-usage', 'snapshot'] as const;

/**
 * The figures refresh at the server's usage flush period (5 s). Polled rather than followed over the telemetry
 * socket: this page then shares no API module with <iot-dashboard> beyond `http`, which keeps that element's
 * start-up chunks (and its 150 KB budget) unchanged.
 */
const REFRESH_MS = 5_000;

export function ApiUsagePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<'day' | 'month'>('day');
  const snapshot = useQuery({
    queryKey: SNAPSHOT_KEY,
    queryFn: ({ signal }) => getApiUsageSnapshot({ signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const entityId = snapshot.data?.entityId;
  const history = useQuery({
    queryKey: ['api-usage', 'history', entityId?.id, range],
    queryFn: ({ signal }) => getApiUsageHistory(entityId!, range, { signal }),
    enabled: !!entityId,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

  const data = snapshot.data;
  const loading = snapshot.isPending || (!!entityId && history.isPending);
  return (
    <Page data-testid="api-usage-page" data-loading={loading || undefined}>
      <Toolbar>
        <Segmented role="group" aria-label={t('api-usage.activity')}>
          {(['day', 'month'] as const).map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              data-testid={`usage-range-${r}`}
              onClick={() => setRange(r)}
            >
              {t(r === 'day' ? 'api-usage.hourly' : 'api-usage.daily')}
            </button>
          ))}
        </Segmented>
      </Toolbar>
      {data === null && <Empty>{t('api-usage.no-state')}</Empty>}
      {data && (
        <Grid>
          {USAGE_SERVICES.map((s) => {
            const h = history.data;
            const values = h?.series[s.id];
            return (
              <UsageCard
                key={s.id}
                service={s.id}
                figures={data.figures[s.id] ?? { value: 0, limit: 0, state: 'ENABLED' }}
                activity={h && values ? { values, startTs: h.startTs, step: h.step, range } : undefined}
              />
            );
          })}
        </Grid>
      )}
    </Page>
  );
}
