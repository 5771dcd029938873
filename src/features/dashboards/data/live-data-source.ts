/**
 * The live data source: the page's shared telemetry WebSocket for subscriptions, REST for the rest. Used by the
 * `/dashboards/:id` pages and `<iot-dashboard>`; tests use their own DashboardDataSource.
 */
import { getServerTime } from '../../../api/dashboards';
import { findEntityData } from '../../../api/entity-query';
import { getAttributes, getLatestTimeseries, saveAttributes, saveTimeseries } from '../../../api/telemetry';
import { getTelemetrySocket } from '../../../api/telemetry-ws';
import { getSession } from '../../../session/session';
import type { DashboardDataSource } from './data-source';
import { sharedByQuery, sharedEntityData } from './shared-entity-data';

export interface LiveDataSourceOptions {
  maxDatapointsLimit: () => number;
  onError?: (message: string) => void;
}

const actions = () => import('./live-actions');

export function createLiveDataSource(options: LiveDataSourceOptions): DashboardDataSource {
  const socket = getTelemetrySocket({
    pageOrigin: globalThis.location?.origin ?? 'http://localhost',
    onError: options.onError,
  });
  return {
    // Widgets asking for the same data share one subscription.
    subscribeEntityData: sharedEntityData((cmd, onState, reduce) => socket.subscribeEntityData(cmd, onState, reduce)),
    subscribeAlarmData: sharedByQuery((query, onState) => socket.subscribeAlarmData(query, onState)),
    subscribeEntityCount: sharedByQuery((query, onCount) => socket.subscribeEntityCount(query, onCount)),
    status: () => socket.status,
    preconnect: () => socket.preconnect(),
    onStatus: (l) => socket.onStatus(l),
    serverTime: () => getServerTime(),
    maxDatapointsLimit: options.maxDatapointsLimit,
    findEntities: (query) => findEntityData(query, { ignoreLoading: true }),
    rpc: async (deviceId, oneway, body) => {
      const a = await actions();
      return oneway ? a.sendOneWayRpc(deviceId, body) : a.sendTwoWayRpc(deviceId, body);
    },
    saveAttributes: (type, id, scope, values) => saveAttributes(type, id, scope, values),
    saveTimeseries: (type, id, values) => saveTimeseries(type, id, values),
    ackAlarm: async (id) => (await actions()).ackAlarm(id),
    clearAlarm: async (id) => (await actions()).clearAlarm(id),
    claimDevice: async (name, secret) => (await actions()).claimDevice(name, secret),
    getAttributes: async (type, id, scope, keys) =>
      Object.fromEntries(
        (await getAttributes(type, id, scope, keys, { ignoreLoading: true })).map((a) => [a.key, a.value]),
      ),
    getLatestTimeseries: async (type, id, keys) => {
      const data = await getLatestTimeseries(type, id, keys, false, { ignoreLoading: true });
      return Object.fromEntries(Object.entries(data).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));
    },
  };
}

/** The page-wide live data source (one per page, over the shared socket). */
let live: DashboardDataSource | null = null;
export function liveDataSource(): DashboardDataSource {
  return (live ??= createLiveDataSource({ maxDatapointsLimit: () => getSession().getSnapshot().maxDatapointsLimit }));
}
