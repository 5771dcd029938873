/** An `EntityTable` of a console page: its details drawer follows the URL (`/devices/{id}`, see use-details-route.ts). */
import { EntityTable, type EntityTableProps } from './entity-table';
import { useDetailsRoute } from './use-details-route';

export function RoutedEntityTable<T>(props: Omit<EntityTableProps<T>, 'openId' | 'onOpenChange'>) {
  const route = useDetailsRoute();
  return <EntityTable {...props} openId={route.openId} onOpenChange={route.onOpenChange} />;
}
