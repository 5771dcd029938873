/**
 * Public entry of the dashboards list page `/dashboards`: tenant
 * administrators see their tenant's dashboards and may add, import a ThingsBoard JSON export, export, make
 * public/private (public link `/dashboard/{id}?publicId={customerId}` and an `<iot-dashboard>` embed snippet),
 * manage assigned customers and delete; customer users see their customer's dashboards and may open and export.
 * A row opens the dashboard's details drawer (as ThingsBoard: form, mobile settings, audit logs); the open action
 * opens the dashboard at `/dashboards/{id}`. Tenant administrators select rows to assign them to customers or
 * unassign them (POST /api/dashboard/{id}/customers/add|remove) or delete them. Text search comes from the shell
 * toolbar. On phones the header's buttons fold into a "more" menu.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Dashboard, DashboardInfo } from '../../api/dashboards';
import { useSession } from '../../session/use-session';
import { Button, IconButton } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { DetailsDrawer } from '../../ui/entity-table/details-drawer';
import type { TableApi } from '../../ui/entity-table/entity-table-types';
import { DeleteIcon } from '../../ui/icons/control-icons';
import { PeopleIcon } from '../../ui/icons/extra-icons';
import { OverflowMenu } from '../../ui/menu/overflow-menu';
import { Paginator } from '../../ui/entity-table/paginator';
import { readTablePrefs, writeTablePrefs } from '../../ui/entity-table/table-prefs';
import { DEFAULT_PAGE_SIZES, pageSizeChoices } from '../../ui/entity-table/use-table-state';
import { AddIcon, UploadIcon } from '../../ui/icons/control-icons';
import { usePageSearch } from '../../ui/search/page-search';
import { v } from '../../ui/theme/tokens';
import { useDashboardDetails } from './list/dashboard-details';
import { GroupCustomersDialog, UnassignIcon, useDrawerActions, useTenantActions } from './list/list-actions';
import { DashboardsTable, type RowActions, type SortState } from './list/dashboards-table';
import {
  DASHBOARDS_LIST_KEY as DASHBOARDS_KEY,
  exportDashboardJson,
  useDashboardPage,
  type ListScope,
} from './list/list-api';
import { RefreshIcon } from '../../ui/icons/entity-icons';

/** Rows per page until the user picks another size (remembered per user, as the entity tables do). */
const DEFAULT_DASHBOARDS_PAGE_SIZE = 20;

/** The page: the card, and the details drawer over its right part. */
const Page = styled.div`
  position: relative;
  overflow: auto;
`;

const Card = styled.section`
  margin: 8px;
  border-radius: 4px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  overflow: auto;
`;

const Header = styled.header<{ $selection?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 24px 8px;
  min-height: 64px;
  background: ${(p) => (p.$selection ? `color-mix(in srgb, ${v('color-primary')} 14%, ${v('color-surface')})` : 'transparent')};
  & > h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 20px;
    font-weight: 500;
    color: ${v('color-text')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (max-width: 599px) {
    padding-inline-start: 16px;
    & > .wide {
      display: none;
    }
  }
  @media (min-width: 600px) {
    & > .narrow {
      display: none;
    }
  }
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
  if (auth?.authority === 'CUSTOMER_USER' && auth.customerId)
    return { scope: { customerId: auth.customerId }, tenant: false };
  return { scope: null, tenant: false };
}

/** The dashboards list page. */
export function DashboardsListFeature() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { scope, tenant } = useScope();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const prefsScope = useSession().authUser?.userId ?? 'anonymous';
  const [pageSize, setPageSize] = useState<number>(
    () => readTablePrefs(prefsScope, 'dashboards').pageSize ?? DEFAULT_DASHBOARDS_PAGE_SIZE,
  );
  const choosePageSize = (size: number) => {
    writeTablePrefs(prefsScope, 'dashboards', { pageSize: size });
    setPageSize(size);
    setPage(0);
  };
  const [sort, setSort] = useState<SortState>({ property: 'createdTime', order: 'DESC' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  usePageSearch(
    useCallback((s: string) => {
      setText(s);
      setPage(0);
    }, []),
  );
  const list = useDashboardPage(scope, {
    pageSize,
    page,
    textSearch: text || undefined,
    sortProperty: sort.property,
    sortOrder: sort.order,
  });
  const tenantActions = useTenantActions();
  const details = useDashboardDetails();
  const actions: RowActions = {
    open: (d: DashboardInfo) => navigate(`/dashboards/${d.id.id}`),
    exportJson: (d: DashboardInfo) =>
      void exportDashboardJson(d.id.id).then(({ fileName, json }) => download(fileName, json)),
    ...(tenant
      ? {
          togglePublic: tenantActions.togglePublic,
          manageCustomers: tenantActions.manageCustomers,
          remove: tenantActions.remove,
        }
      : {}),
  };
  const data = list.data;
  const rows = data?.data ?? [];
  const total = data?.totalElements ?? 0;
  const api = useMemo<TableApi>(
    () => ({
      reload: () => void list.refetch(),
      openDetails: setOpenId,
      closeDetails: () => setOpenId(null),
      clearSelection: () => setSelected(new Set()),
    }),
    [list.refetch],
  );
  const rowActions = useDrawerActions(actions, tenant, () => setOpenId(null));
  const groupEdit = (mode: 'assign' | 'unassign') =>
    void dialogs.open<void>((close) => (
      <GroupCustomersDialog
        mode={mode}
        dashboardIds={[...selected]}
        onDone={(changed) => {
          close();
          if (!changed) return;
          setSelected(new Set());
          void list.refetch();
        }}
      />
    ));
  const selection = tenant
    ? {
        selected,
        toggle: (id: string) =>
          setSelected((s) => {
            const n = new Set(s);
            if (!n.delete(id)) n.add(id);
            return n;
          }),
        toggleAll: (all: boolean) => setSelected(all ? new Set(rows.map((d) => d.id.id)) : new Set()),
      }
    : undefined;
  return (
    <Page data-fill-page="" data-testid="dashboards-page">
      <Card data-testid="dashboards-list">
        {selected.size > 0 ? (
          <Header $selection data-testid="dashboards-selection-bar">
            <h2 aria-live="polite">{t('dashboard.selected-dashboards', { count: selected.size })}</h2>
            <IconButton
              title={t('dashboard.assign-dashboards')}
              aria-label={t('dashboard.assign-dashboards')}
              onClick={() => groupEdit('assign')}
              data-testid="dashboards-assign"
            >
              <PeopleIcon />
            </IconButton>
            <IconButton
              title={t('dashboard.unassign-dashboards')}
              aria-label={t('dashboard.unassign-dashboards')}
              onClick={() => groupEdit('unassign')}
              data-testid="dashboards-unassign"
            >
              <UnassignIcon />
            </IconButton>
            <IconButton
              title={t('dashboard.delete')}
              aria-label={t('dashboard.delete')}
              data-testid="dashboards-delete"
              onClick={() =>
                void tenantActions
                  .removeMany([...selected])
                  .then((done) => done && (setSelected(new Set()), setOpenId(null)))
              }
            >
              <DeleteIcon />
            </IconButton>
          </Header>
        ) : (
          <Header>
            <h2>{t('dashboard.dashboards')}</h2>
            {tenant ? (
              <>
                <Button
                  className="wide"
                  $variant="text"
                  onClick={tenantActions.importJson}
                  data-testid="dashboard-import"
                >
                  <UploadIcon /> {t('dashboard.import')}
                </Button>
                <Button className="wide" onClick={tenantActions.add} data-testid="dashboard-add">
                  <AddIcon /> {t('dashboard.add')}
                </Button>
              </>
            ) : null}
            <IconButton
              className="wide"
              title={t('dashboard.refresh')}
              aria-label={t('dashboard.refresh')}
              onClick={() => void list.refetch()}
            >
              <RefreshIcon />
            </IconButton>
            <span className="narrow">
              <OverflowMenu
                label={t('action.more')}
                testId="dashboards-header-menu"
                actions={[
                  ...(tenant
                    ? [
                        { id: 'add', label: t('dashboard.add'), icon: AddIcon, onSelect: tenantActions.add },
                        {
                          id: 'import',
                          label: t('dashboard.import'),
                          icon: UploadIcon,
                          onSelect: tenantActions.importJson,
                        },
                      ]
                    : []),
                  {
                    id: 'refresh',
                    label: t('dashboard.refresh'),
                    icon: RefreshIcon,
                    onSelect: () => void list.refetch(),
                  },
                ]}
              />
            </span>
          </Header>
        )}
        {rows.length > 0 ? (
          <DashboardsTable
            rows={rows}
            sort={sort}
            onSort={(s) => {
              setSort(s);
              setPage(0);
            }}
            actions={actions}
            tenant={tenant}
            onDetails={(d) => setOpenId(d.id.id)}
            openId={openId}
            selection={selection}
          />
        ) : (
          <Empty data-testid="dashboards-empty">
            {list.isPending ? t('dashboard.loading') : t('dashboard.no-dashboards-text')}
          </Empty>
        )}
        <Paginator
          page={page}
          pageSize={pageSize}
          total={total}
          pageSizes={pageSizeChoices(DEFAULT_PAGE_SIZES, pageSize)}
          onPage={setPage}
          onPageSize={choosePageSize}
        />
      </Card>
      {openId ? (
        <DetailsDrawer<Dashboard>
          id={openId}
          queryKey={DASHBOARDS_KEY}
          details={details}
          readonly={!tenant}
          api={api}
          rowActions={rowActions}
          onClose={() => setOpenId(null)}
          onSaved={() => void list.refetch()}
        />
      ) : null}
    </Page>
  );
}
