/** Layouts of one state: right layout on/off, grid settings ranges, widgets and unknown fields kept. */
import { describe, expect, it } from 'vitest';
import {
  gridErrors,
  gridWithDefaults,
  hasRightLayout,
  setRightLayout,
  withGrid,
} from '../../../../../../src/features/dashboards/editor/layouts/layouts-model';

const main = {
  widgets: { w1: { sizeX: 8, sizeY: 6, row: 0, col: 0 } },
  gridSettings: { columns: 24, margin: 10, backgroundColor: '#eee', mobileRowHeight: 70, vendor: 1 },
  other: true,
};

describe('layouts model', () => {
  it('turns the right layout on with an empty default grid and off again', () => {
    const on = setRightLayout({ main }, true);
    expect(hasRightLayout(on)).toBe(true);
    expect(on.right).toEqual({
      widgets: {},
      gridSettings: expect.objectContaining({ columns: 24, margin: 10, backgroundColor: '#eeeeee' }),
    });
    expect(setRightLayout(on, true)).toBe(on);
    expect(setRightLayout(on, false)).toEqual({ main });
  });

  it('validates columns 10–1000, margin 0–50, mobile row height 5–200 and the background colour', () => {
    const g = gridWithDefaults(main.gridSettings);
    expect(gridErrors(g)).toEqual({});
    expect(gridErrors({ ...g, columns: 9 })).toEqual({ columns: 'layout.columns-range' });
    expect(gridErrors({ ...g, columns: 1000, margin: 50, mobileRowHeight: 200 })).toEqual({});
    expect(gridErrors({ ...g, columns: 1001, margin: -1, mobileRowHeight: 4.5 })).toEqual({
      columns: 'layout.columns-range',
      margin: 'layout.margin-range',
      mobileRowHeight: 'layout.mobile-row-height-range',
    });
    expect(gridErrors({ ...g, columns: null, backgroundColor: '' })).toEqual({
      columns: 'layout.columns-range',
      backgroundColor: 'color.color-required',
    });
  });

  it('fills missing grid fields with defaults and keeps unknown ones', () => {
    expect(gridWithDefaults({ columns: 12, vendor: 'x' })).toMatchObject({
      columns: 12,
      margin: 10,
      mobileRowHeight: 70,
      autoFillHeight: false,
      backgroundSizeMode: '100%',
      vendor: 'x',
    });
  });

  it("replaces one layout's grid, keeping its widgets and other fields", () => {
    const next = withGrid({ main }, 'main', { ...main.gridSettings, columns: 48 });
    expect(next.main).toEqual({ ...main, gridSettings: { ...main.gridSettings, columns: 48 } });
  });
});
