/**
 * Public entry of `<iot-alarm-table>`: ThingsBoard's alarm table as a standalone panel. With an
 * entity (`entityType` + `entityId`) it lists that entity's alarms (originator or propagated to), without one every
 * alarm the signed-in user may see (the tenant's, or a customer user's customer's). Callbacks become the element's
 * `iot-alarm-select`, `iot-alarm-ack` and `iot-alarm-clear` events.
 */
import { useMemo } from 'react';
import { ackAlarm, clearAlarm, getAllAlarms, getEntityAlarms } from '../../api/alarms';
import { useSession } from '../../session/use-session';
import { parseSearchStatus, type AlarmRow } from '../../ui/entity-details/alarm-model';
import { AlarmTable, type AlarmSource } from '../../ui/entity-details/alarm-table';

/** Detail of `iot-alarm-select`: the alarm, small and serialisable. */
export interface AlarmEventDetail {
  id: string;
  type: string;
  severity: string;
  status: string;
  createdTime: number;
  originator: { entityType: string; id: string };
  originatorName?: string | null;
}

export interface AlarmTableFeatureProps {
  entityType?: string;
  entityId?: string;
  /** ANY (default), ACTIVE, CLEARED, ACK or UNACK. */
  searchStatus?: string;
  pageSize?: number;
  readonly?: boolean;
  onAlarmSelect?(detail: AlarmEventDetail): void;
  onAlarmAck?(detail: { ids: string[] }): void;
  onAlarmClear?(detail: { ids: string[] }): void;
}

/** The event detail of an alarm row. */
export function alarmDetail(a: AlarmRow): AlarmEventDetail {
  return {
    id: a.id.id,
    type: a.type,
    severity: a.severity,
    status: a.status,
    createdTime: a.createdTime,
    originator: { ...a.originator },
    originatorName: a.originatorName ?? null,
  };
}

export function AlarmTableFeature({
  entityType,
  entityId,
  searchStatus,
  pageSize,
  readonly,
  onAlarmSelect,
  onAlarmAck,
  onAlarmClear,
}: AlarmTableFeatureProps) {
  const session = useSession();
  const entity = entityType && entityId ? { entityType: entityType.toUpperCase(), id: entityId } : null;
  const entityKey = entity ? `${entity.entityType}:${entity.id}` : 'all';
  const source = useMemo<AlarmSource>(
    () => ({
      fetch: (link, status, signal) =>
        entity
          ? getEntityAlarms(entity, link, { searchStatus: status, fetchOriginator: true }, { signal })
          : getAllAlarms(link, { searchStatus: status, fetchOriginator: true }, { signal }),
      ack: (id) => ackAlarm(id),
      clear: (id) => clearAlarm(id),
    }),
    [entityKey], // `entity` is rebuilt every render; its key is what matters
  );
  const queryKey = useMemo(() => ['alarms', entityKey], [entityKey]);
  const ids = (rows: readonly AlarmRow[]) => ({ ids: rows.map((r) => r.id.id) });
  return (
    <AlarmTable
      key={entityKey}
      queryKey={queryKey}
      source={source}
      searchStatus={parseSearchStatus(searchStatus)}
      readonly={readonly}
      pageSize={pageSize}
      scope={session.authUser?.userId}
      flat={false}
      onSelect={(a) => onAlarmSelect?.(alarmDetail(a))}
      onAck={(rows) => onAlarmAck?.(ids(rows))}
      onClear={(rows) => onAlarmClear?.(ids(rows))}
      testId="alarm-table"
    />
  );
}
