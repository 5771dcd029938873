/**
 * The build's flat-imports plugin (tests/config/flat-imports-plugin.mjs) on a small graph where every module is its
 * own chunk: entry → a → b statically, entry ⇢ w dynamically, w → c → d. A chunk must name its whole static closure,
 * a dynamic import must ask for the target's missing dependencies (not those the importer already has), and the
 * output must still run with the same evaluation order.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build config, no types
import { flatImports } from '../../config/flat-imports-plugin.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'flat-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sources: Record<string, string> = {
  'entry.js': `import { a } from './a.js'; globalThis.order.push('entry'); export const load = () => import('./w.js'); export { a };`,
  'a.js': `import { b } from './b.js'; globalThis.order.push('a'); export const a = b + 1;`,
  'b.js': `globalThis.order.push('b'); export const b = 1;`,
  'w.js': `import { c } from './c.js'; import { a } from './a.js'; globalThis.order.push('w'); export const w = c + a;`,
  'c.js': `import { d } from './d.js'; globalThis.order.push('c'); export const c = d * 10;`,
  'd.js': `globalThis.order.push('d'); export const d = 3;`,
};

async function build(withPlugin: boolean): Promise<string> {
  const out = path.join(dir, withPlugin ? 'flat' : 'plain');
  for (const [f, code] of Object.entries(sources)) {
    writeFileSync(path.join(dir, f), code);
  }
  const bundle = await rollup({
    input: { entry: path.join(dir, 'entry.js') },
    plugins: withPlugin ? [flatImports()] : [],
  });
  await bundle.write({
    dir: out,
    format: 'es',
    entryFileNames: 'elements/[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (id.endsWith('entry.js') ? undefined : path.basename(id, '.js')),
  });
  return out;
}

async function run(out: string): Promise<string[]> {
  const g = globalThis as { order?: string[] };
  g.order = [];
  const entry = (await import(pathToFileURL(path.join(out, 'elements/entry.js')).href)) as {
    load(): Promise<{ w: number }>;
    a: number;
  };
  expect(entry.a).toBe(2);
  expect((await entry.load()).w).toBe(32);
  return g.order;
}

describe('flat-imports build plugin', () => {
  it('names the whole static closure in every chunk and preloads what a dynamic import lacks', async () => {
    const out = await build(true);
    const files = readdirSync(path.join(out, 'chunks'));
    const read = (prefix: string) =>
      readFileSync(
        path.join(
          out,
          'chunks',
          files.find((f) => f.startsWith(`${prefix}-`))!,
        ),
        'utf8',
      );
    const name = (prefix: string) => files.find((f) => f.startsWith(`${prefix}-`))!;
    // w imports c and a; c's own dependency d and a's dependency b are named too (rollup hoists some of these
    // itself; the plugin adds whatever it leaves out).
    const w = read('w');
    for (const dep of ['c', 'a', 'd', 'b'])
      expect(w).toMatch(new RegExp(`import\\s*(\\{[^}]*\\}\\s*from\\s*)?["']\\./${name(dep)}["']`));
    // The entry's dynamic import asks for c and d at once; a and b are already the entry's own.
    const entry = readFileSync(path.join(out, 'elements/entry.js'), 'utf8');
    const call = /__iotPreload\(import\.meta\.url,"([^"]*)"\),import\(["']\.\.\/chunks\/w-[^"']+\.js["']\)/.exec(entry);
    expect(call, entry).not.toBeNull();
    expect(call![1]!.split(',').sort()).toEqual([`../chunks/${name('c')}`, `../chunks/${name('d')}`].sort());
    // Without a document (here: Node) the helper does nothing, and the program runs as built without the plugin.
    const plain = await build(false);
    expect(await run(out)).toEqual(await run(plain));
  });
});
