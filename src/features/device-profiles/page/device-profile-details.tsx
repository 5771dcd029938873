/**
 * The details tab of a device profile: the profile editor (details, transport, alarm rules, provisioning) with its
 * own save, as the profile is saved whole after confirming firmware changes. A save refreshes the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { createDeviceProfileServices } from '../api/device-profile-services';
import { DeviceProfileEditor } from '../editor/device-profile-editor';
import type { DeviceProfile } from '../model/device-profile';
import { DEVICE_PROFILES_KEY } from './device-profiles-keys';
import { refreshQueries } from '../../../ui/query/refresh-queries';

export function DeviceProfileDetails({ entity }: EntityFormProps<DeviceProfile>) {
  const client = useQueryClient();
  const services = useMemo(createDeviceProfileServices, []);
  return (
    <DeviceProfileEditor
      value={entity}
      services={services}
      onSaved={() => void refreshQueries(client, DEVICE_PROFILES_KEY)}
    />
  );
}
