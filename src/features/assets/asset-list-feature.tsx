/**
 * Public entry of `<iot-asset-list>`: the assets table as a standalone panel; attributes pick a
 * customer's assets or one type, the page size and read-only mode; callbacks become `iot-entity-*` events.
 */
import type { AssetInfo } from '../../api/assets';
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useAssetsTableConfig } from './assets-table-config';

export interface AssetListFeatureProps {
  customerId?: string;
  type?: string;
  pageSize?: number;
  readonly?: boolean;
  onEntitySelect?(detail: { entityType: string; id: string; name?: string }): void;
  onEntitySave?(detail: { entityType: string; id: string; name?: string }): void;
  onEntityDelete?(detail: { entityType: string; ids: string[] }): void;
}

export function AssetListFeature({
  customerId,
  type,
  pageSize,
  readonly,
  onEntitySelect,
  onEntitySave,
  onEntityDelete,
}: AssetListFeatureProps) {
  const session = useSession();
  const authority = session.authUser?.authority;
  const scope =
    authority === 'CUSTOMER_USER'
      ? ({ kind: 'customer-user' } as const)
      : customerId
        ? ({ kind: 'customer', customerId } as const)
        : ({ kind: 'tenant' } as const);
  const config = useAssetsTableConfig({ scope, readonly, type });
  const detail = (a: AssetInfo) => ({ entityType: 'ASSET', id: a.id.id, name: a.name });
  return (
    <EntityTable
      config={config}
      scope={session.authUser?.userId}
      pageSize={pageSize}
      onRowActivate={(a) => onEntitySelect?.(detail(a))}
      onSaved={(a) => onEntitySave?.(detail(a))}
      onDeleted={(ids) => onEntityDelete?.({ entityType: 'ASSET', ids })}
    />
  );
}
