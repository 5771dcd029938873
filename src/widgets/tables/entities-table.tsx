/**
 * cards.entities_table and the entity admin tables (device_admin_table, asset_admin_table): one row per entity of
 * every datasource; entity name / label / type columns per settings, one column per data key with its width,
 * visibility and cell style / content functions (sandbox); `rowClick` and `actionCellButton` actions; search,
 * sorting and paging per settings, on the server when the runtime pages the data (`dataPage`: one page of a
 * single datasource, as ThingsBoard asks for it).
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cellContent, cellStyle, toStyle } from '../common/cell-functions';
import { DataTable, type Column } from '../common/data-table';
import { boolSetting, latestValue, numSetting, strSetting } from '../common/format';
import { sanitizeHtml } from '../common/sanitize';
import { callSafely, useUserFunction } from '../common/widget-ui';
import { ActionButtons } from '../common/action-buttons';
import { useWidgetFormat } from '../common/use-format';
import type { DataKeyConfig, DatasourceData, WidgetProps } from '../widget-contract';

interface Row {
  key: string;
  d: DatasourceData;
  values: Record<string, unknown>;
}

const CELL_ARGS = ['value', 'rowData', 'ctx'];

function KeyCell({ k, row }: { k: DataKeyConfig; row: Row }) {
  const s = k.settings as { useCellContentFunction?: boolean; cellContentFunction?: string };
  const fn = useUserFunction(s.cellContentFunction, CELL_ARGS, s.useCellContentFunction === true);
  const fmt = useWidgetFormat();
  const value = row.values[k.label];
  const html = cellContent(fn, value, row.values);
  if (html !== null) return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
  return <>{fmt.value(value, typeof value === 'number' ? k.decimals : undefined, k.units)}</>;
}

function useKeyColumns(keys: DataKeyConfig[]): Column<Row>[] {
  const styleFns = keys.map((k) => {
    const s = k.settings as { useCellStyleFunction?: boolean; cellStyleFunction?: string };
    return useUserFunction(s.cellStyleFunction, CELL_ARGS, s.useCellStyleFunction === true);
  });
  return keys
    .map((k, i) => ({ k, styleFn: styleFns[i]! }))
    .filter(({ k }) => (k.settings as { defaultColumnVisibility?: string }).defaultColumnVisibility !== 'hidden')
    .map(({ k, styleFn }) => ({
      id: `key:${k.name}`,
      title: k.label,
      width: strSetting((k.settings as { columnWidth?: string }).columnWidth, '') || undefined,
      sortValue: (r: Row) => {
        const v = r.values[k.label];
        return typeof v === 'number' ? v : v === undefined || v === null ? null : String(v);
      },
      render: (r: Row) => <KeyCell k={k} row={r} />,
      style: (r: Row) => cellStyle(styleFn, r.values[k.label], r.values),
    }));
}

export function EntitiesTableWidget({ data, settings, config, services, dataPage }: WidgetProps) {
  const { t } = useTranslation();
  const keys = useMemo(() => config.datasources[0]?.dataKeys ?? [], [config.datasources]);
  const rows: Row[] = useMemo(
    () =>
      data.map((d, i) => {
        const values: Record<string, unknown> = {
          entityName: d.entity?.name ?? d.name,
          entityLabel: d.entity?.label ?? '',
          entityType: d.entity?.entityType ?? '',
        };
        for (const k of d.keys) values[k.key.label] = latestValue(k);
        return { key: `${d.index}:${d.entity?.id ?? i}`, d, values };
      }),
    [data],
  );
  const rowStyleFn = useUserFunction(
    strSetting(settings.rowStyleFunction),
    ['entity', 'ctx'],
    boolSetting(settings.useRowStyleFunction),
  );
  const keyColumns = useKeyColumns(keys);
  const columns: Column<Row>[] = [];
  if (settings.displayEntityName !== false) {
    columns.push({
      id: 'entityName',
      title: strSetting(settings.entityNameColumnTitle) || t('widget.entity-name'),
      sortValue: (r) => String(r.values.entityName),
      render: (r) => String(r.values.entityName),
    });
  }
  if (boolSetting(settings.displayEntityLabel)) {
    columns.push({
      id: 'entityLabel',
      title: strSetting(settings.entityLabelColumnTitle) || t('widget.entity-label'),
      sortValue: (r) => String(r.values.entityLabel),
      render: (r) => String(r.values.entityLabel),
    });
  }
  if (boolSetting(settings.displayEntityType)) {
    columns.push({
      id: 'entityType',
      title: t('widget.entity-type'),
      sortValue: (r) => String(r.values.entityType),
      render: (r) =>
        t(`entity.type-${String(r.values.entityType).toLowerCase().replace(/_/g, '-')}`, String(r.values.entityType)),
    });
  }
  columns.push(...keyColumns);
  const cellActions = services.actionsFor('actionCellButton');
  return (
    <DataTable
      testId="entities-table"
      remote={dataPage}
      searchSlot={services.headerSlot}
      rows={rows}
      rowKey={(r) => r.key}
      columns={columns}
      searchText={(r) => Object.values(r.values).join(' ')}
      enableSearch={settings.enableSearch !== false}
      pagination={settings.displayPagination !== false}
      pageSize={numSetting(settings.defaultPageSize, 10)}
      defaultSort={strSetting(settings.defaultSortOrder, 'entityName')}
      onRowClick={services.actionsFor('rowClick').length ? (r) => services.action('rowClick', r.d.entity) : undefined}
      rowStyle={rowStyleFn ? (r) => toStyle(callSafely(rowStyleFn, null, r.values, null)) : undefined}
      rowActions={
        cellActions.length
          ? (r) => (
              <ActionButtons
                actions={cellActions}
                onAction={(a) => services.action('actionCellButton', r.d.entity, { actionId: a.id })}
              />
            )
          : undefined
      }
    />
  );
}
