/**
 * Alarm details of a rule: a text with `${key}` placeholders the device profile node fills in, and the dashboard
 * the mobile app opens for the alarm.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { DashboardAutocomplete, type DashboardInfo } from '../../../ui/dashboard-autocomplete/dashboard-autocomplete';
import { Dialog } from '../../../ui/dialog/dialog';
import { Hint, TextAreaLabel } from '../editor/editor-styles';
import { useProfileServices } from '../editor/services-context';
import type { AlarmRule } from '../model/alarm-rules';

export interface DetailsDialogProps {
  value: AlarmRule;
  onApply(value: AlarmRule): void;
  onClose(): void;
  disabled?: boolean;
}

export function DetailsDialog({ value, onApply, onClose, disabled }: DetailsDialogProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [details, setDetails] = useState(value.alarmDetails ?? '');
  const [dashboard, setDashboard] = useState<DashboardInfo | null>(null);
  const dashboardId = value.dashboardId?.id ?? null;
  useEffect(() => {
    if (!dashboardId) return undefined;
    const ac = new AbortController();
    void services.loadDashboard(dashboardId, ac.signal).then((d) => !ac.signal.aborted && setDashboard(d));
    return () => ac.abort();
  }, [dashboardId]);
  const apply = () =>
    onApply({
      ...value,
      alarmDetails: details.trim() ? details : null,
      dashboardId: dashboard ? { entityType: 'DASHBOARD', id: dashboard.id.id } : null,
    });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('device-profile.alarm.details')}
      width={560}
      testId="details-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button disabled={disabled} onClick={apply} data-testid="details-apply">
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <TextAreaLabel>
        {t('device-profile.alarm.alarm-details')}
        <textarea
          value={details}
          disabled={disabled}
          onChange={(e) => setDetails(e.target.value)}
          data-testid="alarm-details"
        />
      </TextAreaLabel>
      <Hint>{t('device-profile.alarm.alarm-details-hint')}</Hint>
      <DashboardAutocomplete
        label={t('device-profile.alarm.mobile-dashboard')}
        value={dashboard}
        disabled={disabled}
        onChange={setDashboard}
        search={(text, page, signal) => services.searchDashboards(text, page.pageSize, signal)}
      />
    </Dialog>
  );
}
