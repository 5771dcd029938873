/** Public entry of the widgets bundles page of `<iot-console>` (`/widgets-bundles`, system and tenant administrators). */
import { useSession } from '../../session/use-session';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useWidgetsBundlesTableConfig } from './widgets-bundles-table-config';

export function WidgetsBundlesFeature() {
  const session = useSession();
  const config = useWidgetsBundlesTableConfig();
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
