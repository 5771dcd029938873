/**
 * The rule chains list (`/ruleChains`): core chains of the tenant (or, under
 * /edgeManagement/ruleChains, the edge rule chain templates with edge template root and auto-assign), paged, sorted and
 * filtered by the toolbar search; add, import and export ThingsBoard files, make root, delete with confirmation (the
 * root chain cannot be deleted; the server also refuses chains that device profiles use), open in the editor. A row
 * opens the chain's details drawer (as ThingsBoard): form and the shared entity tabs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RuleChain } from '../../../api/rule-chains';
import { IconButton } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { DetailsDrawer } from '../../../ui/entity-table/details-drawer';
import type { CellAction, TableApi } from '../../../ui/entity-table/entity-table-types';
import { AddIcon, DeleteIcon, UploadIcon } from '../../../ui/icons/control-icons';
import { makeIcon } from '../../../ui/icons/icons';
import { OverflowMenu } from '../../../ui/menu/overflow-menu';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { usePageSearch } from '../../../ui/search/page-search';
import { v } from '../../../ui/theme/tokens';
import { useToast } from '../../../ui/toast/toast-context';
import { ruleChainKeys } from '../api/rule-chain-queries';
import {
  createRuleChain,
  exportRuleChain,
  importRuleChain,
  makeRoot,
  removeRuleChain,
  setAutoAssign,
  useAutoAssignIds,
  useRuleChainPage,
} from '../api/rule-chain-list-queries';
import { ExportIcon } from '../flow/node-icons';
import { ruleChainFileName } from '../model/rule-chain-file';
import { useRuleChainDetails } from './rule-chain-details';
import { CreateChainDialog, ImportChainDialog } from './rule-chain-list-dialogs';
import {
  AutoAssignIcon,
  FlagIcon,
  OpenIcon,
  RuleChainsTable,
  type SortColumn,
  type SortState,
} from './rule-chains-table';
import { useSession } from '../../../session/use-session';
import { readTablePrefs, writeTablePrefs } from '../../../ui/entity-table/table-prefs';
import { DEFAULT_PAGE_SIZES } from '../../../ui/entity-table/use-table-state';

const RefreshIcon = makeIcon('refresh', 'M17.7 6.3A8 8 0 1 0 19.7 14h-2.1a6 6 0 1 1-1.4-6.2L13 11h7V4l-2.3 2.3z');

const Wrap = styled.div`
  position: relative;
  padding: 24px;
  overflow: auto;
  @media (max-width: 599px) {
    padding: 8px;
  }
`;

const Card = styled.section`
  position: relative;
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 64px;
  padding-block: 0;
  padding-inline: 24px 8px;
  h2 { flex: 1; min-width: 0; margin: 0; font-size: 20px; font-weight: 500; color: ${v('color-text')}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > .narrow { display: none; }
  /* Phones: the header's buttons fold into a "more" menu. */
  @media (max-width: 599px) {
    padding-inline-start: 16px;
    & > .wide { display: none; }
    & > .narrow { display: inline-flex; }
  }
`;

const Busy = styled.div`
  position: absolute;
  inset: 0 0 auto;
`;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Chain commands wired to dialogs, toasts and navigation. */
function useListActions(type: ChainType) {
  const edge = type === 'EDGE';
  const { t } = useTranslation();
  const client = useQueryClient();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const open = (id: string) => void navigate(`/ruleChains/${id}`);
  const idOf = (c: RuleChain) => c.id?.id ?? '';
  return {
    open: (c: RuleChain) => open(idOf(c)),
    add: () =>
      dialogs.open<void>((close) => (
        <CreateChainDialog
          onDone={() => close()}
          onSubmit={async (fields) => {
            const chain = await createRuleChain(client, { ...fields, type });
            close();
            open(idOf(chain));
          }}
        />
      )),
    importFile: () =>
      dialogs.open<void>((close) => (
        <ImportChainDialog
          onDone={() => close()}
          onSubmit={async (file) => {
            const chain = await importRuleChain(client, file);
            close();
            toast.show({ message: t('rulechain.imported', { name: chain.name }), type: 'success' });
            open(idOf(chain));
          }}
        />
      )),
    exportFile: async (c: RuleChain) =>
      download(ruleChainFileName(c.name), JSON.stringify(await exportRuleChain(idOf(c)), null, 2)),
    makeRoot: async (c: RuleChain) => {
      const ok = await dialogs.confirm({
        title: t(edge ? 'rulechain.set-edge-root-title' : 'rulechain.set-root-title', { name: c.name }),
        message: t(edge ? 'rulechain.set-edge-root-text' : 'rulechain.set-root-text'),
        okLabel: t('rulechain.set-root-ok'),
        cancelLabel: t('action.cancel'),
        testId: 'rule-chain-root-confirm',
      });
      if (!ok) return;
      await makeRoot(client, idOf(c), type);
      toast.show({
        message: t(edge ? 'rulechain.edge-root-changed' : 'rulechain.root-changed', { name: c.name }),
        type: 'success',
      });
    },
    autoAssign: async (c: RuleChain, on: boolean) => {
      await setAutoAssign(client, idOf(c), on);
      toast.show({
        message: t(on ? 'rulechain.auto-assign-on' : 'rulechain.auto-assign-off', { name: c.name }),
        type: 'success',
      });
    },
    remove: async (c: RuleChain) => {
      const ok = await dialogs.confirm({
        title: t('rulechain.delete-title', { name: c.name }),
        message: t('rulechain.delete-text'),
        okLabel: t('rulechain.delete-ok'),
        cancelLabel: t('action.cancel'),
        testId: 'rule-chain-delete-confirm',
      });
      if (!ok) return false;
      await removeRuleChain(client, idOf(c));
      toast.show({ message: t('rulechain.deleted', { name: c.name }), type: 'success' });
      return true;
    },
  };
}

// Failures are shown by the HTTP layer's error toasts; the list only must not leave a rejected promise behind.
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

/** Core chains (`/ruleChains`) or edge rule chain templates (`/edgeManagement/ruleChains`). */
export type ChainType = 'CORE' | 'EDGE';

/** The list page inside `<iot-console>`. */
export function RuleChainsList({ type = 'CORE' }: { type?: ChainType }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const prefs = {
    scope: useSession().authUser?.userId ?? 'anonymous',
    table: type === 'EDGE' ? 'edgeRuleChains' : 'ruleChains',
  };
  const [pageSize, setPageSize] = useState<number>(
    () => readTablePrefs(prefs.scope, prefs.table).pageSize ?? DEFAULT_PAGE_SIZES[0]!,
  );
  const [sort, setSort] = useState<SortState>({ column: 'createdTime', order: 'DESC' });
  usePageSearch((text) => {
    setSearch(text);
    setPage(0);
  });
  const query = useRuleChainPage({
    page,
    pageSize,
    textSearch: search || undefined,
    type,
    sortProperty: sort.column,
    sortOrder: sort.order,
  });
  const actions = useListActions(type);
  const autoAssigned = useAutoAssignIds(type === 'EDGE');
  const onSort = (column: SortColumn) =>
    setSort((s) => ({ column, order: s.column === column && s.order === 'ASC' ? 'DESC' : 'ASC' }));
  const [openId, setOpenId] = useState<string | null>(null);
  const details = useRuleChainDetails();
  const edge = type === 'EDGE';
  const autoSet = autoAssigned.data;
  const api = useMemo<TableApi>(
    () => ({
      reload: () => void query.refetch(),
      openDetails: setOpenId,
      closeDetails: () => setOpenId(null),
      clearSelection: () => undefined,
    }),
    [query.refetch],
  );
  // The row's actions again, as the drawer's buttons (ThingsBoard's details action row).
  const rowActions = useMemo<CellAction<RuleChain>[]>(() => {
    const out: CellAction<RuleChain>[] = [
      { id: 'open', label: t('rulechain.open-rulechain'), icon: OpenIcon, onAction: (c) => actions.open(c) },
      {
        id: 'export',
        label: t('rulechain.export-chain'),
        icon: ExportIcon,
        onAction: (c) => quietly(actions.exportFile(c)),
      },
      {
        id: 'make-root',
        label: t(edge ? 'rulechain.set-edge-root' : 'rulechain.set-root'),
        icon: FlagIcon,
        isEnabled: (c) => !c.root,
        onAction: (c) => quietly(actions.makeRoot(c).then(api.reload)),
      },
    ];
    if (edge) {
      const auto = (c: RuleChain) => !!autoSet?.has(c.id?.id ?? '');
      out.push({
        id: 'auto-assign',
        label: t('rulechain.auto-assign'),
        icon: AutoAssignIcon,
        isEnabled: (c) => !c.root && !auto(c),
        onAction: (c) => quietly(actions.autoAssign(c, true)),
      });
      out.push({
        id: 'auto-unassign',
        label: t('rulechain.auto-unassign'),
        icon: AutoAssignIcon,
        isEnabled: (c) => !c.root && auto(c),
        onAction: (c) => quietly(actions.autoAssign(c, false)),
      });
    }
    out.push({
      id: 'delete',
      label: t('rulechain.delete'),
      icon: DeleteIcon,
      isEnabled: (c) => !c.root,
      onAction: (c) => quietly(actions.remove(c).then((gone) => gone && setOpenId(null))),
    });
    return out;
  }, [t, edge, autoSet, actions, api]);
  return (
    <Wrap data-testid="rule-chains-page" data-fill-page="">
      <Card>
        {query.isFetching ? (
          <Busy>
            <ProgressBar label={t('common.loading')} />
          </Busy>
        ) : null}
        <Header>
          <h2>{t(type === 'EDGE' ? 'edge.rulechain-templates' : 'rulechain.rulechains')}</h2>
          <IconButton
            className="wide"
            aria-label={t('rulechain.add')}
            title={t('rulechain.add')}
            onClick={() => quietly(actions.add())}
            data-testid="rule-chain-add"
          >
            <AddIcon />
          </IconButton>
          <IconButton
            className="wide"
            aria-label={t('rulechain.import-chain')}
            title={t('rulechain.import-chain')}
            onClick={() => quietly(actions.importFile())}
            data-testid="rule-chain-import"
          >
            <UploadIcon />
          </IconButton>
          <IconButton
            className="wide"
            aria-label={t('rulechain.refresh')}
            title={t('rulechain.refresh')}
            onClick={() => void query.refetch()}
            data-testid="rule-chain-refresh"
          >
            <RefreshIcon />
          </IconButton>
          <span className="narrow">
            <OverflowMenu
              label={t('action.more')}
              testId="rule-chains-header-menu"
              actions={[
                { id: 'add', label: t('rulechain.add'), icon: AddIcon, onSelect: () => quietly(actions.add()) },
                {
                  id: 'import',
                  label: t('rulechain.import-chain'),
                  icon: UploadIcon,
                  onSelect: () => quietly(actions.importFile()),
                },
                {
                  id: 'refresh',
                  label: t('rulechain.refresh'),
                  icon: RefreshIcon,
                  onSelect: () => void query.refetch(),
                },
              ]}
            />
          </span>
        </Header>
        <RuleChainsTable
          rows={query.data?.data ?? []}
          total={query.data?.totalElements ?? 0}
          page={page}
          pageSize={pageSize}
          sort={sort}
          loading={query.isPending}
          emptyText={
            search ? t('rulechain.no-rulechains-matching-search', { text: search }) : t('rulechain.no-rulechains')
          }
          onSort={(c) => (onSort(c), setPage(0))}
          onPage={setPage}
          onPageSize={(s) => (writeTablePrefs(prefs.scope, prefs.table, { pageSize: s }), setPageSize(s), setPage(0))}
          onOpen={actions.open}
          onDetails={(c) => setOpenId(c.id?.id ?? null)}
          openId={openId}
          onExport={(c) => quietly(actions.exportFile(c))}
          onMakeRoot={(c) => quietly(actions.makeRoot(c))}
          onDelete={(c) => quietly(actions.remove(c))}
          edge={
            type === 'EDGE'
              ? {
                  autoAssigned: autoAssigned.data ?? new Set(),
                  onAutoAssign: (c, on) => quietly(actions.autoAssign(c, on)),
                }
              : undefined
          }
        />
      </Card>
      {openId ? (
        <DetailsDrawer
          id={openId}
          queryKey={ruleChainKeys.all}
          details={details}
          readonly={false}
          api={api}
          rowActions={rowActions}
          onClose={() => setOpenId(null)}
          onSaved={() => void query.refetch()}
        />
      ) : null}
    </Wrap>
  );
}
