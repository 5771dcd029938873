/**
 * The build's module-sizes plugin (tests/config/module-sizes-plugin.mjs) and the bundle-size treemap that reads its
 * output (tests/bench/bundle-treemap.mjs): every chunk lists its modules by path from the root, and the treemap of a
 * chunk set spreads each file's gzip size over its modules' groups, adding up to the measured total.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, no types
import { groupOf, treemap } from '../../bench/bundle-treemap.mjs';
// @ts-expect-error -- a plain ES module of the build config, no types
import { moduleSizes } from '../../config/module-sizes-plugin.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'module-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('module-sizes plugin', () => {
  it('writes each chunk’s modules with their rendered bytes, by path from the root', async () => {
    mkdirSync(path.join(dir, 'src/ui'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules/@scope/lib'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src/entry.js'),
      `import { big } from './ui/big.js'; import { lib } from '../node_modules/@scope/lib/index.js'; export const load = () => import('./ui/lazy.js'); export const v = big + lib;`,
    );
    writeFileSync(path.join(dir, 'src/ui/big.js'), `export const big = '${'x'.repeat(400)}'.length;`);
    writeFileSync(path.join(dir, 'src/ui/lazy.js'), `export const lazy = 1;`);
    writeFileSync(path.join(dir, 'node_modules/@scope/lib/index.js'), `export const lib = 2;`);
    const bundle = await rollup({
      input: { entry: path.join(dir, 'src/entry.js') },
      plugins: [moduleSizes({ root: dir })],
    });
    const out = path.join(dir, 'dist');
    await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: 'elements/[name].js',
      chunkFileNames: 'chunks/[name].js',
    });
    const sizes = JSON.parse(readFileSync(path.join(out, 'module-sizes.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    expect(Object.keys(sizes).sort()).toEqual(['chunks/lazy.js', 'elements/entry.js']);
    expect(Object.keys(sizes['elements/entry.js']!).sort()).toEqual([
      'node_modules/@scope/lib/index.js',
      'src/entry.js',
      'src/ui/big.js',
    ]);
    expect(sizes['elements/entry.js']!['src/ui/big.js']).toBeGreaterThan(400);
    expect(Object.keys(sizes['chunks/lazy.js']!)).toEqual(['src/ui/lazy.js']);
  });
});

describe('bundle treemap', () => {
  it('groups modules by package or by folder, two levels deep', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom.production.js')).toEqual(['npm react-dom', 'cjs']);
    expect(groupOf('node_modules/@floating-ui/react/dist/x.mjs')).toEqual(['npm @floating-ui/react', 'dist']);
    expect(groupOf('node_modules/zod/index.js')).toEqual(['npm zod', 'index.js']);
    expect(groupOf('src/ui/icons/gear.tsx')).toEqual(['src/ui', 'icons']);
    expect(groupOf('src/api/http.ts')).toEqual(['src/api', 'http.ts']);
    expect(groupOf('elements/iot-dashboard.ts')).toEqual(['elements', 'iot-dashboard.ts']);
  });

  it('spreads each file’s gzip size over its modules, adding up to the total', () => {
    const modulesOf = {
      'elements/e.js': { 'src/ui/a.ts': 300, 'node_modules/x/i.js': 100 },
      'chunks/c.js': { 'src/ui/b/c.ts': 50 },
    };
    const gzip: Record<string, number> = { '/d/elements/e.js': 1000, '/d/chunks/c.js': 200, '/d/chunks/glue.js': 30 };
    const tree = treemap(Object.keys(gzip), (f: string) => gzip[f], modulesOf, '/d') as {
      name: string;
      bytes: number;
      subs: [string, number][];
    }[];
    expect(tree.map((g) => [g.name, g.bytes])).toEqual([
      ['src/ui', 950],
      ['npm x', 250],
      ['(chunk glue)', 30],
    ]);
    expect(tree[0]!.subs).toEqual([
      ['a.ts', 750],
      ['b', 200],
    ]);
    expect(tree.reduce((s, g) => s + g.bytes, 0)).toBe(1230);
  });
});
