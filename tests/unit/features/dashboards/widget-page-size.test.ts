// What a widget's subscriptions ask for: a widget that paints the first entity only (a value card, a gauge) asks a
// multiple-entity alias for one entity; a table or chart asks for the datasource page.
import { describe, expect, it } from 'vitest';
import type { EntityDataCmd } from '../../../../src/api/telemetry-ws-protocol';
import { parseDashboard } from '../../../../src/features/dashboards/model/dashboard-model';
import { createFrameScheduler } from '../../../../src/features/dashboards/runtime/frame-scheduler';
import { MULTIPLE_ENTITIES_PAGE_SIZE } from '../../../../src/features/dashboards/runtime/query-builders';
import { WidgetStore } from '../../../../src/features/dashboards/runtime/widget-store';
import { emptySnapshot, WidgetSubscription } from '../../../../src/features/dashboards/runtime/widget-subscription';
import { thermostatEnv } from './thermostat-env';

function widget(bundleAlias: string, typeAlias: string, resolveMultiple: boolean) {
  const model = parseDashboard({
    title: 'd',
    configuration: {
      entityAliases: {
        a: { id: 'a', alias: 'Devices', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple } },
      },
      widgets: {
        w: {
          id: 'w',
          bundleAlias,
          typeAlias,
          type: 'latest',
          config: {
            datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [{ name: 't', type: 'timeseries' }] }],
          },
        },
      },
      states: { default: { name: 'd', root: true, layouts: { main: { widgets: { w: {} } } } } },
    },
  });
  return model.widgets.w!;
}

/** The page size of the first entity data command a widget of this type sends. */
function pageSizeOf(bundleAlias: string, typeAlias: string, resolveMultiple = true): number {
  const cmds: Omit<EntityDataCmd, 'cmdId'>[] = [];
  const env = thermostatEnv((cmd) => cmds.push(cmd), resolveMultiple);
  const store = new WidgetStore(
    emptySnapshot(),
    createFrameScheduler(() => 0),
  );
  const sub = new WidgetSubscription(widget(bundleAlias, typeAlias, resolveMultiple), env, store);
  sub.start();
  sub.stop();
  expect(cmds).toHaveLength(1);
  return cmds[0]?.query?.pageLink.pageSize ?? -1;
}

describe('widget subscription page size', () => {
  it('a value card or gauge over a multiple-entity alias asks for its first entity only', () => {
    expect(pageSizeOf('cards', 'simple_card')).toBe(1);
    expect(pageSizeOf('digital_gauges', 'gauge_justgage')).toBe(1);
    expect(pageSizeOf('analogue_gauges', 'radial_gauge_canvas_gauges')).toBe(1);
    expect(pageSizeOf('cards', 'label_widget')).toBe(1);
  });

  it('widgets that show every entity ask for the datasource page', () => {
    expect(pageSizeOf('cards', 'attributes_card')).toBe(MULTIPLE_ENTITIES_PAGE_SIZE);
    expect(pageSizeOf('charts', 'pie')).toBe(MULTIPLE_ENTITIES_PAGE_SIZE);
    expect(pageSizeOf('no_such_bundle', 'custom')).toBe(MULTIPLE_ENTITIES_PAGE_SIZE);
  });

  it('a single-entity alias asks for one entity whatever the widget', () => {
    expect(pageSizeOf('cards', 'attributes_card', false)).toBe(1);
  });
});
