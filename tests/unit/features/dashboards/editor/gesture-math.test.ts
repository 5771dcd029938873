import { describe, expect, it } from 'vitest';
import { cellAt, dragRect, keyRect } from '../../../../../src/features/dashboards/editor/grid/gesture-math';

const pitch = { colWidth: 40, rowHeight: 40, margin: 10 };
const start = { row: 2, col: 3, sizeX: 4, sizeY: 3 };

describe('gesture maths', () => {
  it('moves by the nearest whole cell', () => {
    expect(dragRect(start, 'move', 24, -26, pitch)).toEqual({ row: 1, col: 3, sizeX: 4, sizeY: 3 });
    expect(dragRect(start, 'move', 26, 100, pitch)).toEqual({ row: 4, col: 4, sizeX: 4, sizeY: 3 });
  });
  it('resizes by whole cells, never below one', () => {
    expect(dragRect(start, 'resize', 110, 0, pitch)).toEqual({ row: 2, col: 3, sizeX: 6, sizeY: 3 });
    expect(dragRect(start, 'resize', -1000, -1000, pitch)).toEqual({ row: 2, col: 3, sizeX: 1, sizeY: 1 });
  });
  it('steps with arrows (shift resizes) and ignores other keys', () => {
    expect(keyRect(start, 'ArrowRight', false)).toEqual({ ...start, col: 4 });
    expect(keyRect(start, 'ArrowUp', false)).toEqual({ ...start, row: 1 });
    expect(keyRect({ ...start, col: 0 }, 'ArrowLeft', false)).toMatchObject({ col: 0 });
    expect(keyRect(start, 'ArrowDown', true)).toEqual({ ...start, sizeY: 4 });
    expect(keyRect(start, 'ArrowLeft', true)).toEqual({ ...start, sizeX: 3 });
    expect(keyRect(start, 'Enter', false)).toBeNull();
  });
  it('finds the cell under a point', () => {
    expect(cellAt(5, 5, pitch)).toEqual({ row: 0, col: 0 });
    expect(cellAt(115, 62, pitch)).toEqual({ row: 1, col: 2 });
  });
});
