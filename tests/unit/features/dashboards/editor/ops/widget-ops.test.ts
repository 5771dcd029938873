import { describe, expect, it } from 'vitest';
import {
  addWidget,
  pasteReference,
  removeWidget,
} from '../../../../../../src/features/dashboards/editor/ops/widget-ops';
import { layoutItems, widgetsOf } from '../../../../../../src/features/dashboards/editor/ops/tb-json';
import { sampleDashboard } from '../fixtures';

const main = { stateId: 'default', layoutId: 'main' as const };

describe('addWidget', () => {
  it('adds the widget to the dashboard and to the first free place of the layout', () => {
    const next = addWidget(
      sampleDashboard(),
      main,
      { type: 'latest', bundleAlias: 'cards', typeAlias: 'label_widget', sizeX: 8, sizeY: 3, config: {} },
      'n1',
    );
    expect(widgetsOf(next).n1).toMatchObject({ id: 'n1', typeAlias: 'label_widget' });
    expect(layoutItems(next, 'default', 'main').n1).toEqual({ sizeX: 8, sizeY: 3, row: 0, col: 14 });
  });
  it('defaults to 8×6 and fits the layout columns', () => {
    const next = addWidget(
      sampleDashboard(),
      { stateId: 'other', layoutId: 'main' },
      { type: 'static', config: {} },
      'n1',
    );
    expect(layoutItems(next, 'other', 'main').n1).toEqual({ sizeX: 8, sizeY: 6, row: 0, col: 0 });
    const wide = addWidget(
      sampleDashboard(),
      { stateId: 'other', layoutId: 'main' },
      { type: 'static', sizeX: 20, sizeY: 2, config: {} },
      'n2',
    );
    expect(layoutItems(wide, 'other', 'main').n2).toMatchObject({ sizeX: 12 });
  });
  it('creates a missing right layout', () => {
    const next = addWidget(
      sampleDashboard(),
      { stateId: 'default', layoutId: 'right' },
      { type: 'static', config: {} },
      'n1',
    );
    expect(layoutItems(next, 'default', 'right').n1).toMatchObject({ row: 0, col: 0 });
  });
});

describe('removeWidget', () => {
  it('drops a widget shown once from the dashboard', () => {
    const next = removeWidget(sampleDashboard(), main, 'w1');
    expect(layoutItems(next, 'default', 'main').w1).toBeUndefined();
    expect(widgetsOf(next).w1).toBeUndefined();
    expect(widgetsOf(next).w2).toBeDefined();
  });
  it('keeps a widget another layout still references', () => {
    const ref = { dashboardId: 'd1', widgetId: 'w1', sizeX: 6, sizeY: 4, originalColumns: 24 };
    const shared = pasteReference(sampleDashboard(), 'd1', { stateId: 'other', layoutId: 'main' }, ref)!;
    const next = removeWidget(shared, main, 'w1');
    expect(widgetsOf(next).w1).toBeDefined();
    expect(layoutItems(next, 'other', 'main').w1).toBeDefined();
  });
});

describe('pasteReference', () => {
  const ref = { dashboardId: 'd1', widgetId: 'w1', sizeX: 6, sizeY: 4, originalColumns: 24 };
  it('places the same widget on another layout, scaled to its columns', () => {
    const next = pasteReference(sampleDashboard(), 'd1', { stateId: 'other', layoutId: 'main' }, ref)!;
    expect(layoutItems(next, 'other', 'main').w1).toEqual({ sizeX: 3, sizeY: 4, row: 0, col: 0 });
    expect(Object.keys(widgetsOf(next))).toEqual(['w1', 'w2']);
  });
  it('refuses another dashboard, a missing widget and a layout already showing it', () => {
    const raw = sampleDashboard();
    expect(pasteReference(raw, 'd2', { stateId: 'other', layoutId: 'main' }, ref)).toBeNull();
    expect(pasteReference(raw, 'd1', { stateId: 'other', layoutId: 'main' }, { ...ref, widgetId: 'x' })).toBeNull();
    expect(pasteReference(raw, 'd1', main, ref)).toBeNull();
  });
});

describe('adding at a chosen place', () => {
  it('makes room: the widgets it lands on move down', () => {
    const next = addWidget(sampleDashboard(), main, { type: 'static', sizeX: 4, sizeY: 2, config: {} }, 'n1', {
      row: 0,
      col: 4,
    });
    const items = layoutItems(next, 'default', 'main');
    expect(items.n1).toEqual({ sizeX: 4, sizeY: 2, row: 0, col: 4 });
    expect(items.w1).toMatchObject({ row: 2, col: 0 });
    expect(items.w2).toMatchObject({ row: 2, col: 6 });
  });
});
