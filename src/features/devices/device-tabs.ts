/**
 * The tabs of a device's details drawer (attributes, latest telemetry, alarms, events, relations, audit logs), with
 * the REST domains behind them. Loaded when a drawer first opens, so the devices list's first page does without it.
 */
import type { DeviceInfo } from '../../api/devices';
import { relationEntityTypes, type LookupViewer } from '../../api/entity-lookup';
import { entityTabSources } from '../../api/entity-tab-sources';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import type { DetailsTab } from '../../ui/entity-table/entity-table-types';

export interface DeviceTabsOptions {
  viewer: LookupViewer;
  alarmsLabel: string;
  /** Edges are enabled: a relation may point to one. */
  edgesEnabled: boolean;
  /** Audit logs are the tenant's to read. */
  auditLogs: boolean;
}

export function deviceTabs(o: DeviceTabsOptions): DetailsTab<DeviceInfo>[] {
  return standardTabs<DeviceInfo>({
    ref: (d) => ({ entityType: 'DEVICE', id: d.id.id }),
    sources: entityTabSources(o.viewer, { pageOrigin: globalThis.location.origin }),
    alarmsLabel: o.alarmsLabel,
    relationTypes: relationEntityTypes(o.viewer.authority, o.edgesEnabled),
    auditLogs: o.auditLogs,
  });
}
