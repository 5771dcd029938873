/**
 * Public entry of `<iot-device-list>`: the devices table as a standalone panel. Attributes pick
 * the list (a customer's devices, one device profile or type), the page size and read-only mode; callbacks become
 * the element's `iot-entity-select`, `iot-entity-save` and `iot-entity-delete` events.
 */
import type { DeviceInfo } from '../../api/devices';
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useDevicesTableConfig } from './devices-table-config';

/** Detail of the list elements' events. */
export interface EntityEventDetail {
  entityType: string;
  id: string;
  name?: string;
}

export interface DeviceListFeatureProps {
  customerId?: string;
  deviceProfileId?: string;
  type?: string;
  pageSize?: number;
  readonly?: boolean;
  onEntitySelect?(detail: EntityEventDetail): void;
  onEntitySave?(detail: EntityEventDetail): void;
  onEntityDelete?(detail: { entityType: string; ids: string[] }): void;
}

export function DeviceListFeature({
  customerId,
  deviceProfileId,
  type,
  pageSize,
  readonly,
  onEntitySelect,
  onEntitySave,
  onEntityDelete,
}: DeviceListFeatureProps) {
  const session = useSession();
  const authority = session.authUser?.authority;
  const scope =
    authority === 'CUSTOMER_USER'
      ? ({ kind: 'customer-user' } as const)
      : customerId
        ? ({ kind: 'customer', customerId } as const)
        : ({ kind: 'tenant' } as const);
  const config = useDevicesTableConfig({ scope, readonly, deviceProfileId, type });
  const detail = (d: DeviceInfo) => ({ entityType: 'DEVICE', id: d.id.id, name: d.name });
  return (
    <EntityTable
      config={config}
      scope={session.authUser?.userId}
      pageSize={pageSize}
      onRowActivate={(d) => onEntitySelect?.(detail(d))}
      onSaved={(d) => onEntitySave?.(detail(d))}
      onDeleted={(ids) => onEntityDelete?.({ entityType: 'DEVICE', ids })}
    />
  );
}
