/**
 * Find entities of any type by name, and load one by id, as the signed-in user may see them (tenant-wide for tenant
 * admins, the own customer's for customer users; pages of 50 sorted by name). ThingsBoard's entity.service does this
 * through per-type list calls, and so do we.
 */
import { getAssetInfo, getCustomerAssetInfos, getTenantAssetInfos } from './assets';
import { getCustomer, getCustomers } from './customers';
import { getCustomerDashboards, getDashboardInfo, getTenantDashboards } from './dashboard-assignments';
import { getCustomerDeviceInfos, getDeviceInfo, getTenantDeviceInfos } from './devices';
import { getCustomerEdgeInfos, getEdgeInfo, getTenantEdgeInfos } from './edges';
import { getCustomerEntityViewInfos, getEntityViewInfo, getTenantEntityViewInfos } from './entity-views';
import type { EntityId } from './entity';
import type { RequestOptions } from './http';
import type { PageLink } from './page';
import { getTenant, getTenantInfos } from './tenants';
import { getUser } from './users';
import { getUsers } from './user-management';

/** `{id, name}` of an entity. */
export interface EntityNameInfo {
  id: EntityId;
  name: string;
}

/** Who is looking (from the session). */
export interface LookupViewer {
  authority: string | null | undefined;
  tenantId: string | null | undefined;
  customerId: string | null | undefined;
}

const byName = (text: string, pageSize: number): PageLink => ({
  pageSize,
  page: 0,
  textSearch: text.trim() || null,
  sortOrder: { property: 'name', direction: 'ASC' },
});
const byTitle = (text: string, pageSize: number): PageLink => ({
  ...byName(text, pageSize),
  sortOrder: { property: 'title', direction: 'ASC' },
});
const named = <E extends { id: EntityId; name: string }>(list: readonly E[]) =>
  list.map((e) => ({ id: { entityType: e.id.entityType, id: e.id.id }, name: e.name }));
const titled = (list: readonly { id: { entityType: string; id: string }; title?: string | null }[]) =>
  list.map((e) => ({ id: { entityType: e.id.entityType, id: e.id.id }, name: e.title ?? '' }));

/** Lookup functions for one viewer; the shapes fit src/ui's entity autocomplete (`search`, `load`, `loadMany`). */
export function entityLookup(viewer: LookupViewer) {
  const cu = viewer.authority === 'CUSTOMER_USER' && viewer.customerId ? viewer.customerId : null;
  async function search(
    entityType: string,
    text: string,
    pageSize: number,
    signal?: AbortSignal,
  ): Promise<EntityNameInfo[]> {
    const o = { signal, ignoreLoading: true };
    const link = byName(text, pageSize);
    switch (entityType) {
      case 'DEVICE':
        return named(
          (cu ? await getCustomerDeviceInfos(cu, link, {}, o) : await getTenantDeviceInfos(link, {}, o)).data,
        );
      case 'ASSET':
        return named((cu ? await getCustomerAssetInfos(cu, link, {}, o) : await getTenantAssetInfos(link, {}, o)).data);
      case 'ENTITY_VIEW':
        return named(
          (cu ? await getCustomerEntityViewInfos(cu, link, {}, o) : await getTenantEntityViewInfos(link, {}, o)).data,
        );
      case 'EDGE':
        return named((cu ? await getCustomerEdgeInfos(cu, link, {}, o) : await getTenantEdgeInfos(link, {}, o)).data);
      case 'CUSTOMER': {
        if (cu) {
          const own = await getCustomer(cu, o);
          return own.title.toLowerCase().startsWith(text.trim().toLowerCase()) ? titled([own]) : [];
        }
        return titled((await getCustomers(byTitle(text, pageSize), o)).data);
      }
      case 'DASHBOARD':
        return titled(
          (cu
            ? await getCustomerDashboards(cu, byTitle(text, pageSize), o)
            : await getTenantDashboards(byTitle(text, pageSize), o)
          ).data,
        );
      case 'USER':
        return (await getUsers({ ...link, sortOrder: { property: 'email', direction: 'ASC' } }, o)).data.map((u) => ({
          id: { entityType: 'USER', id: u.id.id },
          name: u.email,
        }));
      case 'TENANT': {
        if (viewer.authority === 'SYS_ADMIN') return titled((await getTenantInfos(byTitle(text, pageSize), o)).data);
        if (!viewer.tenantId) return [];
        const own = await getTenant(viewer.tenantId, o);
        return own.title.toLowerCase().startsWith(text.trim().toLowerCase()) ? titled([own]) : [];
      }
      default:
        return [];
    }
  }
  async function loadOne(entityType: string, id: string, signal?: AbortSignal): Promise<EntityNameInfo | null> {
    const o = { signal, ignoreLoading: true, ignoreErrors: true };
    const ref = { entityType, id };
    switch (entityType) {
      case 'DEVICE':
        return { id: ref, name: (await getDeviceInfo(id, o)).name };
      case 'ASSET':
        return { id: ref, name: (await getAssetInfo(id, o)).name };
      case 'ENTITY_VIEW':
        return { id: ref, name: (await getEntityViewInfo(id, o)).name };
      case 'EDGE':
        return { id: ref, name: (await getEdgeInfo(id, o)).name };
      case 'CUSTOMER':
        return { id: ref, name: (await getCustomer(id, o)).title };
      case 'DASHBOARD':
        return { id: ref, name: (await getDashboardInfo(id, o)).title ?? '' };
      case 'USER':
        return { id: ref, name: (await getUser(id, o)).email };
      case 'TENANT':
        return { id: ref, name: (await getTenant(id, o)).title };
      default:
        return null;
    }
  }
  return {
    search,
    load: (entityType: string, id: string, signal?: AbortSignal) => loadOne(entityType, id, signal).catch(() => null),
    loadMany: async (entityType: string, ids: readonly string[], signal?: AbortSignal) =>
      (await Promise.all(ids.map((id) => loadOne(entityType, id, signal).catch(() => null)))).filter(
        (e): e is EntityNameInfo => e !== null,
      ),
  };
}

export type EntityLookup = ReturnType<typeof entityLookup>;

/** Entity types a relation may point to, per role. */
export function relationEntityTypes(authority: string | null | undefined, edgesEnabled: boolean): string[] {
  if (authority === 'SYS_ADMIN') return ['TENANT'];
  const base = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD'];
  if (authority === 'TENANT_ADMIN') base.push('USER');
  if (edgesEnabled) base.push('EDGE');
  return base;
}

/** Title of the customer, or name of the edge, a list is scoped to. */
export async function getScopeOwnerTitle(kind: 'customer' | 'edge', id: string, signal?: AbortSignal): Promise<string> {
  const opts: RequestOptions = { signal };
  return kind === 'customer' ? (await getCustomer(id, opts)).title : (await getEdgeInfo(id, opts)).name;
}
