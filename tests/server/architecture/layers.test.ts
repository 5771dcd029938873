import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderEdges, mutualPairs } from './folder-imports';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo/server');

describe('embedded server layering', () => {
  it('reads the import graph (sanity: routes import the ground floor)', () => {
    const edges = folderEdges(serverRoot);
    expect(edges.has('devices -> http')).toBe(true);
    expect(edges.has('devices -> context')).toBe(true);
  });

  it('has no pair of folders importing each other (type-only imports count)', () => {
    expect(mutualPairs(serverRoot)).toEqual([]);
  });
});
