/**
 * Activity of one service as plain bars (one per hour or per day), scaled to the busiest bucket, with hover titles
 * and three time labels. Announced as one image with the range and total.
 */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { formatDateStyle, formatNumber } from '../../../lib/intl-styles';
import { v } from '../../../ui/theme/tokens';

const Wrap = styled.figure`
  margin: 4px 0 0;
  figcaption {
    display: flex;
    justify-content: space-between;
    margin-top: 4px;
    font-size: 11px;
    color: ${v('color-text-secondary')};
  }
`;

const Plot = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 2px;
  height: 56px;
  padding-bottom: 1px;
  border-bottom: 1px solid ${v('color-divider')};
`;

const Bar = styled.div`
  flex: 1 1 0;
  min-width: 2px;
  border-radius: 2px 2px 0 0;
  background: ${v('color-primary')};
  opacity: 0.85;
  &:hover {
    opacity: 1;
  }
`;

export interface UsageBarsProps {
  /** Service name (for the accessible summary). */
  label: string;
  values: number[];
  startTs: number;
  step: number;
  range: 'day' | 'month';
}

export function UsageBars({ label, values, startTs, step, range }: UsageBarsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const max = Math.max(0, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const when = (i: number) =>
    formatDateStyle(
      startTs + i * step,
      lang,
      range === 'day' ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
    );
  const rangeText = t(range === 'day' ? 'api-usage.hourly' : 'api-usage.daily');
  const mid = Math.floor(values.length / 2);
  return (
    <Wrap data-testid="usage-bars">
      <Plot
        role="img"
        aria-label={t('api-usage.activity-chart', {
          service: label,
          range: rangeText,
          total: formatNumber(total, lang),
        })}
      >
        {values.map((n, i) => (
          <Bar
            key={i}
            title={`${when(i)}: ${formatNumber(n, lang)}`}
            style={{ height: max > 0 ? `${Math.max(n > 0 ? 4 : 0, (n / max) * 100)}%` : '0' }}
          />
        ))}
      </Plot>
      <figcaption aria-hidden="true">
        <span>{when(0)}</span>
        <span>{when(mid)}</span>
        <span>{when(values.length - 1)}</span>
      </figcaption>
    </Wrap>
  );
}
