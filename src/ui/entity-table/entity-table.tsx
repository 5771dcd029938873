/**
 * `EntityTable<T>`: ThingsBoard's config-driven entity table. Paged server lists (default sort
 * createdTime descending), sortable columns, the shell's search (or an inline one), header filters, multi-select
 * with group actions, add dialog, confirm before delete, a details drawer with view/edit and tabs, per-user page
 * size and sort, virtualised rows, empty/error/loading states and keyboard row navigation.
 */
import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { useDialogs } from '../dialog/dialog-service';
import { DeleteIcon } from '../icons/control-icons';
import { InboxIcon } from '../icons/entity-icons';
import { ErrorIcon } from '../icons/icons';
import { ProgressBar } from '../progress-bar/progress-bar';
import { usePageSearch, usePageSearchAvailable } from '../search/page-search';
import { deferred } from '../lazy/lazy-component';
import type { DetailsDrawer as DetailsDrawerComponent } from './details-drawer';
import type { EntityFormDialog as EntityFormDialogComponent } from './entity-form-dialog';
import type {
  AddAction,
  CellAction,
  EntityColumn,
  EntityTableConfig,
  GroupAction,
  TableApi,
  TableTexts,
} from './entity-table-types';
import { Card, Overlay, Root, Scroll, TopBar } from './entity-table.styles';
import { Paginator } from './paginator';
import { TableGrid } from './table-grid';
import { TableHeader } from './table-header';
import { DEFAULT_PAGE_SIZES, pageSizeChoices, useTableState, type TableState } from './use-table-state';

// The drawer and the add dialog load when first opened: a list's first page needs neither.
const DetailsDrawer = deferred(() =>
  import('./details-drawer').then((m) => m.DetailsDrawer as ComponentType<object>),
) as unknown as typeof DetailsDrawerComponent;
const EntityFormDialog = deferred(() =>
  import('./entity-form-dialog').then((m) => m.EntityFormDialog as ComponentType<object>),
) as unknown as typeof EntityFormDialogComponent;

export interface EntityTableProps<T> {
  config: EntityTableConfig<T>;
  /** Whose preferences (a user id); page size and sort are remembered per scope and table. */
  scope?: string;
  /** Rows per page, overriding the remembered size (e.g. the `page-size` attribute). */
  pageSize?: number;
  /** No card margin or shadow (tables inside details tabs). */
  flat?: boolean;
  /** A row was activated (click or Enter), before the details open. */
  onRowActivate?(entity: T): void;
  /** The open drawer's entity id, when the page keeps it (e.g. in the URL: use-details-route.ts); internal otherwise. */
  openId?: string | null;
  onOpenChange?(id: string | null): void;
  onSaved?(entity: T): void;
  onDeleted?(ids: string[]): void;
  testId?: string;
}

/** Registers the toolbar search handler only when asked to (hooks cannot be conditional). */
function PageSearch({ onSearch }: { onSearch(text: string): void }) {
  usePageSearch(onSearch);
  return null;
}

/** Delete one or many rows after a confirmation; failures are reported by the error presenter, the others go on. */
function useConfirmDelete<T>(
  config: EntityTableConfig<T>,
  state: TableState<T>,
  openId: string | null,
  setOpenId: (id: string | null) => void,
  onDeleted?: (ids: string[]) => void,
) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return useCallback(
    async (rows: readonly T[]) => {
      const one = rows.length === 1 ? rows[0]! : null;
      // A config's own question (its wording and buttons), else the table's yes/no.
      const confirm = config.confirmDelete ? () => config.confirmDelete!(rows) : dialogs.confirm;
      const ok = await confirm({
        title: one
          ? (config.texts.deleteTitle?.(one) ?? t('table.delete-title'))
          : (config.texts.deleteManyTitle?.(rows.length) ?? t('table.delete-many-title', { count: rows.length })),
        message: one
          ? (config.texts.deleteText?.(one) ?? t('table.delete-text'))
          : (config.texts.deleteManyText?.(rows.length) ?? t('table.delete-text')),
        okLabel: t('action.yes'),
        cancelLabel: t('action.no'),
        testId: 'confirm-delete',
      });
      if (!ok) return;
      const ids: string[] = [];
      for (const row of rows) {
        try {
          await config.deleteEntity!(row);
          ids.push(config.getId(row));
        } catch {
          /* reported by the error presenter; keep deleting the others */
        }
      }
      if (openId && ids.includes(openId)) setOpenId(null);
      state.setSelected([]);
      state.reload();
      if (ids.length) onDeleted?.(ids);
    },
    [config, dialogs, t, openId, setOpenId, state, onDeleted],
  );
}

interface TableActions<T> {
  cellActions: CellAction<T>[];
  groupActions: GroupAction<T>[];
  addActions: AddAction[];
}

/** The row, selection and add actions: the config's, plus delete (when the config deletes) and add (when it adds). */
function useTableActions<T>(
  config: EntityTableConfig<T>,
  confirmDelete: (rows: readonly T[]) => Promise<void>,
  startAdding: () => void,
): TableActions<T> {
  const { t } = useTranslation();
  const readonly = !!config.readonly;
  if (readonly) return { cellActions: [], groupActions: [], addActions: [] };
  const canDelete = (e: T) => !!config.deleteEntity && (config.canDelete ? config.canDelete(e) : true);
  const cellActions: CellAction<T>[] = [...(config.cellActions ?? [])];
  const groupActions: GroupAction<T>[] = [...(config.groupActions ?? [])];
  if (config.deleteEntity) {
    cellActions.push({
      id: 'delete',
      label: t('action.delete'),
      icon: DeleteIcon,
      isEnabled: canDelete,
      onAction: (e) => confirmDelete([e]),
    });
    groupActions.push({
      id: 'delete',
      label: t('action.delete'),
      icon: DeleteIcon,
      isEnabled: (rows) => rows.every(canDelete),
      onAction: (rows) => confirmDelete(rows),
    });
  }
  const addActions: AddAction[] = [
    ...(config.add && config.details ? [{ id: 'add', label: config.add.label, onAction: startAdding }] : []),
    ...(config.addActions ?? []),
  ];
  return { cellActions, groupActions, addActions };
}

/** The open drawer's id: kept by the page (controlled) or by the table. */
function useOpenId(controlled: Pick<EntityTableProps<unknown>, 'openId' | 'onOpenChange'>) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const onOpenChange = controlled.onOpenChange;
  const openId = onOpenChange !== undefined ? (controlled.openId ?? null) : ownOpenId;
  const setOpenId = useCallback(
    (id: string | null) => (onOpenChange ? onOpenChange(id) : setOwnOpenId(id)),
    [onOpenChange],
  );
  return [openId, setOpenId] as const;
}

/** The error and empty overlays over the grid. */
function TableOverlay({
  error,
  empty,
  noEntities,
  onRetry,
}: {
  error: unknown;
  empty: boolean;
  noEntities: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Overlay role="alert" data-testid="table-error">
        <ErrorIcon size={48} />
        <span>{t('table.load-error')}</span>
        <Button $variant="outlined" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      </Overlay>
    );
  }
  return empty ? (
    <Overlay data-testid="table-empty">
      <InboxIcon size={48} />
      <span>{noEntities}</span>
    </Overlay>
  ) : null;
}

/** The empty text: the search's when a search is on and the config words one. */
function emptyText<T>(texts: TableTexts<T>, search: string | null): string {
  return search && texts.noMatches ? texts.noMatches(search) : texts.noEntities;
}

/** What a row click (or Enter) does: tell the page, then open the details or run the config's row click. */
function rowActivation<T>(
  config: EntityTableConfig<T>,
  setOpenId: (id: string) => void,
  onRowActivate?: (row: T) => void,
): ((row: T) => void) | undefined {
  if (!config.details && !config.onRowClick && !onRowActivate) return undefined;
  return (row: T) => {
    onRowActivate?.(row);
    if (config.details) setOpenId(config.getId(row));
    else config.onRowClick?.(row);
  };
}

interface TableScrollProps<T> {
  config: EntityTableConfig<T>;
  state: TableState<T>;
  columns: readonly EntityColumn<T>[];
  selectable: boolean;
  cellActions: readonly CellAction<T>[];
  api: TableApi;
  onActivate?(row: T): void;
  openId: string | null;
}

/** The scrolling part of the card: the loading bar, the grid, and the error or empty overlay. */
function TableScroll<T>({
  config,
  state,
  columns,
  selectable,
  cellActions,
  api,
  onActivate,
  openId,
}: TableScrollProps<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Scroll ref={scrollRef}>
      {state.fetching ? (
        <TopBar>
          <ProgressBar label={t('common.loading')} />
        </TopBar>
      ) : null}
      <TableGrid
        scrollRef={scrollRef}
        label={typeof config.title === 'string' ? config.title : config.id}
        columns={columns}
        rows={state.rows}
        getId={config.getId}
        getName={config.getName}
        rowTestId={config.rowTestId}
        offset={state.link.page * state.link.pageSize}
        total={state.total}
        sort={state.link.sortOrder}
        onSort={state.toggleSort}
        selectable={selectable}
        selected={state.selected}
        onToggle={state.toggleSelected}
        canSelect={config.canSelect}
        onToggleAll={(all) =>
          state.setSelected(all ? state.rows.filter(config.canSelect ?? (() => true)).map(config.getId) : [])
        }
        rowAttributes={config.rowAttributes}
        cellActions={cellActions}
        api={api}
        onActivate={onActivate}
        openId={openId}
      />
      <TableOverlay
        error={state.error}
        empty={!state.loading && state.rows.length === 0}
        noEntities={emptyText(config.texts, state.link.textSearch)}
        onRetry={state.reload}
      />
    </Scroll>
  );
}

export function EntityTable<T>({
  config,
  scope = 'anonymous',
  pageSize,
  flat,
  onRowActivate,
  onSaved,
  onDeleted,
  testId,
  ...controlled
}: EntityTableProps<T>) {
  const state = useTableState(config, scope, pageSize);
  const [openId, setOpenId] = useOpenId(controlled);
  const [adding, setAdding] = useState(false);
  const hasShellSearch = usePageSearchAvailable();
  const searchMode = config.search ?? 'page';
  const columns = typeof config.columns === 'function' ? config.columns(state.filters) : config.columns;

  const api: TableApi = useMemo(
    () => ({
      reload: state.reload,
      openDetails: setOpenId,
      closeDetails: () => setOpenId(null),
      clearSelection: () => state.setSelected([]),
    }),
    [state.reload, state.setSelected, setOpenId],
  );
  const confirmDelete = useConfirmDelete(config, state, openId, setOpenId, onDeleted);
  const { cellActions, groupActions, addActions } = useTableActions(config, confirmDelete, () => setAdding(true));
  const selectable = config.selectable ?? groupActions.length > 0;
  const selectedRows = state.rows.filter((r) => state.selected.has(config.getId(r)));
  const afterAdd = (saved: T | null) => {
    setAdding(false);
    if (!saved) return;
    state.reload();
    onSaved?.(saved);
  };
  const activate = rowActivation(config, setOpenId, onRowActivate);

  return (
    <Root
      data-fill-page=""
      data-testid={testId ?? `entity-table-${config.id}`}
      data-loading={state.fetching || undefined}
    >
      {searchMode === 'page' && hasShellSearch ? <PageSearch onSearch={state.setSearch} /> : null}
      <Card part="card" $flat={flat}>
        <TableHeader
          title={config.title}
          filters={config.filters ?? []}
          filterValues={state.filters}
          onFilter={state.setFilter}
          addActions={addActions}
          onReload={state.reload}
          inlineSearch={searchMode === 'inline' || (searchMode === 'page' && !hasShellSearch)}
          onSearch={state.setSearch}
          selectedRows={selectable ? selectedRows : []}
          selectedText={config.texts.selected(selectedRows.length)}
          groupActions={groupActions}
          api={api}
        />
        <TableScroll
          config={config}
          state={state}
          columns={columns}
          selectable={selectable}
          cellActions={cellActions}
          api={api}
          onActivate={activate}
          openId={openId}
        />
        <Paginator
          page={state.link.page}
          pageSize={state.link.pageSize}
          total={state.total}
          pageSizes={pageSizeChoices(config.pageSizes ?? DEFAULT_PAGE_SIZES, state.link.pageSize)}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      </Card>
      {openId && config.details ? (
        <DetailsDrawer
          id={openId}
          queryKey={config.queryKey}
          details={config.details}
          readonly={!!config.readonly}
          api={api}
          rowActions={cellActions}
          onClose={() => setOpenId(null)}
          onSaved={(e) => onSaved?.(e)}
        />
      ) : null}
      {adding && config.add && config.details ? (
        <EntityFormDialog add={config.add} form={config.details.form} onDone={(saved) => afterAdd(saved)} />
      ) : null}
    </Root>
  );
}
