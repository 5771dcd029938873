/** Error keys of a whole profile, per editor tab (a tab with errors is marked; Save needs none). */
import { alarmErrors } from '../alarms/alarm-rules-section';
import type { DeviceProfile } from '../model/device-profile';
import { transportErrors } from '../transport/transport-section';
import { provisionErrors } from './provision-section';

export type EditorTab = 'details' | 'transport' | 'alarms' | 'provisioning';

export function profileErrors(profile: DeviceProfile): Record<EditorTab, string[]> {
  return {
    details: profile.name.trim() ? [] : ['device-profile.name-required'],
    transport: transportErrors(profile.profileData.transportConfiguration),
    alarms: alarmErrors(profile.profileData.alarms),
    provisioning: provisionErrors(profile),
  };
}
