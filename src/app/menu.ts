/**
 * The one list of places of the console. It feeds the sidenav,
 * the home page cards, the breadcrumb, the command palette and the route table, so a new page only needs an
 * entry here (and, once built, a `page` in console-routes.tsx).
 */
import type { Authority } from '../session/auth-user';
import { HomeIcon } from '../ui/icons/icons';
import {
  AntennaIcon,
  AssetIcon,
  AuditIcon,
  ChartIcon,
  DashboardIcon,
  DevicesIcon,
  EdgeIcon,
  EntityViewIcon,
  FolderIcon,
  GroupIcon,
  KeyIcon,
  MailIcon,
  MemoryIcon,
  ProfileBoxIcon,
  RuleChainIcon,
  SecurityIcon,
  SettingsIcon,
  SmsIcon,
  TenantIcon,
  TuneIcon,
  WidgetsIcon,
  type IconComponent,
} from '../ui/icons/nav-icons';

type Role = Exclude<Authority, 'ANONYMOUS'>;

/** A place reachable from the menu. `group` names the expandable menu group it sits in. */
export interface Place {
  id: string;
  /** Absolute path, e.g. `/settings/general`. */
  path: string;
  labelKey: string;
  icon: IconComponent;
  authorities: readonly Role[];
  /** Only when edge support is enabled. */
  edgeOnly?: boolean;
  group?: GroupId;
  /** Home page heading key this place is listed under (absent: not on the home page). */
  section?: string;
  /** Per-role heading, where a role groups the place differently. */
  sectionByRole?: Partial<Record<Role, string>>;
}

export type GroupId = 'settings' | 'edgeManagement';

/** An expandable menu group (type toggle). */
export interface PlaceGroup {
  id: GroupId;
  path: string;
  labelKey: string;
  icon: IconComponent;
}

export const GROUPS: Record<GroupId, PlaceGroup> = {
  settings: { id: 'settings', path: '/settings', labelKey: 'admin.system-settings', icon: SettingsIcon },
  edgeManagement: { id: 'edgeManagement', path: '/edgeManagement', labelKey: 'edge.management', icon: AntennaIcon },
};

const SA: Role[] = ['SYS_ADMIN'];
const TA: Role[] = ['TENANT_ADMIN'];
const TC: Role[] = ['TENANT_ADMIN', 'CUSTOMER_USER'];
const ALL: Role[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

/** In menu order; each role's menu is this list filtered (ThingsBoard 3.3.1's menu of each role keeps this order). */
export const PLACES: readonly Place[] = [
  { id: 'home', path: '/home', labelKey: 'home.home', icon: HomeIcon, authorities: ALL },
  {
    id: 'tenants',
    path: '/tenants',
    labelKey: 'tenant.tenants',
    icon: TenantIcon,
    authorities: SA,
    section: 'tenant.management',
  },
  {
    id: 'tenantProfiles',
    path: '/tenantProfiles',
    labelKey: 'tenant-profile.tenant-profiles',
    icon: ProfileBoxIcon,
    authorities: SA,
    section: 'tenant.management',
  },
  {
    id: 'ruleChains',
    path: '/ruleChains',
    labelKey: 'rulechain.rulechains',
    icon: RuleChainIcon,
    authorities: TA,
    section: 'rulechain.management',
  },
  {
    id: 'customers',
    path: '/customers',
    labelKey: 'customer.customers',
    icon: GroupIcon,
    authorities: TA,
    section: 'customer.management',
  },
  {
    id: 'assets',
    path: '/assets',
    labelKey: 'asset.assets',
    icon: AssetIcon,
    authorities: TC,
    section: 'asset.management',
  },
  {
    id: 'devices',
    path: '/devices',
    labelKey: 'device.devices',
    icon: DevicesIcon,
    authorities: TC,
    section: 'device.management',
  },
  {
    id: 'deviceProfiles',
    path: '/deviceProfiles',
    labelKey: 'device-profile.device-profiles',
    icon: ProfileBoxIcon,
    authorities: TA,
    section: 'device.management',
  },
  {
    id: 'otaUpdates',
    path: '/otaUpdates',
    labelKey: 'ota-update.ota-updates',
    icon: MemoryIcon,
    authorities: TA,
    section: 'device.management',
  },
  {
    id: 'entityViews',
    path: '/entityViews',
    labelKey: 'entity-view.entity-views',
    icon: EntityViewIcon,
    authorities: TC,
    section: 'entity-view.management',
  },
  {
    id: 'edgeInstances',
    path: '/edgeInstances',
    labelKey: 'edge.edge-instances',
    icon: EdgeIcon,
    authorities: TC,
    edgeOnly: true,
    section: 'edge.management',
  },
  {
    id: 'edgeRuleChains',
    path: '/edgeManagement/ruleChains',
    labelKey: 'edge.rulechain-templates',
    icon: RuleChainIcon,
    authorities: TA,
    edgeOnly: true,
    group: 'edgeManagement',
    section: 'edge.management',
  },
  {
    id: 'widgetsBundles',
    path: '/widgets-bundles',
    labelKey: 'widget.widget-library',
    icon: WidgetsIcon,
    authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
    section: 'widget.management',
    sectionByRole: { TENANT_ADMIN: 'dashboard.management' },
  },
  {
    id: 'dashboards',
    path: '/dashboards',
    labelKey: 'dashboard.dashboards',
    icon: DashboardIcon,
    authorities: TC,
    section: 'dashboard.management',
  },
  {
    id: 'auditLogs',
    path: '/auditLogs',
    labelKey: 'audit-log.audit-logs',
    icon: AuditIcon,
    authorities: TA,
    section: 'audit-log.audit',
  },
  {
    id: 'usage',
    path: '/usage',
    labelKey: 'api-usage.api-usage',
    icon: ChartIcon,
    authorities: TA,
    section: 'api-usage.management',
  },
  {
    id: 'general',
    path: '/settings/general',
    labelKey: 'admin.general',
    icon: TuneIcon,
    authorities: SA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'outgoingMail',
    path: '/settings/outgoing-mail',
    labelKey: 'admin.outgoing-mail',
    icon: MailIcon,
    authorities: SA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'smsProvider',
    path: '/settings/sms-provider',
    labelKey: 'admin.sms-provider',
    icon: SmsIcon,
    authorities: SA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'securitySettings',
    path: '/settings/security-settings',
    labelKey: 'admin.security-settings',
    icon: SecurityIcon,
    authorities: SA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'oauth2',
    path: '/settings/oauth2',
    labelKey: 'admin.oauth2-settings',
    icon: KeyIcon,
    authorities: SA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'homeSettings',
    path: '/settings/home',
    labelKey: 'admin.home-settings',
    icon: TuneIcon,
    authorities: TA,
    group: 'settings',
    section: 'admin.system-settings',
  },
  {
    id: 'resources',
    path: '/settings/resources-library',
    labelKey: 'resource.resources-library',
    icon: FolderIcon,
    authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
    group: 'settings',
    section: 'admin.system-settings',
  },
];

/** Home page headings in display order. */
export const SECTIONS: readonly string[] = [
  'tenant.management',
  'rulechain.management',
  'customer.management',
  'asset.management',
  'device.management',
  'entity-view.management',
  'edge.management',
  'widget.management',
  'dashboard.management',
  'audit-log.audit',
  'api-usage.management',
  'admin.system-settings',
];

/** Who is looking: the user's authority and whether edge support is on. */
export interface Viewer {
  authority: Authority | null | undefined;
  edgesSupportEnabled: boolean;
}

/** The places one viewer may reach, in menu order. */
export function placesFor(viewer: Viewer): Place[] {
  return PLACES.filter(
    (p) =>
      !!viewer.authority &&
      (p.authorities as readonly string[]).includes(viewer.authority) &&
      (!p.edgeOnly || viewer.edgesSupportEnabled),
  );
}

/** A sidenav entry: a link, or an expandable group of links. */
export type MenuSection = { type: 'link'; place: Place } | { type: 'toggle'; group: PlaceGroup; pages: Place[] };

/** The viewer's sidenav: links, with grouped places folded into one toggle at the first member's position. */
export function menuFor(viewer: Viewer): MenuSection[] {
  const out: MenuSection[] = [];
  for (const place of placesFor(viewer)) {
    if (!place.group) {
      out.push({ type: 'link', place });
      continue;
    }
    const existing = out.find((s) => s.type === 'toggle' && s.group.id === place.group);
    if (existing && existing.type === 'toggle') existing.pages.push(place);
    else out.push({ type: 'toggle', group: GROUPS[place.group], pages: [place] });
  }
  return out;
}

/** Flat list of sidenav paths (links and group children) in display order, as the sidenav shows them. */
export function menuPaths(viewer: Viewer): string[] {
  return menuFor(viewer).flatMap((s) => (s.type === 'link' ? [s.place.path] : s.pages.map((p) => p.path)));
}

/** Home page: the viewer's places under their headings, headings without places left out. */
export function homeSectionsFor(viewer: Viewer): { titleKey: string; places: Place[] }[] {
  const places = placesFor(viewer);
  const sectionOf = (p: Place) =>
    (viewer.authority && viewer.authority !== 'ANONYMOUS' && p.sectionByRole?.[viewer.authority]) || p.section;
  return SECTIONS.map((titleKey) => ({ titleKey, places: places.filter((p) => sectionOf(p) === titleKey) })).filter(
    (s) => s.places.length > 0,
  );
}

/** The place whose path is the longest prefix of `pathname` (for route authority checks). */
export function placeForPath(pathname: string): Place | undefined {
  let best: Place | undefined;
  for (const p of PLACES) {
    if ((pathname === p.path || pathname.startsWith(`${p.path}/`)) && (!best || p.path.length > best.path.length))
      best = p;
  }
  return best;
}
