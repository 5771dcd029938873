/** The widget's own timewindow (time-series and alarm widgets): follow the dashboard's, or use and show its own. */
import { useTranslation } from '../../../../i18n/use-translation';
import { TimewindowControl } from '../../../../ui/timewindow/timewindow-control';
import type { Timewindow } from '../../../../ui/timewindow/timewindow-model';
import { Toggle } from '../../../../ui/toggle/toggle';
import { Hint, SectionBox, Toggles } from './form-bits';
import type { Json } from './model/json';

export function TimewindowSection({
  config,
  aggregation,
  onConfig,
}: {
  config: Json;
  aggregation: boolean;
  onConfig(patch: Json): void;
}) {
  const { t } = useTranslation();
  const useDashboard = config.useDashboardTimewindow !== false;
  return (
    <SectionBox title={t('timewindow.timewindow')} testId="widget-timewindow">
      <Toggles>
        <Toggle
          label={t('widget-config.use-dashboard-timewindow')}
          checked={useDashboard}
          onChange={(on) => onConfig({ useDashboardTimewindow: on })}
          data-testid="use-dashboard-timewindow"
        />
        <Toggle
          label={t('widget-config.display-timewindow')}
          checked={config.displayTimewindow !== false}
          disabled={useDashboard}
          onChange={(on) => onConfig({ displayTimewindow: on })}
          data-testid="display-timewindow"
        />
      </Toggles>
      {useDashboard ? (
        <Hint>{t('widget-config.dashboard-timewindow-hint')}</Hint>
      ) : (
        <div style={{ marginBottom: 12 }}>
          <TimewindowControl
            value={(config.timewindow as Timewindow | undefined) ?? null}
            onChange={(timewindow) => onConfig({ timewindow })}
            isEdit
            aggregation={aggregation}
            timezone
            testId="widget-timewindow-control"
          />
        </div>
      )}
    </SectionBox>
  );
}
