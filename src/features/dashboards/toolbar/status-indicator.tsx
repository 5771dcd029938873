/** Live / stale / reconnecting indicator of a dashboard's data connection (beyond ThingsBoard). */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import type { WsStatus } from '../data/data-source';

const Pill = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 12px;
  font-weight: 500;
  color: ${(p) => p.$color};
  background: color-mix(in srgb, ${(p) => p.$color} 12%, transparent);
  & > i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.$color};
  }
  &[data-status='reconnecting'] > i,
  &[data-status='connecting'] > i {
    animation: iot-pulse 1s ease-in-out infinite alternate;
  }
  @keyframes iot-pulse {
    from { opacity: 0.3; }
    to { opacity: 1; }
  }
`;

const COLORS: Record<WsStatus, string> = {
  idle: '#757575',
  connecting: '#1976d2',
  live: '#2e7d32',
  reconnecting: '#ef6c00',
  stale: '#c62828',
};

export function StatusIndicator({ status }: { status: WsStatus }) {
  const { t } = useTranslation();
  const label = t(`dashboard.status-${status}`);
  return (
    <Pill
      $color={COLORS[status]}
      data-status={status}
      data-testid="dashboard-status"
      role="status"
      aria-label={label}
      title={label}
    >
      <i />
      {label}
    </Pill>
  );
}
