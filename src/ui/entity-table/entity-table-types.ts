/**
 * The configuration an `EntityTable<T>` is driven by (ThingsBoard's EntityTableConfig idea split into
 * data): columns, actions, filters, the details drawer with its tabs, and the data functions. A feature builds one
 * in its `*-table-config.ts`; src/ui never calls the server itself — every fetch/save/delete comes in here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { IconComponent } from '../icons/nav-icons';

/** Sort of a page request. */
export interface TableSort {
  property: string;
  direction: 'ASC' | 'DESC';
}

/** What the table asks for (same shape as src/api/page.ts PageLink). */
export interface TablePageLink {
  pageSize: number;
  page: number;
  textSearch: string | null;
  sortOrder: TableSort | null;
}

/** What a fetch answers (ThingsBoard's PageData). */
export interface TablePageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** Values of the header filters, by filter key. */
export type FilterValues = Record<string, unknown>;

/** Handle passed to every action: refresh the list, open or close details, clear the selection. */
export interface TableApi {
  reload(): void;
  openDetails(id: string): void;
  closeDetails(): void;
  clearSelection(): void;
}

/** One column. `key` doubles as the sort property unless `sortProperty` says otherwise. */
export interface EntityColumn<T> {
  key: string;
  title: string;
  cell(entity: T): ReactNode;
  sortable?: boolean;
  sortProperty?: string;
  /** CSS width, e.g. '160px' or '20%'. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** Hidden on narrow tables (below 600 px). */
  hideOnSmall?: boolean;
}

/** An action on one row (icon button in the actions column). */
export interface CellAction<T> {
  id: string;
  label: string;
  icon: IconComponent;
  isEnabled?(entity: T): boolean;
  onAction(entity: T, api: TableApi): unknown;
  /** `data-testid` of the row's button (actions that take turns, e.g. make public / public link, may share one). */
  testId?: string;
  /**
   * Takes no room in the row while disabled (default: an empty slot keeps the columns of buttons aligned). For
   * actions that take turns in one place, exactly one of them enabled per row.
   */
  hiddenWhenDisabled?: boolean;
}

/** An action on the selected rows (selection toolbar). */
export interface GroupAction<T> {
  id: string;
  label: string;
  icon: IconComponent;
  isEnabled?(entities: readonly T[]): boolean;
  onAction(entities: readonly T[], api: TableApi): unknown;
}

/** An entry of the add button (one entry: the button runs it; several: a menu, e.g. "Add" and "Import"). */
export interface AddAction {
  id: string;
  label: string;
  icon?: IconComponent;
  onAction(api: TableApi): unknown;
}

/** A filter rendered in the table header (device profile, asset type, direction, time window, …). */
export interface HeaderFilter {
  key: string;
  initial: unknown;
  render(value: unknown, onChange: (value: unknown) => void): ReactNode;
}

/** Props of a details form: the same component serves the details tab (view/edit) and the add dialog. */
export interface EntityFormProps<T> {
  entity: T;
  /** Inputs enabled. */
  editing: boolean;
  /** `id` of the `<form>`: the drawer's and dialog's save buttons submit it. */
  formId: string;
  /** Called with the entity to save once the form is valid. */
  onSubmit(entity: T): Promise<void> | void;
  onDirtyChange?(dirty: boolean): void;
  /** True in the add dialog. */
  isNew?: boolean;
}

/** Context of a details tab. */
export interface DetailsContext<T> {
  entity: T;
  readonly: boolean;
  reload(): void;
  close(): void;
  api: TableApi;
}

/** One tab of the details drawer after "Details" (relations, audit logs, events; attributes, telemetry, alarms). */
export interface DetailsTab<T> {
  key: string;
  /** Text, or a node that translates itself (the shared tabs' labels). */
  label: ReactNode;
  render(ctx: DetailsContext<T>): ReactNode;
}

/** The details drawer: a view/edit form and further tabs. */
export interface DetailsConfig<T> {
  load(id: string, signal: AbortSignal): Promise<T>;
  /** Absent: details are read-only. */
  save?(entity: T): Promise<T>;
  readonly?(entity: T): boolean;
  /** Heading of the drawer (the entity's name). */
  title(entity: T): string;
  /** Line under the heading, e.g. "Device details". */
  subtitle: string;
  form: ComponentType<EntityFormProps<T>>;
  /** The tabs, or a loader of them: their code then loads when a drawer first opens (details-tabs.ts). */
  tabs?: readonly DetailsTab<T>[] | (() => Promise<readonly DetailsTab<T>[]>);
  /** Buttons above the form (make public, manage credentials, copy id, …). */
  actions?(ctx: DetailsContext<T>): ReactNode;
}

/** The add dialog, built from the details form. */
export interface AddConfig<T> {
  label: string;
  dialogTitle: string;
  initial(): T;
  save(entity: T): Promise<T>;
}

/** Every user-visible text the table needs from the feature. */
export interface TableTexts<T> {
  noEntities: string;
  /** The empty text while a search is on (default: `noEntities`). */
  noMatches?(search: string): string;
  selected(count: number): string;
  deleteTitle?(entity: T): string;
  deleteText?(entity: T): string;
  deleteManyTitle?(count: number): string;
  deleteManyText?(count: number): string;
}

/** The whole configuration of one table. */
export interface EntityTableConfig<T> {
  /** Stable id: persistence key of page size and sort. */
  id: string;
  title: ReactNode;
  /** Query key family; invalidated after every change the table makes. */
  queryKey: readonly unknown[];
  getId(entity: T): string;
  getName(entity: T): string;
  /** `data-testid` of every body row (rows also carry `data-id`). */
  rowTestId?: string;
  columns: readonly EntityColumn<T>[] | ((filters: FilterValues) => readonly EntityColumn<T>[]);
  fetchPage(link: TablePageLink, filters: FilterValues, signal: AbortSignal): Promise<TablePageData<T>>;
  /** Default: createdTime descending. Null: unsorted. */
  defaultSort?: TableSort | null;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  filters?: readonly HeaderFilter[];
  cellActions?: readonly CellAction<T>[];
  groupActions?: readonly GroupAction<T>[];
  addActions?: readonly AddAction[];
  add?: AddConfig<T>;
  deleteEntity?(entity: T): Promise<void>;
  canDelete?(entity: T): boolean;
  /** Asks before deleting these rows (default: the table's yes/no confirmation built from `texts`). */
  confirmDelete?(entities: readonly T[]): Promise<boolean>;
  texts: TableTexts<T>;
  details?: DetailsConfig<T>;
  /** Without details: what a row click does (e.g. an audit log's details dialog). */
  onRowClick?(entity: T): void;
  /** 'page': the shell's toolbar search; 'inline': a search field in the header; 'none'. */
  search?: 'page' | 'inline' | 'none';
  /** Multi-select with checkboxes (default: when group actions or delete exist). */
  selectable?: boolean;
  /** Rows that may be selected (default: all), e.g. not the root rule chain. */
  canSelect?(entity: T): boolean;
  /** Extra `data-*` attributes of a row (what a row is, for host styling and tests). */
  rowAttributes?(entity: T): Record<`data-${string}`, string | undefined>;
  /** Hide add/delete/edit everywhere (the `readonly` attribute of the list elements). */
  readonly?: boolean;
}
