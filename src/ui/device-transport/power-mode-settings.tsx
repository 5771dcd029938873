/**
 * Power saving mode of CoAP/LwM2M devices (PSM, DRX, E_DRX; default DRX) and the timers of the chosen mode: PSM
 * activity timer, or eDRX cycle and paging transmission window. `allowInherit` adds "use the profile's" (null)
 * for per-device settings.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Select } from '../select/select';
import { FormGrid as Grid } from '../form/form-fields';
import { POWER_MODES, powerSettings, type PowerMode, type PowerSettings } from './power-settings';
import { DurationField } from './duration-field';

export interface PowerModeSettingsProps {
  value: PowerSettings;
  onChange(value: PowerSettings): void;
  allowInherit?: boolean;
  disabled?: boolean;
  showErrors?: boolean;
  testId?: string;
}

const INHERIT = 'INHERIT';

export function PowerModeSettings({
  value,
  onChange,
  allowInherit,
  disabled,
  showErrors,
  testId,
}: PowerModeSettingsProps) {
  const { t } = useTranslation();
  const mode = value.powerMode ?? (allowInherit ? INHERIT : 'DRX');
  const options = [
    ...(allowInherit ? [{ value: INHERIT, label: t('device-profile.power-mode-inherit') }] : []),
    ...POWER_MODES.map((m) => ({
      value: m,
      label: t(`device-profile.power-mode-${m.toLowerCase().replace('_', '-')}`),
    })),
  ];
  return (
    <div data-testid={testId}>
      <Select<string>
        label={t('device-profile.power-mode')}
        value={mode}
        disabled={disabled}
        options={options}
        onChange={(m) => onChange(m === INHERIT ? {} : powerSettings(m as PowerMode, value))}
        testId="power-mode"
      />
      {mode === 'PSM' ? (
        <Grid>
          <DurationField
            label={t('device-profile.psm-activity-timer')}
            valueMs={value.psmActivityTimer}
            disabled={disabled}
            showError={showErrors}
            onChange={(ms) => onChange({ ...value, psmActivityTimer: ms })}
            testId="psm-activity-timer"
          />
        </Grid>
      ) : null}
      {mode === 'E_DRX' ? (
        <Grid>
          <DurationField
            label={t('device-profile.edrx-cycle')}
            valueMs={value.edrxCycle}
            disabled={disabled}
            showError={showErrors}
            onChange={(ms) => onChange({ ...value, edrxCycle: ms })}
            testId="edrx-cycle"
          />
          <DurationField
            label={t('device-profile.paging-transmission-window')}
            valueMs={value.pagingTransmissionWindow}
            disabled={disabled}
            showError={showErrors}
            onChange={(ms) => onChange({ ...value, pagingTransmissionWindow: ms })}
            testId="paging-transmission-window"
          />
        </Grid>
      ) : null}
    </div>
  );
}
