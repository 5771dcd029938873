/**
 * cards.timeseries_table: per entity (a tab each when there are several), one row per timestamp with a column per
 * data key; settings showTimestamp / showMilliseconds, hideEmptyLines, useEntityLabel, search, paging, cell style
 * and content functions (sandbox).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { cellContent, cellStyle } from '../common/cell-functions';
import { DataTable, type Column } from '../common/data-table';
import { boolSetting, numSetting } from '../common/format';
import { sanitizeHtml } from '../common/sanitize';
import { useWidgetFormat } from '../common/use-format';
import { NoData, useUserFunction } from '../common/widget-ui';
import type { DataKeyConfig, DatasourceData, WidgetProps } from '../widget-contract';

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
  & button {
    font: inherit;
    border: 0;
    background: none;
    color: inherit;
    padding: 8px 12px;
    cursor: pointer;
    border-bottom: 2px solid transparent;
  }
  & button[aria-selected='true'] {
    border-bottom-color: var(--iot-color-primary, #305680);
    font-weight: 500;
  }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

interface TsRow {
  ts: number;
  values: (unknown | undefined)[];
}

function rowsOf(d: DatasourceData, hideEmpty: boolean): TsRow[] {
  const byTs = new Map<number, TsRow>();
  d.keys.forEach((k, ki) => {
    for (let i = 0; i < k.ts.length; i++) {
      const ts = k.ts[i]!;
      let r = byTs.get(ts);
      if (!r) byTs.set(ts, (r = { ts, values: new Array(d.keys.length).fill(undefined) }));
      r.values[ki] = k.values[i];
    }
  });
  const rows = [...byTs.values()];
  return hideEmpty ? rows.filter((r) => r.values.every((v) => v !== undefined && v !== '')) : rows;
}

function ValueCell({ k, value, row }: { k: DataKeyConfig; value: unknown; row: TsRow }) {
  const s = k.settings as { useCellContentFunction?: boolean; cellContentFunction?: string };
  const fn = useUserFunction(s.cellContentFunction, ['value', 'rowData', 'ctx'], s.useCellContentFunction === true);
  const fmt = useWidgetFormat();
  const html = cellContent(fn, value, row);
  if (html !== null) return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
  return <>{fmt.value(value, typeof value === 'number' ? k.decimals : undefined, k.units)}</>;
}

export function TimeseriesTableWidget({ data, settings, config, services }: WidgetProps) {
  const { t } = useTranslation();
  const fmt = useWidgetFormat();
  const [tab, setTab] = useState(0);
  const keys = config.datasources[0]?.dataKeys ?? data[0]?.keys.map((k) => k.key) ?? [];
  const styleFns = keys.map((k) => {
    const s = k.settings as { useCellStyleFunction?: boolean; cellStyleFunction?: string };
    return useUserFunction(s.cellStyleFunction, ['value', 'rowData', 'ctx'], s.useCellStyleFunction === true);
  });
  const current = data[Math.min(tab, data.length - 1)];
  const hideEmpty = boolSetting(settings.hideEmptyLines);
  const rows = useMemo(() => (current ? rowsOf(current, hideEmpty) : []), [current, hideEmpty]);
  if (!current) return <NoData />;
  const millis = boolSetting(settings.showMilliseconds);
  const columns: Column<TsRow>[] = [];
  if (settings.showTimestamp !== false)
    columns.push({
      id: 'ts',
      title: t('widget.timestamp'),
      width: millis ? '190px' : '170px',
      sortValue: (r) => r.ts,
      render: (r) => fmt.dateTime(r.ts, millis),
    });
  current.keys.forEach((k, i) =>
    columns.push({
      id: `k${i}`,
      title: k.key.label,
      sortValue: (r) =>
        typeof r.values[i] === 'number'
          ? (r.values[i] as number)
          : r.values[i] === undefined
            ? null
            : String(r.values[i]),
      render: (r) => <ValueCell k={k.key} value={r.values[i]} row={r} />,
      style: (r) => cellStyle(styleFns[i] ?? null, r.values[i], r),
    }),
  );
  const label = (d: DatasourceData) => (boolSetting(settings.useEntityLabel) ? d.entity?.label || d.name : d.name);
  return (
    <Wrap data-testid="timeseries-table">
      {data.length > 1 ? (
        <Tabs role="tablist">
          {data.map((d, i) => (
            <button
              key={`${d.index}-${d.entity?.id ?? i}`}
              role="tab"
              type="button"
              aria-selected={i === tab}
              onClick={() => setTab(i)}
            >
              {label(d)}
            </button>
          ))}
        </Tabs>
      ) : null}
      <DataTable
        rows={rows}
        rowKey={(r) => String(r.ts)}
        columns={columns}
        searchText={(r) => r.values.join(' ')}
        searchSlot={services.headerSlot}
        enableSearch={settings.enableSearch !== false}
        pagination={settings.displayPagination !== false}
        pageSize={numSetting(settings.defaultPageSize, 10)}
        defaultSort="-ts"
      />
    </Wrap>
  );
}
