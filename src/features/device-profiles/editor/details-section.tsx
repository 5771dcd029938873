/**
 * Details of a profile (ThingsBoard 3.3.1 "Details" tab): name, profile type, default rule chain, mobile dashboard,
 * queue, default firmware and software (package picker 'title (version)', only once the profile exists: the server
 * checks the package belongs to it), image and description.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DashboardAutocomplete, type DashboardInfo } from '../../../ui/dashboard-autocomplete/dashboard-autocomplete';
import { EntityAutocomplete } from '../../../ui/entity/entity-autocomplete';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { OtaPackageAutocomplete } from '../../../ui/ota-package/ota-package-autocomplete';
import { QueueSelect } from '../../../ui/queue-select/queue-select';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { PROFILE_TYPES, refId, toRef, type DeviceProfile, type ProfileType } from '../model/device-profile';
import { Grid, Hint, TextAreaLabel } from './editor-styles';
import { useProfileServices } from './services-context';

export interface DetailsSectionProps {
  profile: DeviceProfile;
  onChange(profile: DeviceProfile): void;
  disabled?: boolean;
  /** Show errors of untouched fields (after a save attempt). */
  showErrors?: boolean;
}

/** The mobile dashboard picker works on {id, title}: load the title of the stored id. */
function MobileDashboard({
  id,
  onChange,
  disabled,
}: {
  id: string | null;
  onChange(id: string | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [value, setValue] = useState<DashboardInfo | null>(null);
  useEffect(() => {
    if (!id) return setValue(null);
    if (value?.id.id === id) return undefined;
    const ac = new AbortController();
    void services.loadDashboard(id, ac.signal).then((d) => !ac.signal.aborted && setValue(d));
    return () => ac.abort();
  }, [id]);
  return (
    <DashboardAutocomplete
      label={t('device-profile.mobile-dashboard')}
      value={value}
      disabled={disabled}
      onChange={(d) => {
        setValue(d);
        onChange(d?.id.id ?? null);
      }}
      search={(text, page, signal) => services.searchDashboards(text, page.pageSize, signal)}
      testId="profile-mobile-dashboard"
    />
  );
}

/** The default rule chain of the profile. */
function RuleChainField({
  id,
  onChange,
  disabled,
}: {
  id: string | null;
  onChange(id: string | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const services = useProfileServices();
  return (
    <EntityAutocomplete
      entityType="RULE_CHAIN"
      label={t('device-profile.default-rule-chain')}
      value={id}
      disabled={disabled}
      onChange={onChange}
      search={(_type, text, pageSize, signal) => services.searchRuleChains(text, pageSize, signal)}
      load={(_type, id, signal) => services.loadRuleChain(id, signal)}
      // As ThingsBoard's rule chain picker: a name nothing matches can become a new chain from the device template.
      create={
        services.createRuleChain && !disabled
          ? {
              label: (text) => t('device-profile.create-rule-chain', { name: text }),
              run: (name) => services.createRuleChain!(name),
            }
          : undefined
      }
      testId="profile-rule-chain"
    />
  );
}

/** Default firmware and software: pickers only once the profile exists (the server checks the package belongs to it). */
function DefaultOtaPackages({
  profile,
  onChange,
  disabled,
}: {
  profile: DeviceProfile;
  onChange(patch: Partial<DeviceProfile>): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const profileId = refId(profile.id);
  return profileId ? (
    <Grid>
      {(['FIRMWARE', 'SOFTWARE'] as const).map((type) => (
        <OtaPackageAutocomplete
          key={type}
          type={type}
          value={refId(type === 'FIRMWARE' ? profile.firmwareId : profile.softwareId)}
          disabled={disabled}
          onChange={(id) =>
            onChange(
              type === 'FIRMWARE' ? { firmwareId: toRef('OTA_PACKAGE', id) } : { softwareId: toRef('OTA_PACKAGE', id) },
            )
          }
          search={(text, pageSize, signal) => services.searchOtaPackages(profileId, type, text, pageSize, signal)}
          load={(id, signal) => services.loadOtaPackage(id, signal)}
          testId={`profile-${type.toLowerCase()}`}
        />
      ))}
    </Grid>
  ) : (
    <Hint>{t('device-profile.ota-after-create')}</Hint>
  );
}

export function DetailsSection({ profile, onChange, disabled, showErrors }: DetailsSectionProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const [nameTouched, setNameTouched] = useState(false);
  const set = (patch: Partial<DeviceProfile>) => onChange({ ...profile, ...patch });
  const nameError = (nameTouched || showErrors) && !profile.name.trim() ? t('device-profile.name-required') : undefined;
  return (
    <div data-testid="profile-details">
      <Grid>
        <TextField
          label={t('device-profile.name')}
          value={profile.name}
          required
          disabled={disabled}
          error={nameError}
          onBlur={() => setNameTouched(true)}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="profile-name"
        />
        <Select<ProfileType>
          label={t('device-profile.profile-type')}
          value={profile.type}
          disabled={disabled}
          options={PROFILE_TYPES.map((type) => ({
            value: type,
            label: t(`device-profile.profile-type-${type.toLowerCase()}`),
          }))}
          onChange={(type) =>
            set({
              type,
              profileData: { ...profile.profileData, configuration: { ...profile.profileData.configuration, type } },
            })
          }
          testId="profile-type"
        />
      </Grid>
      <Grid>
        <RuleChainField
          id={refId(profile.defaultRuleChainId)}
          disabled={disabled}
          onChange={(id) => set({ defaultRuleChainId: toRef('RULE_CHAIN', id) })}
        />
        <MobileDashboard
          id={refId(profile.defaultDashboardId)}
          disabled={disabled}
          onChange={(id) => set({ defaultDashboardId: toRef('DASHBOARD', id) })}
        />
      </Grid>
      <Grid>
        <QueueSelect
          label={t('device-profile.queue')}
          value={profile.defaultQueueName ?? null}
          disabled={disabled}
          onChange={(q) => set({ defaultQueueName: q })}
          loadQueues={(signal) => services.loadQueues(signal)}
          testId="profile-queue"
        />
      </Grid>
      <DefaultOtaPackages profile={profile} disabled={disabled} onChange={set} />
      <ImageUpload
        label={t('device-profile.image')}
        value={profile.image ?? null}
        disabled={disabled}
        onChange={(image) => set({ image })}
        testId="profile-image"
      />
      <TextAreaLabel>
        {t('device-profile.description')}
        <textarea
          value={profile.description ?? ''}
          disabled={disabled}
          onChange={(e) => set({ description: e.target.value })}
          data-testid="profile-description"
        />
      </TextAreaLabel>
    </div>
  );
}
