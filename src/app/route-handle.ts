/**
 * Route data: a title key for the page title, a breadcrumb (label key, icon or a label
 * function of the route params) and the authorities allowed to open the route.
 */
import type { Params } from 'react-router-dom';
import type { Authority } from '../session/auth-user';
import type { IconComponent } from '../ui/icons/nav-icons';
import type { Place } from './menu';

/** Entity types whose name a breadcrumb can show. */
export type BreadcrumbEntityType = 'DASHBOARD' | 'RULE_CHAIN' | 'WIDGETS_BUNDLE' | 'WIDGET_TYPE';

/** What a route carries in its `handle`. */
export interface RouteHandle {
  /** Locale key of the page title (the deepest route with one wins). */
  titleKey?: string;
  breadcrumb?: {
    labelKey?: string;
    /** Computes the label from the route params (e.g. an entity name); wins over labelKey. */
    label?: (params: Params, t: (key: string) => string) => string;
    /** The entity the route shows: its name replaces the label once loaded (the label stays while loading). */
    entity?: { type: BreadcrumbEntityType; param: string };
    icon?: IconComponent;
  };
  /** Who may open the route and its children; absent means every signed-in user. */
  authorities?: readonly Authority[];
  /** Needs edge support. */
  edgeOnly?: boolean;
  /** Not for public (dashboard-link) users, e.g. the profile. */
  noPublic?: boolean;
  /** The place of menu.ts this route shows. */
  placeId?: string;
}

/** The route data of a menu place: its title, its breadcrumb, who may open it. */
export function placeHandle(p: Place): RouteHandle {
  return {
    titleKey: p.labelKey,
    breadcrumb: { labelKey: p.labelKey, icon: p.icon },
    authorities: p.authorities,
    edgeOnly: p.edgeOnly,
    placeId: p.id,
  };
}

/** Read a route match's handle safely. */
export function handleOf(match: { handle?: unknown }): RouteHandle {
  return (match.handle as RouteHandle | undefined) ?? {};
}

/** Who is asking, for `isRouteAllowed`. */
export interface RouteViewer {
  authority: Authority | null | undefined;
  edgesSupportEnabled: boolean;
  isPublic: boolean;
}

/** Whether every handle along a match chain lets this viewer in. */
export function isRouteAllowed(handles: readonly RouteHandle[], viewer: RouteViewer): boolean {
  return handles.every(
    (h) =>
      (!h.authorities || (!!viewer.authority && h.authorities.includes(viewer.authority))) &&
      (!h.edgeOnly || viewer.edgesSupportEnabled) &&
      (!h.noPublic || !viewer.isPublic),
  );
}
