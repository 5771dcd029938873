/**
 * The rows of an entity table: a real `<table role="grid">` whose body is virtualised (@tanstack/react-virtual,
 * spacer rows above and below the rendered window), so a 1000-row page renders ~30 rows. Keyboard: arrows, Home,
 * End, PageUp/PageDown move the focused row; Enter opens it; Space toggles its selection.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IconButton } from '../button/button';
import { ArrowUpwardIcon } from '../icons/entity-icons';
import { OverflowMenu } from '../menu/overflow-menu';
import type { CellAction, EntityColumn, TableApi, TableSort } from './entity-table-types';
import { CheckboxCell, HEAD_HEIGHT, ROW_HEIGHT, Row, SortButton, Table, VisuallyHidden } from './entity-table.styles';

export interface TableGridProps<T> {
  scrollRef: RefObject<HTMLDivElement | null>;
  label: string;
  columns: readonly EntityColumn<T>[];
  rows: readonly T[];
  getId(row: T): string;
  getName(row: T): string;
  /** Absolute index of the first row (page × page size), for aria-rowindex. */
  offset: number;
  total: number;
  sort: TableSort | null;
  onSort(property: string): void;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(all: boolean): void;
  /** Rows that may be selected (default: all). */
  canSelect?(row: T): boolean;
  cellActions: readonly CellAction<T>[];
  api: TableApi;
  onActivate?(row: T): void;
  openId?: string | null;
  /** `data-testid` of every body row. */
  rowTestId?: string;
  /** Extra `data-*` attributes of a row. */
  rowAttributes?(row: T): Record<`data-${string}`, string | undefined>;
}

const ALIGN = { start: '', center: 'center', end: 'num' } as const;

/** Pages longer than this are virtualised. */
export const VIRTUALIZE_ABOVE = 50;

/** Whole rows that fit the scroll box under the header (PageUp/PageDown move by this many). */
const visibleRowCount = (scroll: HTMLElement | null) =>
  Math.max(1, Math.floor(((scroll?.clientHeight ?? 480) - HEAD_HEIGHT) / ROW_HEIGHT));

interface GridKeys<T> {
  rows: readonly T[];
  focusIndex: number;
  moveTo(index: number): void;
  visibleRows: number;
  onActivate?(row: T): void;
  /** Present when rows are selectable: Space toggles the focused row. */
  onToggle?(row: T): void;
}

/** Keyboard row navigation of the grid body: arrows, Home/End, PageUp/PageDown, Enter opens, Space selects. */
function gridKeyHandler<T>({ rows, focusIndex, moveTo, visibleRows, onActivate, onToggle }: GridKeys<T>) {
  return (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if ((e.target as HTMLElement).tagName !== 'TR') return;
    const row = rows[focusIndex];
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(focusIndex + 1),
      ArrowUp: () => moveTo(focusIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => moveTo(focusIndex + visibleRows),
      PageUp: () => moveTo(focusIndex - visibleRows),
      Enter: () => row && onActivate?.(row),
      ' ': () => row && onToggle?.(row),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
}

/** Rows rendered and the spacer heights above and below them: every row up to VIRTUALIZE_ABOVE, else a window. */
function useRowWindow(rowCount: number, scrollRef: RefObject<HTMLDivElement | null>) {
  const virtualizer = useVirtualizer({
    count: rowCount > VIRTUALIZE_ABOVE ? rowCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEAD_HEIGHT,
    // Let React batch the scroll re-render instead of forcing it synchronously inside the scroll event.
    useFlushSync: false,
  });
  // Should the virtualizer not have measured its scroll box yet (no items for a non-empty page), the first rows render.
  const virtual = rowCount > VIRTUALIZE_ABOVE;
  const windowed = virtual ? virtualizer.getVirtualItems() : [];
  const items =
    virtual && windowed.length
      ? windowed
      : Array.from({ length: virtual ? Math.min(30, rowCount) : rowCount }, (_, index) => ({
          index,
          start: HEAD_HEIGHT + index * ROW_HEIGHT,
          end: HEAD_HEIGHT + (index + 1) * ROW_HEIGHT,
        }));
  const padTop = virtual && items.length ? items[0]!.start - HEAD_HEIGHT : 0;
  const padBottom = virtual && items.length ? rowCount * ROW_HEIGHT - (items[items.length - 1]!.end - HEAD_HEIGHT) : 0;
  return { virtualizer, virtual, items, padTop, padBottom };
}

/** The focused row (one tab stop) and the grid body's key handler; focus follows the arrows into the window. */
function useRowFocus<T>(
  p: Pick<TableGridProps<T>, 'rows' | 'scrollRef' | 'selectable' | 'onToggle' | 'getId' | 'onActivate' | 'canSelect'>,
  win: Pick<ReturnType<typeof useRowWindow>, 'virtual' | 'virtualizer'>,
) {
  const { rows, scrollRef } = p;
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => setFocusIndex((i) => Math.min(i, Math.max(0, rows.length - 1))), [rows]);
  useEffect(() => {
    const want = pendingFocus.current;
    if (want === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${want}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });
  const moveTo = (index: number) => {
    const i = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(i);
    pendingFocus.current = i;
    if (win.virtual) win.virtualizer.scrollToIndex(i, { align: 'auto' });
    else scrollRef.current?.querySelector(`tr[data-index="${i}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = gridKeyHandler({
    rows,
    focusIndex,
    moveTo,
    visibleRows: visibleRowCount(scrollRef.current),
    onActivate: p.onActivate,
    onToggle: p.selectable
      ? (row) => {
          if (!p.canSelect || p.canSelect(row)) p.onToggle(p.getId(row));
        }
      : undefined,
  });
  return { focusIndex, setFocusIndex, onKeyDown };
}

/** An empty row standing in for the rows outside the rendered window. */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 'none' }} />
    </tr>
  );
}

export function TableGrid<T>(props: TableGridProps<T>) {
  const { scrollRef, columns, rows, getId, getName, selectable, selected, cellActions, onActivate, onToggle } = props;
  const win = useRowWindow(rows.length, scrollRef);
  const focus = useRowFocus(props, win);
  // Row callbacks stay the same functions across renders, so a scroll re-renders only the rows that enter the window.
  const latest = useRef({ rows, onActivate, onToggle });
  latest.current = { rows, onActivate, onToggle };
  const activate = useCallback((index: number) => {
    const row = latest.current.rows[index];
    if (row) latest.current.onActivate?.(row);
  }, []);
  const toggle = useCallback((id: string) => latest.current.onToggle(id), []);
  const pickable = props.canSelect ? rows.filter(props.canSelect) : rows;
  const allSelected = pickable.length > 0 && pickable.every((r) => selected.has(getId(r)));
  const colCount = columns.length + (selectable ? 1 : 0) + (cellActions.length ? 1 : 0);

  return (
    <Table
      part="table"
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.total + 1}
      aria-multiselectable={selectable || undefined}
      data-testid="entity-grid"
    >
      <GridHead
        columns={columns}
        sort={props.sort}
        onSort={props.onSort}
        selectable={selectable}
        allSelected={allSelected}
        someSelected={rows.some((r) => selected.has(getId(r)))}
        onToggleAll={props.onToggleAll}
        hasActions={cellActions.length > 0}
      />
      <tbody onKeyDown={focus.onKeyDown}>
        <SpacerRow height={win.padTop} colSpan={colCount} />
        {win.items.map((item) => {
          const row = rows[item.index]!;
          const id = getId(row);
          return (
            <GridRow
              key={id}
              row={row}
              id={id}
              name={selectable ? getName(row) : ''}
              index={item.index}
              rowIndex={props.offset + item.index + 2}
              testId={props.rowTestId}
              selectable={selectable}
              canSelect={!props.canSelect || props.canSelect(row)}
              rowAttributes={props.rowAttributes}
              isSelected={selected.has(id)}
              focusable={item.index === focus.focusIndex}
              open={props.openId === id}
              clickable={!!onActivate}
              columns={columns}
              cellActions={cellActions}
              api={props.api}
              onFocusIndex={focus.setFocusIndex}
              onActivate={activate}
              onToggle={toggle}
            />
          );
        })}
        <SpacerRow height={win.padBottom} colSpan={colCount} />
      </tbody>
    </Table>
  );
}

interface GridHeadProps<T> {
  columns: readonly EntityColumn<T>[];
  sort: TableSort | null;
  onSort(property: string): void;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll(all: boolean): void;
  hasActions: boolean;
}

/** The header row: select-all (indeterminate when some rows are selected), sortable column titles, actions. */
function GridHead<T>({
  columns,
  sort,
  onSort,
  selectable,
  allSelected,
  someSelected,
  onToggleAll,
  hasActions,
}: GridHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectable ? (
          <th className="select" scope="col">
            <CheckboxCell
              aria-label={t('table.select-all')}
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = someSelected && !allSelected;
              }}
              onChange={(e) => onToggleAll(e.target.checked)}
              data-testid="select-all"
            />
          </th>
        ) : null}
        {columns.map((c) => (
          <HeadCell key={c.key} column={c} sort={sort} onSort={onSort} />
        ))}
        {hasActions ? (
          <th className="actions" scope="col">
            <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

interface GridRowProps<T> {
  row: T;
  id: string;
  name: string;
  index: number;
  rowIndex: number;
  testId?: string;
  selectable: boolean;
  /** False: the row's checkbox is disabled. */
  canSelect: boolean;
  rowAttributes?(row: T): Record<`data-${string}`, string | undefined>;
  isSelected: boolean;
  focusable: boolean;
  open: boolean;
  clickable: boolean;
  columns: readonly EntityColumn<T>[];
  cellActions: readonly CellAction<T>[];
  api: TableApi;
  onFocusIndex(index: number): void;
  onActivate(index: number): void;
  onToggle(id: string): void;
}

/** One body row; memoised, so scrolling renders only the rows entering the window. */
const GridRow = memo(function GridRow<T>(p: GridRowProps<T>) {
  const { t } = useTranslation();
  return (
    <Row
      part={p.isSelected ? 'row row-selected' : 'row'}
      data-index={p.index}
      data-id={p.id}
      data-testid={p.testId}
      {...p.rowAttributes?.(p.row)}
      data-open={p.open || undefined}
      aria-rowindex={p.rowIndex}
      aria-selected={p.selectable ? p.isSelected : undefined}
      tabIndex={p.focusable ? 0 : -1}
      $selected={p.isSelected}
      $clickable={p.clickable}
      onFocus={() => p.onFocusIndex(p.index)}
      onClick={() => p.onActivate(p.index)}
    >
      {p.selectable ? (
        <td className="select" onClick={(e) => e.stopPropagation()}>
          <label className="hit">
            <CheckboxCell
              aria-label={t('table.select-row', { name: p.name })}
              checked={p.isSelected}
              disabled={!p.canSelect}
              onChange={() => p.onToggle(p.id)}
              tabIndex={-1}
            />
          </label>
        </td>
      ) : null}
      {p.columns.map((c) => (
        <td key={c.key} className={`${ALIGN[c.align ?? 'start']} ${c.hideOnSmall ? 'hide-sm' : ''}`}>
          {c.cell(p.row)}
        </td>
      ))}
      {p.cellActions.length ? (
        <td className="actions" onClick={(e) => e.stopPropagation()}>
          <RowActions row={p.row} name={p.name} actions={p.cellActions} api={p.api} />
        </td>
      ) : null}
    </Row>
  );
}) as <T>(p: GridRowProps<T>) => ReactNode;

function HeadCell<T>({
  column: c,
  sort,
  onSort,
}: {
  column: EntityColumn<T>;
  sort: TableSort | null;
  onSort(p: string): void;
}) {
  const property = c.sortProperty ?? c.key;
  const active = sort?.property === property;
  const ariaSort = active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      style={{ width: c.width }}
      className={`${ALIGN[c.align ?? 'start']} ${c.hideOnSmall ? 'hide-sm' : ''}`}
    >
      {c.sortable ? (
        <SortButton
          $active={active}
          $desc={active && sort.direction === 'DESC'}
          onClick={() => onSort(property)}
          data-sort={property}
        >
          {c.title}
          <ArrowUpwardIcon />
        </SortButton>
      ) : (
        c.title
      )}
    </th>
  );
}

/** A row's actions: icon buttons, folded into a "more" menu on phones (as ThingsBoard folds them on small screens). */
function RowActions<T>({
  row,
  name,
  actions,
  api,
}: {
  row: T;
  name: string;
  actions: readonly CellAction<T>[];
  api: TableApi;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <div className="wide">
        {actions.map((a) => {
          const enabled = a.isEnabled ? a.isEnabled(row) : true;
          if (!enabled) {
            return a.hiddenWhenDisabled ? null : <span key={a.id} style={{ display: 'inline-block', width: 40 }} />;
          }
          return (
            <IconButton
              key={a.id}
              aria-label={a.label}
              title={a.label}
              data-action={a.id}
              data-testid={a.testId}
              onClick={() => void a.onAction(row, api)}
            >
              <a.icon />
            </IconButton>
          );
        })}
      </div>
      <div className="narrow">
        <OverflowMenu
          label={t('table.row-actions', { name })}
          testId="row-actions-menu"
          actions={actions.map((a) => ({
            id: a.id,
            label: a.label,
            icon: a.icon,
            disabled: a.isEnabled ? !a.isEnabled(row) : false,
            onSelect: () => void a.onAction(row, api),
          }))}
        />
      </div>
    </>
  );
}
