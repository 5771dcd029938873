/**
 * The dashboard runtime's data seam. The live implementation (live-data-source.ts) speaks ThingsBoard's telemetry
 * WebSocket and REST; tests inject their own implementation of this interface (a generator of protocol messages
 * fed through the same reducers), never an in-browser fake server.
 */
import type {
  AlarmDataQuery,
  EntityCountQuery,
  EntityData,
  EntityDataQuery,
  PageData,
} from '../../../api/entity-query';
import type { WsStatus } from '../../../api/telemetry-ws';
import type { AlarmDataState, EntityDataCmd, EntityDataState, ReduceOptions } from '../../../api/telemetry-ws-protocol';

export type { WsStatus };

/** An entity-data subscription: `update` re-sends its parts (new timewindow), `unsubscribe` ends it. */
export interface DataSubscription {
  update(cmd: Omit<EntityDataCmd, 'cmdId'>): void;
  unsubscribe(): void;
}

export interface DashboardDataSource {
  subscribeEntityData(
    cmd: Omit<EntityDataCmd, 'cmdId'>,
    onState: (state: EntityDataState) => void,
    reduceOptions: () => ReduceOptions,
  ): DataSubscription;
  subscribeAlarmData(query: AlarmDataQuery, onState: (state: AlarmDataState) => void): () => void;
  subscribeEntityCount(query: EntityCountQuery, onCount: (count: number) => void): () => void;
  /** Connection state for the live / stale / reconnecting indicator. */
  status(): WsStatus;
  onStatus(listener: (status: WsStatus) => void): () => void;
  /** Server time in epoch ms (clock offset). */
  /** Open the connection ahead of the first subscription (optional: only live sources have one). */
  preconnect?(): void;
  serverTime(): Promise<number>;
  /** The server's max datapoints limit. */
  maxDatapointsLimit(): number;
  /** One page of an entity data query over REST (entity selector, name lookups, related entities). */
  findEntities(query: EntityDataQuery): Promise<PageData<EntityData>>;
  rpc(
    deviceId: string,
    oneway: boolean,
    body: { method: string; params?: unknown; timeout?: number; persistent?: boolean },
  ): Promise<unknown>;
  saveAttributes(
    entityType: string,
    entityId: string,
    scope: 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'CLIENT_SCOPE',
    values: Record<string, unknown>,
  ): Promise<void>;
  saveTimeseries(entityType: string, entityId: string, values: Record<string, unknown>): Promise<void>;
  ackAlarm(alarmId: string): Promise<void>;
  clearAlarm(alarmId: string): Promise<void>;
  claimDevice(deviceName: string, secretKey: string): Promise<'SUCCESS' | 'FAILURE' | 'CLAIMED'>;
  getAttributes(
    entityType: string,
    entityId: string,
    scope: 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'CLIENT_SCOPE',
    keys?: string[],
  ): Promise<Record<string, unknown>>;
  getLatestTimeseries(
    entityType: string,
    entityId: string,
    keys?: string[],
  ): Promise<Record<string, { ts: number; value: unknown }>>;
}
