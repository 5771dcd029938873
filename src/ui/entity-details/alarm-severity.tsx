/** An alarm's severity as ThingsBoard shows it: text in the severity's colour, after a dot of ThingsBoard's own severity colour. */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { v } from '../theme/tokens';
import { SEVERITY_COLORS, SEVERITY_TEXT, severityKey } from './alarm-model';

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
  const text = SEVERITY_TEXT[severity];
  // light-dark() follows the color-scheme the theme sets on the host (dark theme: `color-scheme: dark`).
  const tone = text
    ? `var(--iot-severity-${severity.toLowerCase()}, light-dark(${text[0]}, ${text[1]}))`
    : v('color-text');
  return (
    <Label $tone={tone} $dot={SEVERITY_COLORS[severity] ?? 'transparent'} data-severity={severity}>
      {t(severityKey(severity), { defaultValue: severity })}
    </Label>
  );
}
