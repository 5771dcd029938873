/**
 * Public entry of the tenants page of `<iot-console>` (`/tenants`, system administrators): title,
 * tenant profile, home dashboard, contact; a tenant's administrators at `/tenants/:tenantId/users`. The details
 * carry ThingsBoard's tenant tabs: attributes, latest telemetry, alarms, events (kept under the system's null
 * tenant id, as ThingsBoard stores a tenant's own events) and relations.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { NULL_UUID } from '../../api/entity';
import { relationEntityTypes } from '../../api/entity-lookup';
import { entityTabSources } from '../../api/entity-tab-sources';
import { deleteTenant, getTenantInfo, getTenantInfos, saveTenant, type TenantInfo } from '../../api/tenants';
import { useSession } from '../../session/use-session';
import { createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import type { EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { AccountCircleIcon } from '../../ui/icons/icons';
import { TenantForm } from './components/tenant-form';

async function saveInfo(tenant: TenantInfo): Promise<TenantInfo> {
  const saved = await saveTenant(tenant.id?.id ? tenant : { ...tenant, id: null });
  return getTenantInfo(saved.id.id);
}

function useTenantsTableConfig(): EntityTableConfig<TenantInfo> {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const sources = useMemo(
    () =>
      entityTabSources(
        { authority: 'SYS_ADMIN', tenantId: NULL_UUID, customerId: null },
        { pageOrigin: globalThis.location.origin },
      ),
    [],
  );
  return useMemo(
    () => ({
      id: 'tenants',
      title: t('tenant.tenants'),
      queryKey: ['tenants'],
      getId: (x) => x.id.id,
      getName: (x) => x.title,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('tenant.title'), (x) => x.title),
        textColumn('tenantProfileName', t('tenant.tenant-profile'), (x) => x.tenantProfileName),
        textColumn('email', t('contact.email'), (x) => x.email, { hideOnSmall: true }),
        textColumn('country', t('contact.country'), (x) => x.country, { hideOnSmall: true }),
        textColumn('city', t('contact.city'), (x) => x.city, { hideOnSmall: true }),
      ],
      fetchPage: (link, _f, signal) => getTenantInfos(link, { signal }),
      cellActions: [
        {
          id: 'tenant-admins',
          label: t('tenant.manage-tenant-admins'),
          icon: AccountCircleIcon,
          onAction: (x) => navigate(`/tenants/${x.id.id}/users`),
        },
      ],
      add: {
        label: t('tenant.add'),
        dialogTitle: t('tenant.add'),
        initial: () => ({ id: { entityType: 'TENANT', id: '' }, title: '', additionalInfo: {} }),
        save: saveInfo,
      },
      deleteEntity: (x) => deleteTenant(x.id.id),
      texts: {
        noEntities: t('tenant.no-tenants-text'),
        selected: (count) => t('tenant.selected-tenants', { count }),
        deleteTitle: (x) => t('tenant.delete-tenant-title', { name: x.title }),
        deleteText: () => t('tenant.delete-tenant-text'),
        deleteManyTitle: (count) => t('tenant.delete-tenants-title', { count }),
        deleteManyText: () => t('tenant.delete-tenants-text'),
      },
      details: {
        load: (id, signal) => getTenantInfo(id, { signal }),
        save: saveInfo,
        title: (x) => x.title,
        subtitle: t('tenant.tenant-details'),
        form: TenantForm,
        tabs: standardTabs<TenantInfo>({
          ref: (x) => ({ entityType: 'TENANT', id: x.id.id }),
          sources: {
            attributes: sources.attributes,
            telemetry: sources.telemetry,
            alarms: sources.alarms,
            fetchEvents: sources.fetchEvents,
            relations: sources.relations,
          },
          alarmsLabel: t('alarm.alarms'),
          relationTypes: relationEntityTypes('SYS_ADMIN', false),
          auditLogs: false,
        }),
      },
    }),
    [t, i18n.language, navigate, sources],
  );
}

export function TenantsFeature() {
  const session = useSession();
  const config = useTenantsTableConfig();
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
