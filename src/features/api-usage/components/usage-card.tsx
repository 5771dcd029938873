/**
 * One metered service on the API usage page: this month's count against the tenant profile's limit (0 = unlimited),
 * a progress bar coloured by the feature state (ENABLED green, WARNING orange, DISABLED red) and, below, the
 * activity bars of the selected range.
 */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import type { ApiUsageStateValue, UsageFigures } from '../../../api/api-usage';
import { formatNumber } from '../../../lib/intl-styles';
import { v } from '../../../ui/theme/tokens';
import { UsageBars, type UsageBarsProps } from './usage-bars';

/** Colour of a feature state. */
export const STATE_COLOR: Record<ApiUsageStateValue, string> = {
  ENABLED: v('color-success'),
  WARNING: v('color-accent'),
  DISABLED: v('color-warn'),
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 20px;
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 500;
    color: ${v('color-text')};
  }
`;

const Chip = styled.span<{ $color: string }>`
  flex: none;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 500;
  color: ${(p) => p.$color};
  border: 1px solid ${(p) => p.$color};
`;

const Figures = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 6px;
  color: ${v('color-text-secondary')};
  font-size: 13px;
  strong {
    font-size: 26px;
    font-weight: 400;
    color: ${v('color-text')};
  }
`;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: color-mix(in srgb, ${v('color-text')} 10%, transparent);
`;

const Fill = styled.div<{ $color: string }>`
  height: 100%;
  border-radius: 4px;
  background: ${(p) => p.$color};
  transition: width 0.3s ease;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

export interface UsageCardProps {
  /** Service id (`transport-messages`, …): the label key under `api-usage.` and the test id suffix. */
  service: string;
  figures: UsageFigures;
  /** Activity bars; omitted while history loads. */
  activity?: Omit<UsageBarsProps, 'label'>;
}

export function UsageCard({ service, figures, activity }: UsageCardProps) {
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => formatNumber(n, i18n.language);
  const { value, limit, state } = figures;
  const unlimited = !(limit > 0);
  const percent = unlimited ? 0 : Math.min(100, Math.round((value / limit) * 1000) / 10);
  const color = STATE_COLOR[state];
  const name = t(`api-usage.${service}`);
  return (
    <Card data-testid={`usage-card-${service}`} data-state={state} aria-labelledby={`usage-${service}-title`}>
      <Head>
        <h2 id={`usage-${service}-title`}>{name}</h2>
        <Chip $color={color} data-testid="usage-state">
          {t(`api-usage.state-${state}`)}
        </Chip>
      </Head>
      <Figures>
        <strong data-testid="usage-value">{fmt(value)}</strong>
        <span data-testid="usage-limit">
          {unlimited ? t('api-usage.unlimited') : t('api-usage.of-limit', { limit: fmt(limit) })}
        </span>
      </Figures>
      <Track
        role="progressbar"
        aria-label={t('api-usage.usage-progress', { service: name, percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="usage-progress"
      >
        <Fill $color={color} style={{ width: `${unlimited ? 0 : percent}%` }} data-testid="usage-fill" />
      </Track>
      <Caption>
        <span>{t('api-usage.this-month')}</span>
        <span>{unlimited ? '' : `${percent}%`}</span>
      </Caption>
      {activity && <UsageBars {...activity} label={name} />}
    </Card>
  );
}
