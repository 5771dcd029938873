/**
 * Public entry of `<iot-customer-list>`: the customers table as a standalone panel (tenant
 * administrators); page size and read-only mode from attributes; callbacks become `iot-entity-*` events.
 */
import type { Customer } from '../../api/customers';
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useCustomersTableConfig } from './customers-table-config';

export interface CustomerListFeatureProps {
  pageSize?: number;
  readonly?: boolean;
  onEntitySelect?(detail: { entityType: string; id: string; name?: string }): void;
  onEntitySave?(detail: { entityType: string; id: string; name?: string }): void;
  onEntityDelete?(detail: { entityType: string; ids: string[] }): void;
}

export function CustomerListFeature({
  pageSize,
  readonly,
  onEntitySelect,
  onEntitySave,
  onEntityDelete,
}: CustomerListFeatureProps) {
  const session = useSession();
  const config = useCustomersTableConfig({ readonly });
  const detail = (c: Customer) => ({ entityType: 'CUSTOMER', id: c.id.id, name: c.title });
  return (
    <EntityTable
      config={config}
      scope={session.authUser?.userId}
      pageSize={pageSize}
      onRowActivate={(c) => onEntitySelect?.(detail(c))}
      onSaved={(c) => onEntitySave?.(detail(c))}
      onDeleted={(ids) => onEntityDelete?.({ entityType: 'CUSTOMER', ids })}
    />
  );
}
