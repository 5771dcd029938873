/**
 * Where each entity type has its page in the console, for links from alarms and audit logs: the entity lists open
 * the entity's details drawer at `/{list}/{id}`; dashboards and rule chains open the entity itself. Only places the
 * viewer may reach are linked. Pure.
 */
import { placesFor, type Viewer } from './menu';

/** Entity type → place id of its page, and whether `{id}` opens the details of a list or the entity itself. */
const PAGE_OF: Readonly<Record<string, string>> = {
  DEVICE: 'devices',
  ASSET: 'assets',
  ENTITY_VIEW: 'entityViews',
  EDGE: 'edgeInstances',
  CUSTOMER: 'customers',
  TENANT: 'tenants',
  TENANT_PROFILE: 'tenantProfiles',
  DASHBOARD: 'dashboards',
  RULE_CHAIN: 'ruleChains',
};

/** The path of an entity's page for this viewer, or null. */
export function entityPath(ref: { entityType: string; id: string }, viewer: Viewer): string | null {
  const placeId = PAGE_OF[ref.entityType];
  if (!placeId || !ref.id) return null;
  const place = placesFor(viewer).find((p) => p.id === placeId);
  return place ? `${place.path}/${encodeURIComponent(ref.id)}` : null;
}
