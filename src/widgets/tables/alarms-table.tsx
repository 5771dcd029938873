/**
 * alarm_widgets.alarms_table: the alarms of the widget's alarm source — one column per alarm data key (created
 * time, originator, type, severity in its colour, status), search, sorting, paging, selection with bulk
 * acknowledge / clear, per-row details, acknowledge and clear (confirmed), and the `rowClick` action.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { ActionIcon } from '../common/action-buttons';
import { cellContent, cellStyle } from '../common/cell-functions';
import { SEVERITY_COLORS } from '../common/colors';
import { DataTable, type Column } from '../common/data-table';
import { boolSetting, numSetting, strSetting } from '../common/format';
import { sanitizeHtml } from '../common/sanitize';
import { useWidgetFormat } from '../common/use-format';
import { useUserFunction } from '../common/widget-ui';
import type { AlarmRow, DataKeyConfig, WidgetProps } from '../widget-contract';

// The dialog (details, acknowledge/clear confirmation) and floating-ui behind it load on the first use.
const Dialog = lazy(() => import('../../ui/dialog/dialog').then((m) => ({ default: m.Dialog })));

const TIME_FIELDS = new Set([
  'createdTime',
  'startTime',
  'startTs',
  'endTime',
  'endTs',
  'ackTime',
  'ackTs',
  'clearTime',
  'clearTs',
]);

function fieldValue(row: AlarmRow, name: string): unknown {
  switch (name) {
    case 'createdTime':
      return row.createdTime;
    case 'startTime':
    case 'startTs':
      return row.startTs;
    case 'endTime':
    case 'endTs':
      return row.endTs;
    case 'ackTime':
    case 'ackTs':
      return row.ackTs;
    case 'clearTime':
    case 'clearTs':
      return row.clearTs;
    case 'originator':
      return row.originatorName;
    case 'originatorType':
      return row.originator.entityType;
    case 'type':
      return row.type;
    case 'severity':
      return row.severity;
    case 'status':
      return row.status;
    case 'details':
      return row.details ? JSON.stringify(row.details) : '';
    default:
      return row.values[name];
  }
}

function AlarmCell({ k, row }: { k: DataKeyConfig; row: AlarmRow }) {
  const { t } = useTranslation();
  const fmt = useWidgetFormat();
  const s = k.settings as { useCellContentFunction?: boolean; cellContentFunction?: string };
  const fn = useUserFunction(s.cellContentFunction, ['value', 'alarm', 'ctx'], s.useCellContentFunction === true);
  const v = fieldValue(row, k.name);
  const html = cellContent(fn, v, row);
  if (html !== null) return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
  if (TIME_FIELDS.has(k.name)) return <>{typeof v === 'number' && v > 0 ? fmt.dateTime(v) : ''}</>;
  if (k.name === 'severity')
    return <b style={{ color: SEVERITY_COLORS[String(v)] }}>{t(`alarm.severity-${String(v).toLowerCase()}`)}</b>;
  if (k.name === 'status') return <>{t(`alarm.status-${String(v).toLowerCase().replace(/_/g, '-')}`)}</>;
  return <>{fmt.value(v, typeof v === 'number' ? k.decimals : undefined, k.units)}</>;
}

type Pending = { kind: 'ack' | 'clear'; ids: string[] } | { kind: 'details'; row: AlarmRow } | null;

/** The selection checkbox column (when enabled) and one column per visible alarm data key, with its style function. */
function useAlarmColumns(
  keys: DataKeyConfig[],
  selection: boolean,
  selected: Set<string>,
  setSelected: (update: (s: Set<string>) => Set<string>) => void,
): Column<AlarmRow>[] {
  const { t } = useTranslation();
  const styleFns = keys.map((k) => {
    const s = k.settings as { useCellStyleFunction?: boolean; cellStyleFunction?: string };
    return useUserFunction(s.cellStyleFunction, ['value', 'alarm', 'ctx'], s.useCellStyleFunction === true);
  });
  const columns: Column<AlarmRow>[] = [];
  if (selection) {
    columns.push({
      id: '__select',
      title: '',
      width: '40px',
      sortValue: () => null,
      render: (r) => (
        <input
          type="checkbox"
          aria-label={t('widget.select-alarm')}
          checked={selected.has(r.id)}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) =>
            setSelected((s) => (e.target.checked ? new Set(s).add(r.id) : new Set([...s].filter((x) => x !== r.id))))
          }
        />
      ),
    });
  }
  keys.forEach((k, i) => {
    if ((k.settings as { defaultColumnVisibility?: string }).defaultColumnVisibility === 'hidden') return;
    columns.push({
      id: k.name,
      title: k.label,
      width: strSetting((k.settings as { columnWidth?: string }).columnWidth) || undefined,
      sortValue: (r) => fieldValue(r, k.name) as string | number,
      render: (r) => <AlarmCell k={k} row={r} />,
      style: (r) => cellStyle(styleFns[i]!, fieldValue(r, k.name), r),
    });
  });
  return columns;
}

type Permissions = { details: boolean; canAck: boolean; canClear: boolean };

/** A row's buttons: details, acknowledge (unacknowledged alarms) and clear (active alarms). */
function AlarmRowActions({
  row,
  allow,
  setPending,
}: {
  row: AlarmRow;
  allow: Permissions;
  setPending: (pending: Pending) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {allow.details ? (
        <button
          type="button"
          className="iot-row-btn"
          title={t('widget.alarm-details')}
          aria-label={t('widget.alarm-details')}
          onClick={() => setPending({ kind: 'details', row })}
        >
          <ActionIcon name="more_horiz" />
        </button>
      ) : null}
      {allow.canAck && row.status.endsWith('UNACK') ? (
        <button
          type="button"
          className="iot-row-btn"
          title={t('widget.acknowledge')}
          aria-label={t('widget.acknowledge')}
          onClick={() => setPending({ kind: 'ack', ids: [row.id] })}
          data-testid="alarm-ack"
        >
          <ActionIcon name="done" />
        </button>
      ) : null}
      {allow.canClear && row.status.startsWith('ACTIVE') ? (
        <button
          type="button"
          className="iot-row-btn"
          title={t('widget.clear')}
          aria-label={t('widget.clear')}
          onClick={() => setPending({ kind: 'clear', ids: [row.id] })}
          data-testid="alarm-clear"
        >
          <ActionIcon name="clear" />
        </button>
      ) : null}
    </>
  );
}

/** Acknowledge / clear for every selected alarm, in the table's header. */
function BulkActions({
  selected,
  allow,
  setPending,
}: {
  selected: Set<string>;
  allow: Permissions;
  setPending: (pending: Pending) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {allow.canAck ? (
        <Button $variant="text" onClick={() => setPending({ kind: 'ack', ids: [...selected] })}>
          {t('widget.acknowledge')}
        </Button>
      ) : null}
      {allow.canClear ? (
        <Button $variant="text" onClick={() => setPending({ kind: 'clear', ids: [...selected] })}>
          {t('widget.clear')}
        </Button>
      ) : null}
    </>
  );
}

/** The details of one alarm, or the confirmation of acknowledging / clearing some. */
function AlarmDialog({
  pending,
  onClose,
  onConfirm,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={
          pending.kind === 'details'
            ? t('widget.alarm-details')
            : pending.kind === 'ack'
              ? t('widget.acknowledge-title', { count: pending.ids.length })
              : t('widget.clear-title', { count: pending.ids.length })
        }
        actions={
          pending.kind === 'details' ? (
            <Button onClick={onClose}>{t('action.close')}</Button>
          ) : (
            <>
              <Button $variant="text" onClick={onClose}>
                {t('action.cancel')}
              </Button>
              <Button onClick={onConfirm} data-testid="alarm-confirm">
                {t('action.ok')}
              </Button>
            </>
          )
        }
      >
        {pending.kind === 'details' ? (
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {JSON.stringify({ ...pending.row, values: undefined }, null, 2)}
          </pre>
        ) : null}
      </Dialog>
    </Suspense>
  );
}

export function AlarmsTableWidget({ alarms, config, settings, services }: WidgetProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const keys = useMemo(() => config.alarmSource?.dataKeys ?? [], [config.alarmSource]);
  const selection = boolSetting(settings.enableSelection, true);
  const columns = useAlarmColumns(keys, selection, selected, setSelected);
  const rows = alarms?.rows ?? [];
  const allow: Permissions = {
    details: settings.displayDetails !== false,
    canAck: boolSetting(settings.allowAcknowledgment, true),
    canClear: boolSetting(settings.allowClear, true),
  };
  const confirm = async () => {
    if (!pending || pending.kind === 'details') return setPending(null);
    const run = pending.kind === 'ack' ? services.ackAlarm : services.clearAlarm;
    setPending(null);
    try {
      await Promise.all(pending.ids.map((id) => run(id)));
      setSelected(new Set());
    } catch (e) {
      services.notify(String((e as Error).message ?? e), 'error');
    }
  };
  return (
    <>
      <DataTable
        testId="alarms-table"
        searchSlot={services.headerSlot}
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        searchText={(r) => `${r.type} ${r.severity} ${r.status} ${r.originatorName}`}
        enableSearch={settings.enableSearch !== false}
        pagination={settings.displayPagination !== false}
        pageSize={numSetting(settings.defaultPageSize, 10)}
        defaultSort={strSetting(settings.defaultSortOrder, '-createdTime')}
        onRowClick={
          services.actionsFor('rowClick').length
            ? (r) =>
                services.action('rowClick', {
                  id: r.originator.id,
                  entityType: r.originator.entityType,
                  name: r.originatorName,
                  label: '',
                })
            : undefined
        }
        rowActions={(r) => <AlarmRowActions row={r} allow={allow} setPending={setPending} />}
        headerExtra={
          selection && selected.size ? <BulkActions selected={selected} allow={allow} setPending={setPending} /> : null
        }
      />
      {pending !== null ? (
        <AlarmDialog pending={pending} onClose={() => setPending(null)} onConfirm={() => void confirm()} />
      ) : null}
    </>
  );
}
