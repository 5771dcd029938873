import { describe, expect, it } from 'vitest';
import { naturalCompare, naturalCompareLoose } from '../../../src/lib/natural-compare';

describe('natural-compare', () => {
  it('orders numbers inside text by value', () => {
    expect(['Node 10', 'Node 9', 'Node 100'].sort(naturalCompare)).toEqual(['Node 9', 'Node 10', 'Node 100']);
    expect(['Node 10', 'node 9'].sort(naturalCompareLoose)).toEqual(['node 9', 'Node 10']);
  });

  it('tells case apart only in the exact order, as localeCompare with the same options does', () => {
    expect(naturalCompare('a', 'A')).not.toBe(0);
    expect(naturalCompareLoose('a', 'A')).toBe(0);
    for (const [a, b] of [
      ['Pump 2', 'pump 12'],
      ['Ärger', 'arger'],
      ['x', 'y'],
    ] as const) {
      expect(Math.sign(naturalCompare(a, b))).toBe(Math.sign(a.localeCompare(b, undefined, { numeric: true })));
      expect(Math.sign(naturalCompareLoose(a, b))).toBe(
        Math.sign(a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
      );
    }
  });
});
