/** Toolbar search: 150 ms debounce, only on change, cleared on close and on page change. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchController } from '../../../src/ui/search/search-controller';

describe('search controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 150 ms after the last keystroke', () => {
    const seen: string[] = [];
    const c = createSearchController((t) => seen.push(t));
    c.open();
    c.setText('t');
    vi.advanceTimersByTime(100);
    c.setText('te');
    vi.advanceTimersByTime(149);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['te']);
  });

  it('does not fire when the text did not change', () => {
    const seen: string[] = [];
    const c = createSearchController((t) => seen.push(t));
    c.setText('a');
    vi.advanceTimersByTime(150);
    c.setText('ab');
    c.setText('a');
    vi.advanceTimersByTime(150);
    expect(seen).toEqual(['a']);
  });

  it('close clears the text and tells the page', () => {
    const seen: string[] = [];
    const c = createSearchController((t) => seen.push(t));
    c.open();
    c.setText('x');
    vi.advanceTimersByTime(150);
    c.close();
    expect(c.getSnapshot()).toEqual({ open: false, text: '' });
    expect(seen).toEqual(['x', '']);
    c.open();
    c.close();
    expect(seen).toEqual(['x', '']);
  });

  it('a page change resets without calling the old page', () => {
    const old: string[] = [];
    const next: string[] = [];
    const c = createSearchController((t) => old.push(t));
    c.open();
    c.setText('pending');
    c.reset((t) => next.push(t));
    vi.advanceTimersByTime(500);
    expect(old).toEqual([]);
    expect(c.getSnapshot()).toEqual({ open: false, text: '' });
    c.setText('n');
    vi.advanceTimersByTime(150);
    expect(next).toEqual(['n']);
  });
});
