/**
 * The route table of `<iot-console>`, generated from menu.ts:
 * `/login`; the shell at the empty path with home, profile and every place of every role (each place's page comes
 * from `PAGES`; a place without one goes home, a menu group redirects to its first page); the
 * fullscreen dashboard route; unmatched paths and `/` redirect to home. A new page goes into `PAGES` under its place id.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireGuest } from './guards';
import { AskHomeOnSignIn } from './home-on-sign-in';
import { WarmUpWhenIdle } from './sign-in-warm-up';
import { PreloadWhenIdle, lazyComponent, type LazyComponent } from '../ui/lazy/lazy-component';
import { LazyPage } from './lazy-page';
import { PlacePreloadContext } from './place-preload';
import { SessionGate } from './session-gate';
import { GROUPS, PLACES, type Place } from './menu';
import { placeHandle, type RouteHandle } from './route-handle';
import {
  AssetIcon,
  DashboardIcon,
  DevicesIcon,
  EdgeIcon,
  EntityViewIcon,
  PersonIcon,
  RuleChainIcon,
  type IconComponent,
} from '../ui/icons/nav-icons';
import { WidgetsIcon } from '../ui/icons/frame-icons';
import { originStore } from '../session/token-store';
import { isTokenValid } from '../session/tokens';

const LoginFeature = lazyComponent(() => import('../features/auth/login-feature').then((m) => m.LoginFeature));
/**
 * Nobody is signed in on this origin: whatever page was asked for, the console shows the sign-in form first. Its
 * code then starts loading with the console's own, not one round trip later, once the first render has found the
 * route. A wrong guess (tokens handed in by the host or the URL) costs one unused chunk.
 */
function signInExpected(): boolean {
  const stored = originStore.read();
  return !stored.refresh || !isTokenValid(stored.refreshExpiration);
}
if (signInExpected()) void LoginFeature.load();
const ProfileFeature = lazyComponent(() => import('../features/profile/profile-feature').then((m) => m.ProfileFeature));
const ConsoleShell = lazyComponent(() => import('./shell/console-shell').then((m) => m.ConsoleShell));
const HomePage = lazyComponent(() => import('./pages/home-page').then((m) => m.HomePage));
/** What signing in shows first: loaded while the sign-in form is filled in. */
const AFTER_SIGN_IN = [ConsoleShell, HomePage];
const GroupIndex = lazyComponent(() => import('./pages/group-index-redirect').then((m) => m.GroupIndexRedirect));
const DashboardPage = lazyComponent(() =>
  import('../features/dashboards/dashboard-page-feature').then((m) => m.DashboardPage),
);
const FullscreenDashboard = lazyComponent(() =>
  import('../features/dashboards/dashboard-page-feature').then((m) => m.FullscreenDashboardPage),
);
const DashboardsList = lazyComponent(() =>
  import('../features/dashboards/dashboards-list-feature').then((m) => m.DashboardsListFeature),
);
const DevicesFeature = lazyComponent(() => import('../features/devices/devices-feature').then((m) => m.DevicesFeature));
/** The devices list's first page, requested while the list's code loads. */
const DevicesFirstPage = lazyComponent(() =>
  import('../features/devices/devices-prefetch-feature').then((m) => m.DevicesFirstPage),
);
const AssetsFeature = lazyComponent(() => import('../features/assets/assets-feature').then((m) => m.AssetsFeature));
const EntityViewsFeature = lazyComponent(() =>
  import('../features/entity-views/entity-views-feature').then((m) => m.EntityViewsFeature),
);
const EdgesFeature = lazyComponent(() => import('../features/edges/edges-feature').then((m) => m.EdgesFeature));
const EdgeRuleChainsFeature = lazyComponent(() =>
  import('../features/edges/edges-feature').then((m) => m.EdgeRuleChainsFeature),
);
const EdgeDashboardsFeature = lazyComponent(() =>
  import('../features/edges/edges-feature').then((m) => m.EdgeDashboardsFeature),
);
const CustomersFeature = lazyComponent(() =>
  import('../features/customers/customers-feature').then((m) => m.CustomersFeature),
);
const CustomerDashboardsFeature = lazyComponent(() =>
  import('../features/customers/customers-feature').then((m) => m.CustomerDashboardsFeature),
);
const TenantsFeature = lazyComponent(() => import('../features/tenants/tenants-feature').then((m) => m.TenantsFeature));
const UsersFeature = lazyComponent(() => import('../features/users/users-feature').then((m) => m.UsersFeature));
const RuleChainPage = lazyComponent(() =>
  import('../features/rule-chains/rule-chain-page-feature').then((m) => m.RuleChainPage),
);
const RuleChainsPage = lazyComponent(() =>
  import('../features/rule-chains/rule-chains-list-feature').then((m) => m.RuleChainsPage),
);
const EdgeRuleChainsPage = lazyComponent(() =>
  import('../features/rule-chains/rule-chains-list-feature').then((m) => m.EdgeRuleChainsPage),
);
// Device profiles, OTA updates and settings.
const DeviceProfilesPage = lazyComponent(() =>
  import('../features/device-profiles/device-profiles-feature').then((m) => m.DeviceProfilesPage),
);
const OtaPackagesPage = lazyComponent(() =>
  import('../features/ota-packages/ota-packages-feature').then((m) => m.OtaPackagesPage),
);
const adminPage = (
  name:
    | 'GeneralSettingsPage'
    | 'MailSettingsPage'
    | 'SmsSettingsPage'
    | 'SecuritySettingsPage'
    | 'OAuth2SettingsPage'
    | 'HomeSettingsPage',
) => lazyComponent(() => import('../features/admin/admin-feature').then((m) => m[name]));
const TenantProfilesFeature = lazyComponent(() =>
  import('../features/tenant-profiles/tenant-profiles-feature').then((m) => m.TenantProfilesFeature),
);
const AuditLogsPage = lazyComponent(() =>
  import('../features/audit-logs/audit-logs-feature').then((m) => m.AuditLogsPage),
);
const WidgetsBundlesPage = lazyComponent(() =>
  import('../features/widgets-bundles/widgets-bundles-feature').then((m) => m.WidgetsBundlesFeature),
);
const WidgetLibraryPage = lazyComponent(() =>
  import('../features/widgets-bundles/widget-library-feature').then((m) => m.WidgetLibraryFeature),
);
const WidgetEditorPage = lazyComponent(() =>
  import('../features/widgets-bundles/widget-editor-feature').then((m) => m.WidgetEditorFeature),
);
const ResourcesPage = lazyComponent(() =>
  import('../features/resources/resources-feature').then((m) => m.ResourcesPage),
);
const ApiUsagePage = lazyComponent(() => import('../features/api-usage/api-usage-feature').then((m) => m.ApiUsagePage));

/** Pages by place id (every place of menu.ts has one); a place missing here redirects home. */
export const PAGES: Partial<Record<string, LazyComponent<object>>> = {
  home: HomePage,
  tenants: TenantsFeature,
  customers: CustomersFeature,
  assets: AssetsFeature,
  devices: DevicesFeature,
  entityViews: EntityViewsFeature,
  edgeInstances: EdgesFeature,
  dashboards: DashboardsList,
  ruleChains: RuleChainsPage,
  edgeRuleChains: EdgeRuleChainsPage,
  deviceProfiles: DeviceProfilesPage,
  otaUpdates: OtaPackagesPage,
  general: adminPage('GeneralSettingsPage'),
  outgoingMail: adminPage('MailSettingsPage'),
  smsProvider: adminPage('SmsSettingsPage'),
  securitySettings: adminPage('SecuritySettingsPage'),
  oauth2: adminPage('OAuth2SettingsPage'),
  homeSettings: adminPage('HomeSettingsPage'),
  resources: ResourcesPage,
  auditLogs: AuditLogsPage,
  tenantProfiles: TenantProfilesFeature,
  widgetsBundles: WidgetsBundlesPage,
  usage: ApiUsagePage,
};

/** What starts a page's first request before its code arrives (lazy-page.tsx), by place id. */
const FIRST: Partial<Record<string, LazyComponent<{ children: ReactNode }>>> = { devices: DevicesFirstPage };

/** Start loading a place's page (its code, and what starts its first request): e.g. while its menu entry is pointed at. */
function preloadPlace(placeId: string): void {
  void PAGES[placeId]?.load();
  void FIRST[placeId]?.load();
}

/** A page below a place, e.g. a customer's devices at `/customers/:customerId/devices`. */
interface ChildPage {
  path: string;
  labelKey: string;
  icon: IconComponent;
  page: LazyComponent<object>;
  first?: LazyComponent<{ children: ReactNode }>;
  /** Narrower than the place's authorities. */
  authorities?: RouteHandle['authorities'];
}

/** Pages below places (a customer's users/assets/devices/…, a tenant's admins, an edge's entities). */
export const CHILD_PAGES: Partial<Record<string, ChildPage[]>> = {
  tenants: [{ path: ':tenantId/users', labelKey: 'user.tenant-admins', icon: PersonIcon, page: UsersFeature }],
  customers: [
    { path: ':customerId/users', labelKey: 'user.customer-users', icon: PersonIcon, page: UsersFeature },
    { path: ':customerId/assets', labelKey: 'customer.assets', icon: AssetIcon, page: AssetsFeature },
    {
      path: ':customerId/devices',
      labelKey: 'customer.devices',
      icon: DevicesIcon,
      page: DevicesFeature,
      first: DevicesFirstPage,
    },
    {
      path: ':customerId/entityViews',
      labelKey: 'customer.entity-views',
      icon: EntityViewIcon,
      page: EntityViewsFeature,
    },
    {
      path: ':customerId/dashboards',
      labelKey: 'customer.dashboards',
      icon: DashboardIcon,
      page: CustomerDashboardsFeature,
    },
    { path: ':customerId/edgeInstances', labelKey: 'customer.edges', icon: EdgeIcon, page: EdgesFeature },
  ],
  edgeInstances: [
    { path: ':edgeId/assets', labelKey: 'edge.assets', icon: AssetIcon, page: AssetsFeature },
    {
      path: ':edgeId/devices',
      labelKey: 'edge.devices',
      icon: DevicesIcon,
      page: DevicesFeature,
      first: DevicesFirstPage,
    },
    { path: ':edgeId/entityViews', labelKey: 'edge.entity-views', icon: EntityViewIcon, page: EntityViewsFeature },
    { path: ':edgeId/dashboards', labelKey: 'edge.dashboards', icon: DashboardIcon, page: EdgeDashboardsFeature },
    {
      path: ':edgeId/ruleChains',
      labelKey: 'edge.rule-chains',
      icon: RuleChainIcon,
      page: EdgeRuleChainsFeature,
      authorities: ['TENANT_ADMIN'],
    },
  ],
};

const page = (p: Place) => {
  const found = PAGES[p.id];
  return found ? <LazyPage page={found} first={FIRST[p.id]} /> : <Navigate to="/home" replace />;
};

/**
 * Entity lists whose details drawer has a URL of its own: `/devices/{id}` opens the list with that device's drawer
 * (the `detailsId` segment read by ui/entity-table/use-details-route.ts). Child lists get it too
 * (`/customers/{id}/users/{userId}`).
 */
export const DETAIL_PLACES: ReadonlySet<string> = new Set([
  'tenants',
  'tenantProfiles',
  'customers',
  'assets',
  'devices',
  'entityViews',
  'edgeInstances',
  'widgetsBundles',
]);
const detailsRoute = (element: ReactNode): RouteObject => ({ path: ':detailsId', element });

/** The widgets bundles list with, under a bundle, its widget library and the widget type editor. */
function widgetsBundlesRoute(p: Place, path: string): RouteObject {
  // The widget library of a bundle and the widget type editor.
  const library: RouteHandle = {
    titleKey: 'widget.widget-library',
    breadcrumb: {
      label: (_params, t) => t('widgets-bundle.widgets-bundle'),
      entity: { type: 'WIDGETS_BUNDLE', param: 'bundleId' },
      icon: WidgetsIcon,
    },
    placeId: p.id,
  };
  const editor = (param?: string): RouteHandle => ({
    titleKey: 'widget-editor.widget-editor',
    breadcrumb: {
      label: (_params, t) => t(param ? 'widget-editor.widget-editor' : 'widget-editor.new-widget-type'),
      ...(param ? { entity: { type: 'WIDGET_TYPE', param } } : {}),
      icon: WidgetsIcon,
    },
    placeId: p.id,
  });
  return {
    path,
    handle: placeHandle(p),
    children: [
      { index: true, element: page(p) },
      detailsRoute(page(p)),
      {
        path: ':bundleId/widgetTypes',
        handle: library,
        children: [
          { index: true, element: <LazyPage page={WidgetLibraryPage} /> },
          { path: 'add/:kind', handle: editor(), element: <LazyPage page={WidgetEditorPage} /> },
          { path: ':widgetTypeId', handle: editor('widgetTypeId'), element: <LazyPage page={WidgetEditorPage} /> },
        ],
      },
    ],
  };
}

function placeRoute(p: Place, relativeTo = '/'): RouteObject {
  const path = p.path.slice(relativeTo.length);
  if (p.id === 'dashboards') {
    return {
      path,
      handle: placeHandle(p),
      children: [
        { index: true, element: page(p) },
        {
          path: ':dashboardId',
          handle: {
            titleKey: 'dashboard.dashboard',
            breadcrumb: {
              label: (_params, t) => t('dashboard.dashboard'),
              entity: { type: 'DASHBOARD', param: 'dashboardId' },
              icon: DashboardIcon,
            },
            placeId: 'dashboard',
          } satisfies RouteHandle,
          element: <LazyPage page={DashboardPage} />,
        },
      ],
    };
  }
  if (p.id === 'ruleChains') {
    return {
      path,
      handle: placeHandle(p),
      children: [
        { index: true, element: page(p) },
        {
          path: ':ruleChainId',
          handle: {
            titleKey: 'rulechain.rulechain',
            breadcrumb: {
              label: (_params, t) => t('rulechain.rulechain'),
              entity: { type: 'RULE_CHAIN', param: 'ruleChainId' },
              icon: RuleChainIcon,
            },
            placeId: 'ruleChain',
          } satisfies RouteHandle,
          element: <LazyPage page={RuleChainPage} />,
        },
      ],
    };
  }
  if (p.id === 'widgetsBundles') return widgetsBundlesRoute(p, path);
  const children = CHILD_PAGES[p.id];
  if (children) {
    return {
      path,
      handle: placeHandle(p),
      children: [
        { index: true, element: page(p) },
        detailsRoute(page(p)),
        ...children.map((c) => ({
          path: `${c.path}/:detailsId?`,
          handle: {
            titleKey: c.labelKey,
            breadcrumb: { labelKey: c.labelKey, icon: c.icon },
            placeId: p.id,
            authorities: c.authorities,
          } satisfies RouteHandle,
          element: <LazyPage page={c.page} first={c.first} />,
        })),
      ],
    };
  }
  if (DETAIL_PLACES.has(p.id))
    return { path, handle: placeHandle(p), children: [{ index: true, element: page(p) }, detailsRoute(page(p))] };
  return { path, handle: placeHandle(p), element: page(p) };
}

/** Children of the shell: ungrouped places at top level, grouped ones under their group's route. */
function shellChildren(): RouteObject[] {
  const out: RouteObject[] = [
    { index: true, element: <Navigate to="/home" replace /> },
    {
      path: 'profile',
      handle: {
        titleKey: 'profile.profile',
        breadcrumb: { labelKey: 'profile.profile', icon: PersonIcon },
        noPublic: true,
      } satisfies RouteHandle,
      element: <LazyPage page={ProfileFeature} />,
    },
  ];
  for (const p of PLACES.filter((x) => !x.group)) out.push(placeRoute(p));
  for (const group of Object.values(GROUPS)) {
    const members = PLACES.filter((p) => p.group === group.id);
    out.push({
      path: group.path.slice(1),
      handle: {
        breadcrumb: { labelKey: group.labelKey, icon: group.icon },
        authorities: [...new Set(members.flatMap((m) => m.authorities))],
      } satisfies RouteHandle,
      children: [
        { index: true, element: <LazyPage page={GroupIndex} /> },
        ...members.map((m) => placeRoute(m, `${group.path}/`)),
      ],
    });
  }
  out.push({ path: '*', element: <Navigate to="/home" replace /> });
  return out;
}

/** Public, fullscreen-dashboard and shell routes. */
const pageRoutes: RouteObject[] = [
  {
    path: '/login/*',
    handle: { titleKey: 'login.login' } satisfies RouteHandle,
    element: (
      <RequireGuest>
        <LazyPage page={LoginFeature} />
        <PreloadWhenIdle after={LoginFeature} next={AFTER_SIGN_IN} />
        <AskHomeOnSignIn />
        <WarmUpWhenIdle />
      </RequireGuest>
    ),
  },
  {
    path: '/dashboard/:dashboardId',
    handle: { titleKey: 'dashboard.dashboard' } satisfies RouteHandle,
    element: (
      <RequireAuth>
        <LazyPage page={FullscreenDashboard} />
      </RequireAuth>
    ),
  },
  {
    path: '/',
    handle: { titleKey: 'home.home' } satisfies RouteHandle, // no breadcrumb of its own
    element: (
      <RequireAuth>
        <PlacePreloadContext.Provider value={preloadPlace}>
          <LazyPage page={ConsoleShell} />
        </PlacePreloadContext.Provider>
      </RequireAuth>
    ),
    children: shellChildren(),
  },
];

/**
 * The whole table; created once per page load, routers are created from it per element. Startup parameters, the
 * login-error dialog and the mobile-app bridge run once, in the gate above every route.
 */
export const consoleRoutes: RouteObject[] = [
  {
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: pageRoutes,
  },
];
