/**
 * Other settings of an LwM2M profile: firmware and software update strategies (with the update resource URL for the
 * URL strategies), observe strategy, power mode, and composite operations support.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import { Caption, Grid, Panel } from '../../editor/editor-styles';
import { DEFAULT_OTA_UPDATE_RESOURCE, type Lwm2mClientSettings } from '../../model/lwm2m';
import { PowerModeSettings } from '../../../../ui/device-transport/power-mode-settings';

export interface Lwm2mClientSettingsProps {
  value: Lwm2mClientSettings;
  onChange(value: Lwm2mClientSettings): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function Lwm2mClientSettingsForm({ value, onChange, disabled, showErrors }: Lwm2mClientSettingsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Lwm2mClientSettings>) => onChange({ ...value, ...patch });
  const strategy = (kind: 'fw' | 'sw', n: number) => {
    const field = kind === 'fw' ? 'fwUpdateResource' : 'swUpdateResource';
    const next: Lwm2mClientSettings = { ...value, [kind === 'fw' ? 'fwUpdateStrategy' : 'swUpdateStrategy']: n };
    if (n === 2) next[field] = value[field] || DEFAULT_OTA_UPDATE_RESOURCE;
    else delete next[field];
    onChange(next);
  };
  return (
    <div data-testid="lwm2m-client-settings">
      <Panel>
        <h3>{t('device-profile.lwm2m.ota-update')}</h3>
        <Grid>
          <Select<number>
            label={t('device-profile.lwm2m.fw-update-strategy')}
            value={value.fwUpdateStrategy}
            disabled={disabled}
            options={[1, 2, 3].map((n) => ({ value: n, label: t(`device-profile.lwm2m.fw-update-strategy-${n}`) }))}
            onChange={(n) => strategy('fw', n)}
            testId="lwm2m-fw-strategy"
          />
          {value.fwUpdateStrategy === 2 ? (
            <TextField
              label={t('device-profile.lwm2m.fw-update-resource')}
              value={value.fwUpdateResource ?? ''}
              required
              disabled={disabled}
              error={
                showErrors && !value.fwUpdateResource?.trim()
                  ? t('device-profile.lwm2m.fw-update-resource-required')
                  : undefined
              }
              onChange={(e) => set({ fwUpdateResource: e.target.value })}
            />
          ) : null}
        </Grid>
        <Grid>
          <Select<number>
            label={t('device-profile.lwm2m.sw-update-strategy')}
            value={value.swUpdateStrategy}
            disabled={disabled}
            options={[1, 2].map((n) => ({ value: n, label: t(`device-profile.lwm2m.sw-update-strategy-${n}`) }))}
            onChange={(n) => strategy('sw', n)}
            testId="lwm2m-sw-strategy"
          />
          {value.swUpdateStrategy === 2 ? (
            <TextField
              label={t('device-profile.lwm2m.sw-update-resource')}
              value={value.swUpdateResource ?? ''}
              required
              disabled={disabled}
              error={
                showErrors && !value.swUpdateResource?.trim()
                  ? t('device-profile.lwm2m.sw-update-resource-required')
                  : undefined
              }
              onChange={(e) => set({ swUpdateResource: e.target.value })}
            />
          ) : null}
        </Grid>
      </Panel>
      <Panel>
        <h3>{t('device-profile.lwm2m.client-strategy')}</h3>
        <Select<number>
          label={t('device-profile.lwm2m.observe-strategy')}
          value={value.clientOnlyObserveAfterConnect}
          disabled={disabled}
          options={[1, 2].map((n) => ({ value: n, label: t(`device-profile.lwm2m.observe-strategy-${n}`) }))}
          onChange={(clientOnlyObserveAfterConnect) => set({ clientOnlyObserveAfterConnect })}
          testId="lwm2m-observe-strategy"
        />
        <Caption>{t('device-profile.power-saving')}</Caption>
        <PowerModeSettings
          value={value}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(p) => {
            const { powerMode: _m, psmActivityTimer: _p, edrxCycle: _e, pagingTransmissionWindow: _w, ...rest } = value;
            onChange({ ...rest, ...p } as Lwm2mClientSettings);
          }}
          testId="lwm2m-power-mode"
        />
        <Toggle
          label={t('device-profile.lwm2m.composite-operations')}
          checked={value.compositeOperationsSupport}
          disabled={disabled}
          onChange={(compositeOperationsSupport) => set({ compositeOperationsSupport })}
        />
      </Panel>
    </div>
  );
}
