/**
 * Device provisioning (ThingsBoard 3.3.1 "Device provisioning" tab): strategy DISABLED, ALLOW_CREATE_NEW_DEVICES or
 * CHECK_PRE_PROVISIONED_DEVICES; when enabled, the provision device key (on the profile) and secret (in
 * provisionConfiguration) are required, generated on switching and copyable.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { PROVISION_TYPES, withProvisionType, type DeviceProfile, type ProvisionType } from '../model/device-profile';
import { Grid, Hint } from './editor-styles';

export interface ProvisionSectionProps {
  profile: DeviceProfile;
  onChange(profile: DeviceProfile): void;
  disabled?: boolean;
  showErrors?: boolean;
}

const slug = (type: ProvisionType) => type.toLowerCase().replace(/_/g, '-');

/** Error keys of the provisioning section (empty when valid). */
export function provisionErrors(profile: DeviceProfile): string[] {
  if (profile.provisionType === 'DISABLED') return [];
  const errors: string[] = [];
  if (!profile.provisionDeviceKey?.trim()) errors.push('device-profile.provision-key-required');
  if (!profile.profileData.provisionConfiguration.provisionDeviceSecret?.trim())
    errors.push('device-profile.provision-secret-required');
  return errors;
}

export function ProvisionSection({ profile, onChange, disabled, showErrors }: ProvisionSectionProps) {
  const { t } = useTranslation();
  const config = profile.profileData.provisionConfiguration;
  const errors = showErrors ? provisionErrors(profile) : [];
  const setSecret = (secret: string) =>
    onChange({
      ...profile,
      profileData: { ...profile.profileData, provisionConfiguration: { ...config, provisionDeviceSecret: secret } },
    });
  return (
    <div data-testid="profile-provisioning">
      <Select<ProvisionType>
        label={t('device-profile.provision-strategy')}
        value={profile.provisionType}
        disabled={disabled}
        options={PROVISION_TYPES.map((type) => ({
          value: type,
          label: t(`device-profile.provision-strategy-${slug(type)}`),
        }))}
        onChange={(type) => onChange(withProvisionType(profile, type))}
        testId="provision-strategy"
      />
      <Hint>{t(`device-profile.provision-strategy-${slug(profile.provisionType)}-hint`)}</Hint>
      {profile.provisionType !== 'DISABLED' ? (
        <Grid>
          <TextField
            label={t('device-profile.provision-device-key')}
            value={profile.provisionDeviceKey ?? ''}
            required
            disabled={disabled}
            error={
              errors.includes('device-profile.provision-key-required')
                ? t('device-profile.provision-key-required')
                : undefined
            }
            onChange={(e) => onChange({ ...profile, provisionDeviceKey: e.target.value })}
            trailing={
              <CopyButton text={profile.provisionDeviceKey ?? ''} label={t('device-profile.copy-provision-key')} />
            }
            data-testid="provision-key"
          />
          <TextField
            label={t('device-profile.provision-device-secret')}
            value={config.provisionDeviceSecret ?? ''}
            required
            disabled={disabled}
            error={
              errors.includes('device-profile.provision-secret-required')
                ? t('device-profile.provision-secret-required')
                : undefined
            }
            onChange={(e) => setSecret(e.target.value)}
            trailing={
              <CopyButton text={config.provisionDeviceSecret ?? ''} label={t('device-profile.copy-provision-secret')} />
            }
            data-testid="provision-secret"
          />
        </Grid>
      ) : null}
    </div>
  );
}
