import { describe, expect, it } from 'vitest';
import { createHistory, push, redo, seal, undo } from '../../../../../src/features/dashboards/editor/history';

describe('history', () => {
  it('undoes and redoes steps; a new step drops the redo branch', () => {
    let h = createHistory('a');
    h = push(h, 'b');
    h = push(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = redo(h);
    expect(h.present).toBe('c');
    h = undo(undo(h));
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = push(h, 'x');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
  it('coalesces a gesture into one step until sealed or another key comes', () => {
    let h = createHistory(0);
    h = push(h, 1, 'drag:w1');
    h = push(h, 2, 'drag:w1');
    h = push(h, 3, 'drag:w1');
    expect(h.past).toEqual([0]);
    h = seal(h);
    h = push(h, 4, 'drag:w1');
    h = push(h, 5, 'resize:w1');
    expect(h.past).toEqual([0, 3, 4]);
    expect(undo(h).present).toBe(4);
    expect(undo(undo(undo(h))).present).toBe(0);
  });
  it('ignores a push of the present and keeps at most the limit', () => {
    let h = createHistory(0);
    expect(push(h, 0)).toBe(h);
    for (let i = 1; i <= 150; i++) h = push(h, i);
    expect(h.past.length).toBe(100);
    expect(h.past[0]).toBe(50);
    for (let i = 0; i < 200; i++) h = undo(h);
    expect(h.present).toBe(50);
  });
});
