/**
 * The alarm details dialog: originator, type, severity, status, start / end / acknowledge / clear times and the
 * details JSON (read-only), with Acknowledge and Clear while they still apply (and the viewer may act).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { v } from '../theme/tokens';
import { applyAlarmAction, isAcked, isCleared, statusKey, type AlarmRow } from './alarm-model';
import { AlarmSeverity } from './alarm-severity';
import { formatDateTime } from './format';
import { JsonBlock } from './json-block';
import { useFormSubmit } from '../dialog/use-form-submit';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 24px;
  margin: 0 0 16px;
  div {
    padding: 8px 0;
    border-bottom: 1px solid ${v('color-divider')};
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: ${v('color-text-secondary')};
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
    font-size: 14px;
    color: ${v('color-text')};
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface AlarmDetailsDialogProps {
  alarm: AlarmRow;
  /** Hide Acknowledge and Clear. */
  readonly?: boolean;
  ack(alarm: AlarmRow): Promise<void>;
  clear(alarm: AlarmRow): Promise<void>;
  onClose(): void;
}

export function AlarmDetailsDialog({ alarm: initial, readonly, ack, clear, onClose }: AlarmDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const [alarm, setAlarm] = useState(initial);
  const submit = useFormSubmit();
  const busy = submit.busy;
  const time = (ms: number | null | undefined) => (ms ? formatDateTime(ms, i18n.language) : '');
  const run = async (action: 'ack' | 'clear') => {
    // A failure is reported by the error presenter.
    if (await submit.run(() => (action === 'ack' ? ack(alarm) : clear(alarm))))
      setAlarm((a) => applyAlarmAction(a, action));
  };
  const fields: [string, ReactNode, string][] = [
    [t('alarm.originator'), alarm.originatorName ?? alarm.originator.id, 'originator'],
    [t('alarm.type'), alarm.type, 'type'],
    [t('alarm.severity'), <AlarmSeverity severity={alarm.severity} />, 'severity'],
    [t('alarm.status'), t(statusKey(alarm.status), { defaultValue: alarm.status }), 'status'],
    [t('alarm.start-time'), time(alarm.startTs), 'start-time'],
    [t('alarm.end-time'), time(alarm.endTs), 'end-time'],
  ];
  if (alarm.ackTs) fields.push([t('alarm.ack-time'), time(alarm.ackTs), 'ack-time']);
  if (alarm.clearTs) fields.push([t('alarm.clear-time'), time(alarm.clearTs), 'clear-time']);
  const canAck = !readonly && !isAcked(alarm.status);
  const canClear = !readonly && !isCleared(alarm.status);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('alarm.alarm-details')}
      width={640}
      testId="alarm-details"
      actions={
        <>
          {canAck ? (
            <Button $variant="outlined" disabled={busy} onClick={() => void run('ack')} data-testid="alarm-details-ack">
              {t('alarm.acknowledge')}
            </Button>
          ) : null}
          {canClear ? (
            <Button
              $variant="outlined"
              disabled={busy}
              onClick={() => void run('clear')}
              data-testid="alarm-details-clear"
            >
              {t('alarm.clear')}
            </Button>
          ) : null}
          <Button onClick={onClose} data-testid="alarm-details-close">
            {t('action.close')}
          </Button>
        </>
      }
    >
      <Fields>
        {fields.map(([label, value, key]) => (
          <div key={key} data-field={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Fields>
      <JsonBlock label={t('alarm.details')} value={alarm.details ?? {}} minHeight={120} />
    </Dialog>
  );
}
