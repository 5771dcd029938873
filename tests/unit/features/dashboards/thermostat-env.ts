// A widget subscription's environment for unit tests: one alias, 'Devices', resolving to the thermostat device type,
// no key filters or timewindow, and a data source that hands every entity data subscription (its command and its
// state callback) to the test.
import type { EntityDataCmd, EntityDataState } from '../../../../src/api/telemetry-ws-protocol';
import type { DashboardDataSource } from '../../../../src/features/dashboards/data/data-source';
import type { SubscriptionEnv } from '../../../../src/features/dashboards/runtime/widget-subscription';

export type OnEntityData = (cmd: Omit<EntityDataCmd, 'cmdId'>, onState: (state: EntityDataState) => void) => void;

export function thermostatEnv(onEntityData: OnEntityData, resolveMultiple = false): SubscriptionEnv {
  const dataSource = {
    subscribeEntityData: (cmd: Omit<EntityDataCmd, 'cmdId'>, onState: (state: EntityDataState) => void) => {
      onEntityData(cmd, onState);
      return { update: () => undefined, unsubscribe: () => undefined };
    },
    maxDatapointsLimit: () => 500,
  } as unknown as DashboardDataSource;
  return {
    dataSource,
    resolveAlias: () => ({
      aliasName: 'Devices',
      resolved: {
        entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
        resolveMultiple,
        stateEntity: false,
      },
    }),
    keyFilters: () => [],
    timewindow: () => null,
    serverOffset: () => 0,
    now: () => Date.now(),
  };
}
