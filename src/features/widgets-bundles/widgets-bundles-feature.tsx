/** Public entry of the widgets bundles page of `<iot-console>` (`/widgets-bundles`, system and tenant administrators). */
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useWidgetsBundlesTableConfig } from './widgets-bundles-table-config';

export function WidgetsBundlesFeature() {
  const session = useSession();
  const config = useWidgetsBundlesTableConfig();
  return <EntityTable config={config} scope={session.authUser?.userId} />;
}
