/**
 * Security of one LwM2M server (the LwM2M server or the bootstrap server): mode NO_SEC, PSK, RPK or X509 (switching
 * takes the server's plain or secure host and port), host, port (0–65535), server public key (RPK/X509, hex),
 * short server id, client hold-off time and bootstrap account timeout.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Grid, Panel, TextAreaLabel } from '../../editor/editor-styles';
import { NumberField } from '../../../../ui/number-field/number-field';
import {
  HEX_PATTERN,
  LWM2M_SECURITY_MODES,
  portError,
  withSecurityMode,
  type BootstrapSecurityInfo,
  type Lwm2mSecurityMode,
  type ServerSecurityConfig,
} from '../../model/lwm2m';

export interface Lwm2mSecurityProps {
  title: string;
  value: ServerSecurityConfig;
  onChange(value: ServerSecurityConfig): void;
  /** The server's own answer for this server (host/port per security kind). */
  info: BootstrapSecurityInfo | null;
  disabled?: boolean;
  showErrors?: boolean;
  testId?: string;
}

export function Lwm2mSecurity({ title, value, onChange, info, disabled, showErrors, testId }: Lwm2mSecurityProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ServerSecurityConfig>) => onChange({ ...value, ...patch });
  const int = (n: number | null | undefined) =>
    n == null || !Number.isInteger(n) || n < 0 ? t('device-profile.value-non-negative-int') : null;
  const port = portError(value.port);
  const needsKey = value.securityMode === 'RPK' || value.securityMode === 'X509';
  const keyError = !needsKey
    ? null
    : !value.serverPublicKey?.trim()
      ? t('device-profile.lwm2m.server-public-key-required')
      : !HEX_PATTERN.test(value.serverPublicKey.trim())
        ? t('device-profile.lwm2m.server-public-key-hex')
        : null;
  return (
    <Panel data-testid={testId}>
      <h3>{title}</h3>
      <Grid>
        <Select<Lwm2mSecurityMode>
          label={t('device-profile.lwm2m.security-mode')}
          value={value.securityMode}
          disabled={disabled}
          options={LWM2M_SECURITY_MODES.map((m) => ({
            value: m,
            label: t(`device-profile.lwm2m.security-mode-${m.toLowerCase().replace('_', '-')}`),
          }))}
          onChange={(m) => onChange(withSecurityMode(value, m, info))}
          testId="lwm2m-security-mode"
        />
        <TextField
          label={t('device-profile.lwm2m.host')}
          value={value.host ?? ''}
          required
          disabled={disabled}
          error={showErrors && !value.host?.trim() ? t('device-profile.lwm2m.host-required') : undefined}
          onChange={(e) => set({ host: e.target.value })}
          data-testid="lwm2m-host"
        />
        <NumberField
          label={t('device-profile.lwm2m.port')}
          value={value.port}
          min={0}
          max={65535}
          required
          disabled={disabled}
          showError={showErrors}
          error={port ? t(port) : null}
          onChange={(n) => set({ port: n as number })}
          testId="lwm2m-port"
        />
      </Grid>
      <Grid>
        <NumberField
          label={t('device-profile.lwm2m.server-id')}
          value={value.serverId}
          min={0}
          required
          disabled={disabled}
          showError={showErrors}
          error={int(value.serverId)}
          onChange={(n) => set({ serverId: n as number })}
          testId="lwm2m-server-id"
        />
        <NumberField
          label={t('device-profile.lwm2m.client-hold-off-time')}
          value={value.clientHoldOffTime}
          min={0}
          required
          disabled={disabled}
          showError={showErrors}
          error={int(value.clientHoldOffTime)}
          onChange={(n) => set({ clientHoldOffTime: n as number })}
        />
        <NumberField
          label={t('device-profile.lwm2m.account-timeout')}
          value={value.bootstrapServerAccountTimeout}
          min={0}
          required
          disabled={disabled}
          showError={showErrors}
          error={int(value.bootstrapServerAccountTimeout)}
          onChange={(n) => set({ bootstrapServerAccountTimeout: n as number })}
        />
      </Grid>
      {needsKey ? (
        <TextAreaLabel>
          {t('device-profile.lwm2m.server-public-key')}
          <textarea
            value={value.serverPublicKey ?? ''}
            disabled={disabled}
            aria-invalid={showErrors && keyError ? true : undefined}
            onChange={(e) => set({ serverPublicKey: e.target.value })}
            data-testid="lwm2m-server-public-key"
          />
          {showErrors && keyError ? <span role="alert">{keyError}</span> : null}
        </TextAreaLabel>
      ) : null}
    </Panel>
  );
}
