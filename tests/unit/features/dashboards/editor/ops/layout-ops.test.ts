import { describe, expect, it } from 'vitest';
import {
  clampRect,
  firstFreePlace,
  pushDown,
  setWidgetRect,
} from '../../../../../../src/features/dashboards/editor/ops/layout-ops';
import { layoutItems } from '../../../../../../src/features/dashboards/editor/ops/tb-json';
import { sampleDashboard } from '../fixtures';

describe('firstFreePlace', () => {
  it('is the origin of an empty layout', () => {
    expect(firstFreePlace([], 8, 6, 24)).toEqual({ row: 0, col: 0 });
  });
  it('takes the first gap in the top row, else the next free row', () => {
    const rects = [
      { row: 0, col: 0, sizeX: 6, sizeY: 4 },
      { row: 0, col: 14, sizeX: 10, sizeY: 2 },
    ];
    expect(firstFreePlace(rects, 8, 3, 24)).toEqual({ row: 0, col: 6 });
    expect(firstFreePlace(rects, 9, 3, 24)).toEqual({ row: 2, col: 6 });
    expect(firstFreePlace(rects, 20, 3, 24)).toEqual({ row: 4, col: 0 });
  });
  it('copes with fractional sizes and widgets wider than the grid', () => {
    expect(firstFreePlace([{ row: 0, col: 0, sizeX: 7.5, sizeY: 3 }], 7.5, 3, 24)).toEqual({ row: 0, col: 8 });
    expect(firstFreePlace([{ row: 0, col: 0, sizeX: 2, sizeY: 2 }], 30, 3, 24)).toEqual({ row: 2, col: 0 });
  });
});

describe('clampRect / pushDown', () => {
  it('keeps a widget inside the columns and at least one cell', () => {
    expect(clampRect({ row: -2, col: 20, sizeX: 8, sizeY: 0 }, 24)).toEqual({ row: 0, col: 16, sizeX: 8, sizeY: 1 });
  });
  it('pushes overlapped widgets below, cascading', () => {
    const out = pushDown(
      {
        a: { row: 0, col: 0, sizeX: 4, sizeY: 3 },
        b: { row: 2, col: 0, sizeX: 4, sizeY: 2 },
        c: { row: 4, col: 0, sizeX: 4, sizeY: 1 },
        d: { row: 0, col: 10, sizeX: 2, sizeY: 2 },
      },
      'a',
    );
    expect(out.b).toEqual({ row: 3, col: 0, sizeX: 4, sizeY: 2 });
    expect(out.c).toEqual({ row: 5, col: 0, sizeX: 4, sizeY: 1 });
    expect(out.d).toEqual({ row: 0, col: 10, sizeX: 2, sizeY: 2 });
  });
});

describe('setWidgetRect', () => {
  it('moves one widget without touching the input or unrelated fields', () => {
    const raw = sampleDashboard();
    const before = JSON.stringify(raw);
    const next = setWidgetRect(raw, 'default', 'main', 'w1', { row: 7, col: 1, sizeX: 6, sizeY: 4 });
    expect(JSON.stringify(raw)).toBe(before);
    expect(layoutItems(next, 'default', 'main').w1).toEqual({ sizeX: 6, sizeY: 4, row: 7, col: 1 });
    expect(layoutItems(next, 'default', 'main').w2).toBe(layoutItems(raw, 'default', 'main').w2);
    expect((next.configuration as Record<string, unknown>).unknownTopLevel).toBe(42);
  });
  it('resizes into a neighbour and pushes it down', () => {
    const next = setWidgetRect(sampleDashboard(), 'default', 'main', 'w1', { row: 0, col: 0, sizeX: 10, sizeY: 4 });
    expect(layoutItems(next, 'default', 'main').w2).toMatchObject({ row: 4, col: 6 });
  });
  it('returns the same object when nothing changes or the widget is not there', () => {
    const raw = sampleDashboard();
    expect(setWidgetRect(raw, 'default', 'main', 'w1', { row: 0, col: 0, sizeX: 6, sizeY: 4 })).toBe(raw);
    expect(setWidgetRect(raw, 'default', 'main', 'nope', { row: 1, col: 0, sizeX: 6, sizeY: 4 })).toBe(raw);
    expect(setWidgetRect(raw, 'default', 'main', 'w1', { row: 0, col: -3, sizeX: 6, sizeY: 4 })).toBe(raw);
  });
});
