/** Which widgets use an alias or a filter (datasources, alarm source, RPC target aliases). */
import { describe, expect, it } from 'vitest';
import { widgetsUsing } from '../../../../../../src/features/dashboards/editor/shared/widget-usage';

const dashboard = {
  configuration: {
    widgets: {
      w1: {
        id: 'w1',
        config: { title: 'Chart', datasources: [{ type: 'entity', entityAliasId: 'A', filterId: 'F' }] },
      },
      w2: { id: 'w2', config: { title: 'Alarms', alarmSource: { entityAliasId: 'B' } } },
      w3: { id: 'w3', config: { title: 'Knob', targetDeviceAliasIds: ['C'] } },
    },
  },
};

describe('widgetsUsing', () => {
  it('finds widgets by alias and by filter', () => {
    expect(widgetsUsing(dashboard, 'entityAliasId', 'A')).toEqual(['Chart']);
    expect(widgetsUsing(dashboard, 'entityAliasId', 'B')).toEqual(['Alarms']);
    expect(widgetsUsing(dashboard, 'entityAliasId', 'C')).toEqual(['Knob']);
    expect(widgetsUsing(dashboard, 'filterId', 'F')).toEqual(['Chart']);
    expect(widgetsUsing(dashboard, 'filterId', 'C')).toEqual([]);
    expect(
      widgetsUsing(
        { configuration: { widgets: [{ id: 'x', config: { datasources: [{ entityAliasId: 'Z' }] } }] } },
        'entityAliasId',
        'Z',
      ),
    ).toEqual(['x']);
  });
});
