/**
 * Public entry of the dashboards list page `/dashboards` (seed 000 §2, issue 9 "Dashboards list"): tenant
 * administrators see their tenant's dashboards and may add, import a ThingsBoard JSON export, export, make
 * public/private (public link `/dashboard/{id}?publicId={customerId}` and an `<iot-dashboard>` embed snippet),
 * manage assigned customers and delete; customer users see their customer's dashboards and may open and export.
 * A row opens the dashboard at `/dashboards/{id}`. Text search comes from the shell toolbar.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardInfo } from '../../api/dashboards';
import { useSession } from '../../session/use-session';
import { Button, IconButton } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialogs/dialog-service';
import { NavigateNextIcon, RefreshIcon } from '../../ui/icons/action-icons';
import { AddIcon, UploadIcon } from '../../ui/icons/control-icons';
import { usePageSearch } from '../../ui/search/page-search';
import { v } from '../../ui/theme/tokens';
import { DashboardsTable, type RowActions, type SortState } from './list/dashboards-table';
import { exportDashboardJson, publicCustomerId, useAssignableCustomers, useDashboardMutations, useDashboardPage, type ListScope } from './list/list-api';
import { AddDashboardDialog, ImportDashboardDialog, ManageCustomersDialog, PublicLinkDialog } from './list/list-dialogs';

const PAGE_SIZE = 20;

const Card = styled.section`
  margin: 8px;
  border-radius: 4px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  overflow: auto;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 24px 8px;
  min-height: 64px;
  & > h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 500;
    color: ${v('color-text')};
  }
`;

const Footer = styled.footer`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  padding: 4px 8px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

const Empty = styled.p`
  padding: 32px 24px;
  margin: 0;
  text-align: center;
  color: ${v('color-text-secondary')};
`;

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function useScope(): { scope: ListScope | null; tenant: boolean } {
  const auth = useSession().authUser;
  if (auth?.authority === 'TENANT_ADMIN') return { scope: 'tenant', tenant: true };
  if (auth?.authority === 'CUSTOMER_USER' && auth.customerId) return { scope: { customerId: auth.customerId }, tenant: false };
  return { scope: null, tenant: false };
}

/** Row actions for the tenant view: dialogs for sharing and customers, confirmation for delete. */
function useTenantActions(): Pick<RowActions, 'togglePublic' | 'manageCustomers' | 'remove'> & { add(): void; importJson(): void } {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const m = useDashboardMutations();
  const origin = globalThis.location?.origin ?? '';
  const showLink = (id: string, publicId: string) =>
    dialogs.open<void>((close) => (
      <PublicLinkDialog dashboardId={id} publicId={publicId} origin={origin} onClose={() => close()} onMakePrivate={() => { m.setPublic.mutate({ id, on: false }); close(); }} />
    ));
  return {
    add: () =>
      void dialogs.open<void>((close) => (
        <AddDashboardDialog
          onClose={() => close()}
          onSubmit={async (title, description) => {
            const saved = await m.save.mutateAsync({ title, configuration: { description, widgets: {}, states: {}, entityAliases: {}, filters: {} } });
            close();
            navigate(`/dashboards/${saved.id.id}`);
          }}
        />
      )),
    importJson: () =>
      void dialogs.open<void>((close) => (
        <ImportDashboardDialog
          onClose={() => close()}
          onImport={async (d) => {
            const saved = await m.save.mutateAsync({ title: d.title, image: d.image ?? null, configuration: d.configuration });
            close();
            navigate(`/dashboards/${saved.id.id}`);
          }}
        />
      )),
    togglePublic: (d) => {
      const publicId = publicCustomerId(d);
      if (publicId) void showLink(d.id.id, publicId);
      else {
        void m.setPublic.mutateAsync({ id: d.id.id, on: true }).then((info) => {
          const id = info ? publicCustomerId(info) : null;
          if (id) void showLink(d.id.id, id);
        });
      }
    },
    manageCustomers: (d) => {
      const assigned = (d.assignedCustomers ?? []).filter((c) => c.public !== true).map((c) => c.customerId.id);
      const publicId = publicCustomerId(d);
      void dialogs.open<void>((close) => (
        <CustomersDialogLoader
          assigned={assigned}
          onClose={() => close()}
          onSave={async (ids) => {
            await m.setCustomers.mutateAsync({ id: d.id.id, ids: publicId ? [...ids, publicId] : ids });
            close();
          }}
        />
      ));
    },
    remove: async (d) => {
      const ok = await dialogs.confirm({
        title: t('dashboard.delete-dashboard-title', { dashboardTitle: d.title ?? '' }),
        message: t('dashboard.delete-dashboard-text'),
        okLabel: t('dashboard.delete'),
        cancelLabel: t('action.cancel'),
        testId: 'dashboard-delete-confirm',
      });
      if (ok) m.remove.mutate(d.id.id);
    },
  };
}

/** Loads the customers inside the dialog, so it fills in once the list arrives. */
function CustomersDialogLoader(p: { assigned: string[]; onSave(ids: string[]): Promise<void>; onClose(): void }) {
  const customers = useAssignableCustomers(true);
  return <ManageCustomersDialog customers={customers.data} assigned={p.assigned} onSave={p.onSave} onClose={p.onClose} />;
}

/** The dashboards list page. */
export function DashboardsListFeature() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { scope, tenant } = useScope();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>({ property: 'createdTime', order: 'DESC' });
  usePageSearch(useCallback((s: string) => { setText(s); setPage(0); }, []));
  const list = useDashboardPage(scope, { pageSize: PAGE_SIZE, page, textSearch: text || undefined, sortProperty: sort.property, sortOrder: sort.order });
  const tenantActions = useTenantActions();
  const actions: RowActions = {
    open: (d: DashboardInfo) => navigate(`/dashboards/${d.id.id}`),
    exportJson: (d: DashboardInfo) => void exportDashboardJson(d.id.id).then(({ fileName, json }) => download(fileName, json)),
    ...(tenant ? { togglePublic: tenantActions.togglePublic, manageCustomers: tenantActions.manageCustomers, remove: tenantActions.remove } : {}),
  };
  const data = list.data;
  const total = data?.totalElements ?? 0;
  return (
    <Card data-testid="dashboards-list">
      <Header>
        <h2>{t('dashboard.dashboards')}</h2>
        {tenant ? (
          <>
            <Button $variant="text" onClick={tenantActions.importJson} data-testid="dashboard-import">
              <UploadIcon /> {t('dashboard.import')}
            </Button>
            <Button onClick={tenantActions.add} data-testid="dashboard-add">
              <AddIcon /> {t('dashboard.add')}
            </Button>
          </>
        ) : null}
        <IconButton title={t('dashboard.refresh')} aria-label={t('dashboard.refresh')} onClick={() => void list.refetch()}>
          <RefreshIcon />
        </IconButton>
      </Header>
      {data && data.data.length > 0 ? (
        <DashboardsTable rows={data.data} sort={sort} onSort={(s) => { setSort(s); setPage(0); }} actions={actions} tenant={tenant} />
      ) : (
        <Empty data-testid="dashboards-empty">{list.isPending ? t('dashboard.loading') : t('dashboard.no-dashboards-text')}</Empty>
      )}
      <Footer>
        <span data-testid="dashboards-range">{t('widget.page-range', { from: total === 0 ? 0 : page * PAGE_SIZE + 1, to: Math.min(total, (page + 1) * PAGE_SIZE), total })}</span>
        <IconButton aria-label={t('widget.previous-page')} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          <NavigateNextIcon style={{ transform: 'scaleX(-1)' }} />
        </IconButton>
        <IconButton aria-label={t('widget.next-page')} disabled={!data?.hasNext} onClick={() => setPage((p) => p + 1)}>
          <NavigateNextIcon />
        </IconButton>
      </Footer>
    </Card>
  );
}
