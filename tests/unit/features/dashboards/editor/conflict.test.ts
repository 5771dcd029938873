import { describe, expect, it } from 'vitest';
import { changedOnServer } from '../../../../../src/features/dashboards/editor/conflict';
import { applyPart, readPart } from '../../../../../src/features/dashboards/editor/ops/part-ops';
import { sampleDashboard } from './fixtures';

describe('changedOnServer', () => {
  it('ignores key order and fields outside title/configuration', () => {
    const base = sampleDashboard();
    const reordered = JSON.parse(
      JSON.stringify({ configuration: base.configuration, title: base.title, id: base.id, createdTime: 5 }),
    );
    expect(changedOnServer(base, reordered)).toBe(false);
  });
  it('sees a changed title or configuration', () => {
    const base = sampleDashboard();
    expect(changedOnServer(base, { ...base, title: 'Renamed' })).toBe(true);
    expect(changedOnServer(base, applyPart(base, 'settings', { stateId: 'default' }, { showTitle: false }))).toBe(true);
  });
});

describe('parts', () => {
  it('reads and writes each part without touching the rest', () => {
    const raw = sampleDashboard();
    expect(readPart(raw, 'aliases', { stateId: 'default' })).toHaveProperty('a1');
    expect(readPart(raw, 'widget', { stateId: 'default', widgetId: 'w2' })).toHaveProperty('custom');
    expect(readPart(raw, 'layouts', { stateId: 'default' })).toHaveProperty('main');
    const next = applyPart(
      raw,
      'widget',
      { stateId: 'default' },
      { ...readPart(raw, 'widget', { stateId: 'default', widgetId: 'w2' }), title: 'T' },
    );
    expect(readPart(next, 'widget', { stateId: 'default', widgetId: 'w2' })).toMatchObject({
      title: 'T',
      custom: { keep: true },
    });
    expect(readPart(next, 'widget', { stateId: 'default', widgetId: 'w1' })).toBe(
      readPart(raw, 'widget', { stateId: 'default', widgetId: 'w1' }),
    );
  });
  it('keeps exactly one root state', () => {
    const next = applyPart(
      sampleDashboard(),
      'states',
      { stateId: 'default' },
      { s1: { name: 'A', root: false, layouts: {} }, s2: { name: 'B', root: false, layouts: {} } },
    );
    expect(readPart(next, 'states', { stateId: 's1' })).toMatchObject({ s1: { root: true }, s2: { root: false } });
  });
});
