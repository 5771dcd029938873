/** Device profile autocomplete (header filter and device form): profile infos by name, page size 50. */
import { useTranslation } from '../../../i18n/use-translation';
import { getDeviceProfileInfos } from '../../../api/device-profiles';
import { Autocomplete } from '../../../ui/autocomplete/autocomplete';

/** A picked profile. */
export interface ProfileOption {
  id: string;
  name: string;
}

export interface DeviceProfileSelectProps {
  value: ProfileOption | null;
  onChange(value: ProfileOption | null): void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  testId?: string;
}

/** Search profiles whose name starts with the text. */
export async function searchProfiles(text: string, signal: AbortSignal): Promise<ProfileOption[]> {
  const page = await getDeviceProfileInfos(
    { pageSize: 50, page: 0, textSearch: text.trim() || undefined, sortProperty: 'name', sortOrder: 'ASC' },
    undefined,
    { signal, ignoreLoading: true, ignoreErrors: true },
  );
  return page.data.map((p) => ({ id: p.id.id, name: p.name }));
}

export function DeviceProfileSelect({
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  testId,
}: DeviceProfileSelectProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<ProfileOption>
      label={label ?? t('device-profile.device-profile')}
      value={value}
      onChange={onChange}
      search={searchProfiles}
      getLabel={(p) => p.name}
      getKey={(p) => p.id}
      noMatchText={(text) => t('device-profile.no-device-profiles-matching', { entity: text })}
      required={required}
      requiredText={t('device-profile.device-profile-required')}
      disabled={disabled}
      error={error}
      testId={testId}
    />
  );
}
