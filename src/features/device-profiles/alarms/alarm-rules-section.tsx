/** The alarm rules of a profile: one card per alarm, and "Add alarm rule". */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { AddIcon } from '../../../ui/icons/control-icons';
import { Hint } from '../editor/editor-styles';
import { alarmValid, newAlarm, type DeviceProfileAlarm } from '../model/alarm-rules';
import { refId, type DeviceProfile } from '../model/device-profile';
import { AlarmCard } from './alarm-card';

/** Error keys of the alarm rules. */
export function alarmErrors(alarms: readonly DeviceProfileAlarm[] | null): string[] {
  return (alarms ?? []).every(alarmValid) ? [] : ['device-profile.alarm.invalid-alarms'];
}

export interface AlarmRulesSectionProps {
  profile: DeviceProfile;
  onChange(profile: DeviceProfile): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function AlarmRulesSection({ profile, onChange, disabled, showErrors }: AlarmRulesSectionProps) {
  const { t } = useTranslation();
  const alarms = profile.profileData.alarms ?? [];
  const setAlarms = (next: DeviceProfileAlarm[]) =>
    onChange({ ...profile, profileData: { ...profile.profileData, alarms: next } });
  return (
    <div data-testid="profile-alarms">
      {alarms.length === 0 ? <Hint>{t('device-profile.alarm.no-alarms')}</Hint> : null}
      {alarms.map((a, i) => (
        <AlarmCard
          key={a.id || i}
          alarm={a}
          profileId={refId(profile.id)}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(next) => setAlarms(alarms.map((x, k) => (k === i ? next : x)))}
          onRemove={() => setAlarms(alarms.filter((_, k) => k !== i))}
        />
      ))}
      <Button
        $variant="outlined"
        disabled={disabled}
        onClick={() => setAlarms([...alarms, newAlarm()])}
        data-testid="add-alarm"
      >
        <AddIcon size={18} />
        {t('device-profile.alarm.add-alarm')}
      </Button>
    </div>
  );
}
