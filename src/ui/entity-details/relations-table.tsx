/**
 * Relations tab of an entity: the relations from or to the entity in one
 * type group, as an EntityTable (the list arrives whole and is paged, sorted and searched here); add, edit
 * (additional info) and delete, with the relation-type autocomplete. Data comes through `source`.
 */
import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDialogs } from '../dialog/dialog-service';
import type { EntityAutocompleteProps } from '../entity/entity-autocomplete';
import { entityTypeKey, type EntityRef } from '../entity/entity-types';
import { EditIcon } from '../icons/entity-icons';
import { EntityTable } from '../entity-table/entity-table';
import type {
  EntityColumn,
  EntityTableConfig,
  HeaderFilter,
  TablePageData,
  TablePageLink,
} from '../entity-table/entity-table-types';
import { Select } from '../select/select';
import { RelationDialog } from './relation-dialog';
import type { RelationRow } from './relation-row';
import { naturalCompareLoose } from '../../lib/natural-compare';

export type { RelationRow };

/** Where the relations tab gets and puts its data. */
export interface RelationsSource extends Pick<EntityAutocompleteProps, 'search' | 'load'> {
  find(
    entity: EntityRef,
    direction: 'FROM' | 'TO',
    typeGroup: string,
    signal: AbortSignal,
  ): Promise<readonly RelationRow[]>;
  save(relation: RelationRow): Promise<void>;
  remove(relation: RelationRow): Promise<void>;
}

export interface RelationsTableProps {
  entity: EntityRef;
  source: RelationsSource;
  /** Entity types the other end may have (depends on the viewer's role; the caller decides). */
  allowedTypes: readonly string[];
  readonly?: boolean;
}

export const RELATION_GROUPS = ['COMMON', 'ALARM', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE', 'EDGE'] as const;

/** Page, sort and search a whole list of relations in memory. */
export function relationPage(
  rows: readonly RelationRow[],
  link: TablePageLink,
  direction: 'FROM' | 'TO',
): TablePageData<RelationRow> {
  const other = (r: RelationRow) =>
    direction === 'FROM' ? { ref: r.to, name: r.toName } : { ref: r.from, name: r.fromName };
  const search = link.textSearch?.toLowerCase() ?? '';
  let list = search ? rows.filter((r) => `${r.type} ${other(r).name ?? ''}`.toLowerCase().includes(search)) : [...rows];
  const sort = link.sortOrder;
  if (sort) {
    const value = (r: RelationRow) =>
      sort.property === 'type'
        ? r.type
        : sort.property === 'entityType'
          ? other(r).ref.entityType
          : (other(r).name ?? '');
    const dir = sort.direction === 'DESC' ? -1 : 1;
    list = list.sort((a, b) => dir * naturalCompareLoose(value(a), value(b)));
  }
  const start = link.page * link.pageSize;
  return {
    data: list.slice(start, start + link.pageSize),
    totalElements: list.length,
    totalPages: Math.ceil(list.length / link.pageSize),
    hasNext: start + link.pageSize < list.length,
  };
}

const rowId = (r: RelationRow) => `${r.from.id}|${r.type}|${r.typeGroup ?? 'COMMON'}|${r.to.id}`;

/** Direction (from / to the entity) and relation type group selects. */
function relationFilters(t: TFunction): HeaderFilter[] {
  return [
    {
      key: 'direction',
      initial: 'FROM',
      render: (value, onChange) => (
        <Select<string>
          label={t('relation.direction')}
          value={value as string}
          onChange={onChange}
          options={[
            { value: 'FROM', label: t('relation.from') },
            { value: 'TO', label: t('relation.to') },
          ]}
          testId="relation-direction"
        />
      ),
    },
    {
      key: 'group',
      initial: 'COMMON',
      render: (value, onChange) => (
        <Select<string>
          label={t('relation.type-group')}
          value={value as string}
          onChange={onChange}
          options={RELATION_GROUPS.map((g) => ({
            value: g,
            label: t(`relation.group-${g.toLowerCase().replace('_', '-')}`),
          }))}
          testId="relation-group"
        />
      ),
    },
  ];
}

/** Type, then the other end's entity type and name ("to" columns for the FROM direction, "from" ones for TO). */
function relationColumns(t: TFunction, from: boolean): EntityColumn<RelationRow>[] {
  return [
    { key: 'type', title: t('relation.type'), sortable: true, cell: (r) => r.type },
    {
      key: 'entityType',
      title: from ? t('relation.to-entity-type') : t('relation.from-entity-type'),
      sortable: true,
      cell: (r) => t(entityTypeKey((from ? r.to : r.from).entityType)),
    },
    {
      key: 'name',
      title: from ? t('relation.to-entity-name') : t('relation.from-entity-name'),
      sortable: true,
      cell: (r) => (from ? r.toName : r.fromName) ?? '',
    },
  ];
}

export function RelationsTable({ entity, source, allowedTypes, readonly }: RelationsTableProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const known = useRef<string[]>([]);
  const current = useRef<{ direction: 'FROM' | 'TO'; group: string }>({ direction: 'FROM', group: 'COMMON' });
  const config = useMemo<EntityTableConfig<RelationRow>>(() => {
    const open = (direction: 'FROM' | 'TO', group: string, relation: RelationRow | undefined, reload: () => void) =>
      dialogs.open<void>((close) => (
        <RelationDialog
          direction={direction}
          entity={entity}
          relation={relation}
          allowedTypes={allowedTypes}
          knownTypes={known.current}
          typeGroup={group}
          search={source.search}
          load={source.load}
          onSave={async (r) => {
            await source.save(r);
            reload();
          }}
          onClose={() => close()}
        />
      ));
    return {
      id: 'relations',
      title: t('relation.relations'),
      queryKey: ['relations', entity.entityType, entity.id],
      getId: rowId,
      getName: (r) => `${r.type} ${r.toName ?? ''}`,
      defaultSort: { property: 'type', direction: 'ASC' },
      search: 'inline',
      filters: relationFilters(t),
      columns: (f) => relationColumns(t, f.direction !== 'TO'),
      fetchPage: async (link, f, signal) => {
        const c = {
          direction: f.direction === 'TO' ? ('TO' as const) : ('FROM' as const),
          group: String(f.group ?? 'COMMON'),
        };
        current.current = c;
        const rows = await source.find(entity, c.direction, c.group, signal);
        known.current = [...new Set([...known.current, ...rows.map((r) => r.type)])];
        return relationPage(rows, link, c.direction);
      },
      readonly,
      addActions: [
        {
          id: 'add-relation',
          label: t('relation.add'),
          onAction: (api) => open(current.current.direction, current.current.group, undefined, api.reload),
        },
      ],
      cellActions: [
        {
          id: 'edit-relation',
          label: t('relation.edit'),
          icon: EditIcon,
          onAction: (r, api) => open(current.current.direction, current.current.group, r, api.reload),
        },
      ],
      deleteEntity: (r) => source.remove(r),
      texts: {
        noEntities: t('relation.no-relations'),
        selected: (count) => t('relation.selected-relations', { count }),
        deleteTitle: (r) => t('relation.delete-title', { type: r.type }),
        deleteText: () => t('relation.delete-text'),
        deleteManyTitle: (count) => t('relation.delete-many-title', { count }),
        deleteManyText: () => t('relation.delete-many-text'),
      },
    };
  }, [entity, source, allowedTypes, readonly, t, dialogs]);
  return <EntityTable config={config} flat testId="relations-table" />;
}
