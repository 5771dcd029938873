/**
 * The table of the rule chains list: created time, name, root mark and row actions (open, export, make root,
 * delete), sortable headers and a paginator, in ThingsBoard's entity-table layout; a row click opens the chain's
 * details. Pure view: data and commands come in as props.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RuleChain } from '../../../api/rule-chains';
import { IconButton } from '../../../ui/button/button';
import { CheckIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { makeIcon } from '../../../ui/icons/icons';
import { OverflowMenu } from '../../../ui/menu/overflow-menu';
import { v } from '../../../ui/theme/tokens';
import { ExportIcon } from '../flow/node-icons';
import { formatDateTime } from '../../../ui/entity-details/format';
import { Paginator } from '../../../ui/entity-table/paginator';
import { DEFAULT_PAGE_SIZES, pageSizeChoices } from '../../../ui/entity-table/use-table-state';
import { ChevronRightIcon } from '../../../ui/icons/frame-icons';

export const FlagIcon = makeIcon('flag', 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z');
export const AutoAssignIcon = makeIcon(
  'assignment_return',
  'M19 3h-4.2A3 3 0 0 0 9.2 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm4 12h-4v3l-5-5 5-5v3h4v4z',
);
export const OpenIcon = makeIcon(
  'settings_ethernet',
  'M7.8 6.2 6.2 4.8 0 12l6.2 7.2 1.6-1.4L2.7 12zM7 13h2v-2H7v2zm10-2h-2v2h2v-2zm-6 2h2v-2h-2v2zm6.8-8.2-1.6 1.4 5.1 5.8-5.1 5.8 1.6 1.4L24 12z',
);

export type SortColumn = 'createdTime' | 'name';
export interface SortState {
  column: SortColumn;
  order: 'ASC' | 'DESC';
}

/** Props of the table. */
export interface RuleChainsTableProps {
  rows: readonly RuleChain[];
  total: number;
  page: number;
  pageSize: number;
  sort: SortState;
  loading: boolean;
  emptyText: string;
  onSort(column: SortColumn): void;
  onPage(page: number): void;
  onPageSize(size: number): void;
  onOpen(chain: RuleChain): void;
  /** A row click: the chain's details (as ThingsBoard); `onOpen` is the editor. */
  onDetails(chain: RuleChain): void;
  /** The chain whose details are open (highlighted). */
  openId?: string | null;
  onExport(chain: RuleChain): void;
  onMakeRoot(chain: RuleChain): void;
  onDelete(chain: RuleChain): void;
  /** Edge rule chain templates: root means edge template root; chains may be assigned to every new edge. */
  edge?: { autoAssigned: ReadonlySet<string>; onAutoAssign(chain: RuleChain, on: boolean): void };
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th, td { height: 48px; padding: 0 16px; text-align: start; border-bottom: 1px solid ${v('color-divider')}; }
  th { height: 56px; font-size: 12px; font-weight: 500; color: ${v('color-text-secondary')}; white-space: nowrap; }
  th button { all: unset; cursor: pointer; display: inline-flex; align-items: center; gap: 4px; }
  th button:focus-visible { outline: 2px solid ${v('color-primary')}; outline-offset: 2px; }
  th[aria-sort] button { color: ${v('color-text')}; }
  tbody tr { cursor: pointer; transition: background-color 80ms ease; }
  tbody tr:hover { background: ${v('color-surface-2')}; }
  tbody tr[data-open='true'] { background: color-mix(in srgb, ${v('color-primary')} 8%, transparent); }
  td.name { font-weight: 500; }
  td.root, th.root { width: 96px; text-align: center; white-space: normal; }
  td.actions, th.actions { width: 248px; padding: 0 8px; text-align: end; white-space: nowrap; }
  td.time { width: 180px; white-space: nowrap; color: ${v('color-text-secondary')}; }
  td.empty { height: 120px; text-align: center; color: ${v('color-text-secondary')}; cursor: default; }
  svg { vertical-align: middle; }
  td.actions .narrow { display: none; }
  /* Phones: the created time steps aside and the row actions fold into a "more" menu. */
  @media (max-width: 599px) {
    th, td { padding: 0 8px; }
    th:first-child, td:first-child { padding-inline-start: 16px; }
    .hide-sm { display: none; }
    td.actions, th.actions { width: 56px; }
    td.actions .wide { display: none; }
    td.actions .narrow { display: inline-flex; }
    td.root, th.root { width: 64px; }
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

const Arrow = styled.span<{ $desc: boolean }>`
  display: inline-block;
  transform: rotate(${(p) => (p.$desc ? '90deg' : '-90deg')});
`;

const formatTime = (ms: number | undefined, lng: string) => (ms ? formatDateTime(ms, lng) : '');

function Action({
  label,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      disabled={disabled}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort(c: SortColumn): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const active = sort.column === column;
  return (
    <th className={className} aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(column)} aria-label={t('rulechain.sort-by', { column: label })}>
        {label}
        {active ? (
          <Arrow $desc={sort.order === 'DESC'}>
            <ChevronRightIcon size={16} />
          </Arrow>
        ) : null}
      </button>
    </th>
  );
}

function Row({ chain, props }: { chain: RuleChain; props: RuleChainsTableProps }) {
  const { t, i18n } = useTranslation();
  const root = !!chain.root;
  const edge = props.edge;
  const auto = !!edge?.autoAssigned.has(chain.id?.id ?? '');
  return (
    <tr
      data-testid="rule-chain-row"
      data-name={chain.name}
      data-root={root}
      data-auto-assign={edge ? auto : undefined}
      data-open={props.openId === chain.id?.id || undefined}
      onClick={() => props.onDetails(chain)}
    >
      <td className="time hide-sm">{formatTime(chain.createdTime, i18n.language)}</td>
      <td className="name">{chain.name}</td>
      <td className="root">
        {root ? <CheckIcon size={20} title={t(edge ? 'rulechain.edge-root' : 'rulechain.is-root')} /> : null}
      </td>
      {edge ? (
        <td className="root">{auto ? <CheckIcon size={20} title={t('rulechain.auto-assigned')} /> : null}</td>
      ) : null}
      <td className="actions">
        <span className="wide">
          <Action label={t('rulechain.open')} onClick={() => props.onOpen(chain)} testId="rule-chain-open">
            <OpenIcon size={20} />
          </Action>
          <Action label={t('rulechain.export-chain')} onClick={() => props.onExport(chain)} testId="rule-chain-export">
            <ExportIcon size={20} />
          </Action>
          {edge ? (
            <Action
              label={t(auto ? 'rulechain.auto-unassign' : 'rulechain.auto-assign')}
              onClick={() => edge.onAutoAssign(chain, !auto)}
              disabled={root}
              testId="rule-chain-auto-assign"
            >
              <AutoAssignIcon size={20} />
            </Action>
          ) : null}
          <Action
            label={t(edge ? 'rulechain.set-edge-root' : 'rulechain.set-root')}
            onClick={() => props.onMakeRoot(chain)}
            disabled={root}
            testId="rule-chain-make-root"
          >
            <FlagIcon size={20} />
          </Action>
          <Action
            label={
              root
                ? t(edge ? 'rulechain.edge-root-cannot-delete' : 'rulechain.root-cannot-delete')
                : t('rulechain.delete')
            }
            onClick={() => props.onDelete(chain)}
            disabled={root}
            testId="rule-chain-delete"
          >
            <DeleteIcon size={20} />
          </Action>
        </span>
        <span className="narrow">
          <OverflowMenu
            label={t('table.row-actions', { name: chain.name })}
            testId="rule-chain-row-menu"
            actions={[
              { id: 'open', label: t('rulechain.open'), icon: OpenIcon, onSelect: () => props.onOpen(chain) },
              {
                id: 'export',
                label: t('rulechain.export-chain'),
                icon: ExportIcon,
                onSelect: () => props.onExport(chain),
              },
              ...(edge
                ? [
                    {
                      id: 'auto-assign',
                      label: t(auto ? 'rulechain.auto-unassign' : 'rulechain.auto-assign'),
                      icon: AutoAssignIcon,
                      disabled: root,
                      onSelect: () => edge.onAutoAssign(chain, !auto),
                    },
                  ]
                : []),
              {
                id: 'make-root',
                label: t(edge ? 'rulechain.set-edge-root' : 'rulechain.set-root'),
                icon: FlagIcon,
                disabled: root,
                onSelect: () => props.onMakeRoot(chain),
              },
              {
                id: 'delete',
                label: t('rulechain.delete'),
                icon: DeleteIcon,
                disabled: root,
                onSelect: () => props.onDelete(chain),
              },
            ]}
          />
        </span>
      </td>
    </tr>
  );
}

/** The table with its paginator. */
export function RuleChainsTable(props: RuleChainsTableProps) {
  const { t } = useTranslation();
  const { rows, total, page, pageSize, sort, onSort } = props;
  return (
    <>
      <Table aria-busy={props.loading} data-testid="rule-chains-table">
        <thead>
          <tr>
            <SortHeader
              column="createdTime"
              label={t('rulechain.created-time')}
              sort={sort}
              onSort={onSort}
              className="hide-sm"
            />
            <SortHeader column="name" label={t('rulechain.name')} sort={sort} onSort={onSort} />
            <th className="root">{t(props.edge ? 'rulechain.edge-root' : 'rulechain.root')}</th>
            {props.edge ? <th className="root">{t('rulechain.auto-assigned')}</th> : null}
            <th className="actions">
              <Hidden>{t('rulechain.actions')}</Hidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <Row key={c.id?.id ?? c.name} chain={c} props={props} />
          ))}
          {rows.length === 0 && !props.loading ? (
            <tr>
              <td className="empty" colSpan={props.edge ? 5 : 4} data-testid="rule-chains-empty">
                {props.emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </Table>
      <Paginator
        page={page}
        pageSize={pageSize}
        total={total}
        pageSizes={pageSizeChoices(DEFAULT_PAGE_SIZES, pageSize)}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </>
  );
}
