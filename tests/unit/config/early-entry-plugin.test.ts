/**
 * The build's early-entry plugin (tests/config/early-entry-plugin.mjs) on a small graph: elements/x.ts imports
 * src/host/early-boot first and a heavy module, and exports a class. The published entry must statically import only
 * the early-boot code, reach the rest through a top-level import, export the same names, and run early-boot before
 * anything heavy is evaluated; an entry without early-boot stays as it is.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build config, no types
import { earlyEntries } from '../../config/early-entry-plugin.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'early-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sources: Record<string, string> = {
  'src/host/early-boot.ts': `globalThis.order.push('early-boot');`,
  'src/heavy.ts': `globalThis.order.push('heavy'); export const heavy = 42;`,
  'elements/x.ts': `import '../src/host/early-boot.ts';\nimport { heavy } from '../src/heavy.ts';\nglobalThis.order.push('x');\nexport class XElement { static heavy = heavy; }\n`,
  'elements/y.ts': `import { heavy } from '../src/heavy.ts';\nexport const y = heavy + 1;\n`,
};

async function build(): Promise<string> {
  for (const [f, code] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), code);
  }
  const bundle = await rollup({
    input: { x: path.join(dir, 'elements/x.ts'), y: path.join(dir, 'elements/y.ts') },
    plugins: [earlyEntries({ earlyBoot: path.join(dir, 'src/host/early-boot.ts') })],
  });
  const out = path.join(dir, 'dist');
  await bundle.write({
    dir: out,
    format: 'es',
    entryFileNames: 'elements/[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => (id.endsWith('early-boot.ts') ? 'boot' : undefined),
  });
  return out;
}

describe('early-entry build plugin', () => {
  it('publishes an element that starts early requests as early-boot first, the element behind a top-level import', async () => {
    const out = await build();
    const code = readFileSync(path.join(out, 'elements/x.js'), 'utf8');
    const { body } = parseAst(code);
    const statics = body.flatMap((n) => ('source' in n && n.source ? [String(n.source.value)] : []));
    expect(statics).toEqual([expect.stringMatching(/^\.\.\/chunks\/boot-/)]);
    expect(code).toMatch(/await import\(["']\.\.\/chunks\/x-[^"']+\.js["']\)/);

    const g = globalThis as { order?: string[] };
    g.order = [];
    const x = (await import(pathToFileURL(path.join(out, 'elements/x.js')).href)) as {
      XElement: { heavy: number };
    };
    expect(Object.keys(x)).toEqual(['XElement']);
    expect(x.XElement.heavy).toBe(42);
    expect(g.order).toEqual(['early-boot', 'heavy', 'x']);
  });

  it('leaves an element without early-boot as it is', async () => {
    const out = await build();
    const code = readFileSync(path.join(out, 'elements/y.js'), 'utf8');
    expect(code).not.toMatch(/import\(/);
    const y = (await import(pathToFileURL(path.join(out, 'elements/y.js')).href)) as { y: number };
    expect(y.y).toBe(43);
  });
});
