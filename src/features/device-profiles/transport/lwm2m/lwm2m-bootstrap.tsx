/**
 * Bootstrap of an LwM2M profile: the client's server account (short id 123, lifetime 300 s, default minimum period
 * 1 s, notification storing when disabled, binding UQ) and the security of the LwM2M and bootstrap servers.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Select } from '../../../../ui/select/select';
import { Toggle } from '../../../../ui/toggle/toggle';
import { Grid, Panel } from '../../editor/editor-styles';
import { NumberField } from '../../../../ui/number-field/number-field';
import { useProfileServices } from '../../editor/services-context';
import { LWM2M_BINDINGS, type BootstrapSecurityInfo, type Lwm2mTransportConfiguration } from '../../model/lwm2m';
import { Lwm2mSecurity } from './lwm2m-security';

type Bootstrap = Lwm2mTransportConfiguration['bootstrap'];

export interface Lwm2mBootstrapProps {
  value: Bootstrap;
  onChange(value: Bootstrap): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function Lwm2mBootstrap({ value, onChange, disabled, showErrors }: Lwm2mBootstrapProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [info, setInfo] = useState<{ lwm2m: BootstrapSecurityInfo | null; bootstrap: BootstrapSecurityInfo | null }>({
    lwm2m: null,
    bootstrap: null,
  });
  useEffect(() => {
    let live = true;
    void Promise.all([services.bootstrapInfo(false), services.bootstrapInfo(true)]).then(
      ([lwm2m, bootstrap]) => live && setInfo({ lwm2m, bootstrap }),
    );
    return () => {
      live = false;
    };
  }, [services]);
  const s = value.servers;
  const setServers = (patch: Partial<Bootstrap['servers']>) => onChange({ ...value, servers: { ...s, ...patch } });
  const int = (n: number | null | undefined) =>
    n == null || !Number.isInteger(n) || n < 0 ? t('device-profile.value-non-negative-int') : null;
  return (
    <div data-testid="lwm2m-bootstrap">
      <Panel>
        <h3>{t('device-profile.lwm2m.servers')}</h3>
        <Grid $min={180}>
          <NumberField
            label={t('device-profile.lwm2m.short-id')}
            value={s.shortId}
            min={0}
            required
            disabled={disabled}
            showError={showErrors}
            error={int(s.shortId)}
            onChange={(n) => setServers({ shortId: n as number })}
            testId="lwm2m-short-id"
          />
          <NumberField
            label={t('device-profile.lwm2m.lifetime')}
            value={s.lifetime}
            min={0}
            required
            disabled={disabled}
            showError={showErrors}
            error={int(s.lifetime)}
            onChange={(n) => setServers({ lifetime: n as number })}
            testId="lwm2m-lifetime"
          />
          <NumberField
            label={t('device-profile.lwm2m.default-min-period')}
            value={s.defaultMinPeriod}
            min={0}
            required
            disabled={disabled}
            showError={showErrors}
            error={int(s.defaultMinPeriod)}
            onChange={(n) => setServers({ defaultMinPeriod: n as number })}
            testId="lwm2m-min-period"
          />
          <Select
            label={t('device-profile.lwm2m.binding')}
            value={s.binding}
            disabled={disabled}
            options={LWM2M_BINDINGS.map((b) => ({
              value: b,
              label: `${b} — ${t(`device-profile.lwm2m.binding-${b.toLowerCase()}`)}`,
              text: b,
            }))}
            onChange={(binding) => setServers({ binding })}
            testId="lwm2m-binding"
          />
        </Grid>
        <Toggle
          label={t('device-profile.lwm2m.notif-if-disabled')}
          checked={s.notifIfDisabled}
          disabled={disabled}
          onChange={(notifIfDisabled) => setServers({ notifIfDisabled })}
        />
      </Panel>
      <Lwm2mSecurity
        title={t('device-profile.lwm2m.lwm2m-server')}
        value={value.lwm2mServer}
        info={info.lwm2m}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(lwm2mServer) => onChange({ ...value, lwm2mServer })}
        testId="lwm2m-server"
      />
      <Lwm2mSecurity
        title={t('device-profile.lwm2m.bootstrap-server')}
        value={value.bootstrapServer}
        info={info.bootstrap}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(bootstrapServer) => onChange({ ...value, bootstrapServer })}
        testId="lwm2m-bootstrap-server"
      />
    </div>
  );
}
