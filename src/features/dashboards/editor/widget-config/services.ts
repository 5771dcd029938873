/**
 * What the widget configuration panel asks of the server, as one small interface (tests hand in their own):
 * the widget type's descriptor, the keys of an alias's entities, dashboards for "open dashboard" actions and the
 * states of a target dashboard. `createWidgetConfigServices()` implements it with src/api for the signed-in user.
 */
import { getDashboard } from '../../../../api/dashboards';
import { findEntityKeys } from '../../../../api/entity-query';
import { http } from '../../../../api/http';
import { getWidgetType } from '../../../../api/widgets-bundles';
import { getSession } from '../../../../session/session';
import type { DashboardInfo } from '../../../../ui/dashboard-autocomplete/dashboard-autocomplete';
import { aliasToEntityFilter, type AliasFilter } from '../../data/alias-filters';
import type { ServerKeys } from './model/data-keys';
import { obj, str } from './model/json';
import type { WidgetTypeRef } from './model/widget-type';

export interface DashboardStateOption {
  id: string;
  name: string;
}

export interface WidgetConfigServices {
  /** The type's descriptor (`settingsSchema`, `dataKeySettingsSchema`, `defaultConfig`, …); null when unknown. */
  loadWidgetType(ref: WidgetTypeRef, signal: AbortSignal): Promise<Record<string, unknown> | null>;
  /** Timeseries and attribute keys of the entities an alias filter resolves to (empty when it resolves to none). */
  findKeys(filter: AliasFilter, signal: AbortSignal): Promise<ServerKeys>;
  searchDashboards(text: string, pageSize: number, signal: AbortSignal): Promise<DashboardInfo[]>;
  /** Title and states of a dashboard (target of an "open dashboard" action); null when it cannot be read. */
  loadDashboard(
    id: string,
    signal: AbortSignal,
  ): Promise<{ info: DashboardInfo; states: DashboardStateOption[] } | null>;
}

export const NO_KEYS: ServerKeys = { timeseries: [], attribute: [] };

/** State options of a dashboard configuration, root state first. */
export function statesOf(configuration: unknown): DashboardStateOption[] {
  const states = Object.entries(obj(obj(configuration).states)).map(([id, s]) => ({
    id,
    name: str(obj(s).name) || id,
    root: obj(s).root === true,
  }));
  return states.sort((a, b) => Number(b.root) - Number(a.root)).map(({ id, name }) => ({ id, name }));
}

interface DashboardPage {
  data: { id: { entityType?: string; id: string }; title?: string | null }[];
}

export function createWidgetConfigServices(): WidgetConfigServices {
  const quiet = (signal: AbortSignal) => ({ signal, ignoreErrors: true, ignoreLoading: true });
  return {
    async loadWidgetType(ref, signal) {
      try {
        const type = await getWidgetType(ref.isSystem, ref.bundleAlias, ref.alias, quiet(signal));
        return obj(type.descriptor);
      } catch {
        return null;
      }
    },
    async findKeys(filter, signal) {
      const auth = getSession().state.authUser;
      const user = {
        tenantId: auth?.tenantId,
        customerId: auth?.customerId,
        userId: auth?.userId,
        authority: auth?.authority,
      };
      const resolved = aliasToEntityFilter(filter, null, user);
      if (!resolved.entityFilter) return NO_KEYS;
      try {
        const found = await findEntityKeys(
          { entityFilter: resolved.entityFilter, pageLink: { pageSize: 100, page: 0 } },
          { timeseries: true, attributes: true },
          quiet(signal),
        );
        return { timeseries: [...(found.timeseries ?? [])].sort(), attribute: [...(found.attribute ?? [])].sort() };
      } catch {
        return NO_KEYS;
      }
    },
    async searchDashboards(text, pageSize, signal) {
      const auth = getSession().state.authUser;
      const q = new URLSearchParams({ pageSize: String(pageSize), page: '0', sortProperty: 'title', sortOrder: 'ASC' });
      if (text) q.set('textSearch', text);
      const base =
        auth?.authority === 'CUSTOMER_USER' && auth.customerId
          ? `/api/customer/${encodeURIComponent(auth.customerId)}/dashboards`
          : '/api/tenant/dashboards';
      try {
        const page = await http.get<DashboardPage>(`${base}?${q.toString()}`, undefined, quiet(signal));
        return page.data.map((d) => ({ id: d.id, title: d.title ?? d.id.id }));
      } catch {
        return [];
      }
    },
    async loadDashboard(id, signal) {
      try {
        const d = await getDashboard(id, quiet(signal));
        return { info: { id: d.id, title: d.title ?? id }, states: statesOf(d.configuration) };
      } catch {
        return null;
      }
    },
  };
}
