/** An alarm's severity as ThingsBoard shows it: bold text in the severity's colour, after a dot of the spec colour. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { v, type Token } from '../theme/tokens';
import { SEVERITY_COLORS, severityKey } from './alarm-model';

const Label = styled.span<{ $tone: string; $dot: string }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 500;
  color: ${(p) => p.$tone};
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.$dot};
  }
`;

export function AlarmSeverity({ severity }: { severity: string }) {
  const { t } = useTranslation();
  const known = severity in SEVERITY_COLORS;
  const tone = known ? v(`severity-${severity.toLowerCase()}` as Token) : v('color-text');
  return (
    <Label $tone={tone} $dot={SEVERITY_COLORS[severity] ?? 'transparent'} data-severity={severity}>
      {t(severityKey(severity), { defaultValue: severity })}
    </Label>
  );
}
