/**
 * The customers table (tenant admins): title, email, country, city; links to the customer's
 * users, assets, devices, entity views, dashboards and edges; the public customer can be neither edited nor
 * deleted (ThingsBoard keeps it managed by "make public").
 */
import { lazy, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getAuditLogs } from '../../api/audit-logs';
import {
  deleteCustomer,
  getCustomer,
  getCustomers,
  isPublicCustomer,
  saveCustomer,
  type Customer,
} from '../../api/customers';
import { relationEntityTypes } from '../../api/entity-lookup';
import { entityTabSources } from '../../api/entity-tab-sources';
import { useSession } from '../../session/use-session';
import { createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import type { CellAction, EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { AccountCircleIcon } from '../../ui/icons/icons';
import { AssetIcon, DashboardIcon, DevicesIcon, EdgeIcon, EntityViewIcon } from '../../ui/icons/nav-icons';
import { customerKeys } from './api/customer-queries';

// Loaded when details or the add dialog open.
const CustomerForm = lazy(() => import('./components/customer-form').then((m) => ({ default: m.CustomerForm })));

export interface CustomersTableOptions {
  readonly?: boolean;
  /** Present in the console: the management links. */
  navigate?(path: string): void;
}

export function useCustomersTableConfig(o: CustomersTableOptions = {}): EntityTableConfig<Customer> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const auth = session.authUser;
  const viewer = useMemo(
    () => ({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const sources = useMemo(() => entityTabSources(viewer, { pageOrigin: globalThis.location.origin }), [viewer]);
  const { navigate } = o;
  const edges = session.edgesSupportEnabled;

  return useMemo<EntityTableConfig<Customer>>(() => {
    const link = (
      id: string,
      label: string,
      icon: CellAction<Customer>['icon'],
      sub: string,
      publicToo = true,
    ): CellAction<Customer> => ({
      id,
      label,
      icon,
      isEnabled: (c) => publicToo || !isPublicCustomer(c),
      onAction: (c) => navigate?.(`/customers/${c.id.id}/${sub}`),
    });
    const cellActions = navigate
      ? [
          link('customer-users', t('customer.manage-users'), AccountCircleIcon, 'users', false),
          link('customer-assets', t('customer.manage-assets'), AssetIcon, 'assets'),
          link('customer-devices', t('customer.manage-devices'), DevicesIcon, 'devices'),
          link('customer-entity-views', t('customer.manage-entity-views'), EntityViewIcon, 'entityViews'),
          link('customer-dashboards', t('customer.manage-dashboards'), DashboardIcon, 'dashboards'),
          ...(edges ? [link('customer-edges', t('customer.manage-edges'), EdgeIcon, 'edgeInstances')] : []),
        ]
      : [];
    return {
      id: 'customers',
      title: t('customer.customers'),
      queryKey: customerKeys.all,
      getId: (c) => c.id.id,
      getName: (c) => c.title,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('customer.title'), (c) => c.title),
        textColumn('email', t('contact.email'), (c) => c.email, { hideOnSmall: true }),
        textColumn('country', t('contact.country'), (c) => c.country, { hideOnSmall: true }),
        textColumn('city', t('contact.city'), (c) => c.city, { hideOnSmall: true }),
      ],
      fetchPage: (l, _f, signal) => getCustomers(l, { signal }),
      cellActions,
      add: {
        label: t('customer.add'),
        dialogTitle: t('customer.add'),
        initial: () => ({ id: { entityType: 'CUSTOMER', id: '' }, title: '', additionalInfo: {} }),
        save: (c) => saveCustomer({ ...c, id: null }),
      },
      deleteEntity: (c) => deleteCustomer(c.id.id),
      canDelete: (c) => !isPublicCustomer(c),
      readonly: o.readonly,
      texts: {
        noEntities: t('customer.no-customers-text'),
        selected: (count) => t('customer.selected-customers', { count }),
        deleteTitle: (c) => t('customer.delete-customer-title', { name: c.title }),
        deleteText: () => t('customer.delete-customer-text'),
        deleteManyTitle: (count) => t('customer.delete-customers-title', { count }),
        deleteManyText: () => t('customer.delete-customers-text'),
      },
      details: {
        load: (id, signal) => getCustomer(id, { signal }),
        save: (c) => saveCustomer(c),
        readonly: isPublicCustomer,
        title: (c) => c.title,
        subtitle: t('customer.customer-details'),
        form: CustomerForm,
        tabs: standardTabs<Customer>({
          ref: (c) => ({ entityType: 'CUSTOMER', id: c.id.id }),
          sources: {
            ...sources,
            fetchAuditLogs: (ref, link, signal) =>
              getAuditLogs({ kind: 'customer', customerId: ref.id }, link, [], { signal }),
          },
          alarmsLabel: t('alarm.alarms'),
          relationTypes: relationEntityTypes(auth?.authority, edges),
          auditLogMode: 'customer',
        }),
      },
    };
  }, [t, i18n.language, navigate, edges, sources, o.readonly, auth?.authority]);
}
