// web-test-runner plugin: serve CommonJS-only packages (React 19, use-sync-external-store) as real ES modules.
// Why: React's CJS entry picks the dev/prod build behind a NODE_ENV check and the dev
// build assigns its exports inside an IIFE, so @rollup/plugin-commonjs cannot see the named exports and the
// browser fails with "'./react-dom/client.js' does not provide an export named 'createRoot'".
// At server start we (1) require() each module in Node to learn its export names, (2) write
// `export { a, b, … } from '<module>'` wrappers, (3) bundle them with esbuild (splitting, so there is exactly
// one React shared by all of them), and (4) redirect the bare imports to the bundles via resolveImport.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** @param {{ rootDir: string, modules: string[] }} opts */
export function prebundleCjs({ rootDir, modules }) {
  const outRel = 'node_modules/.cache/wtr-prebundle';
  const outDir = path.join(rootDir, outRel);
  const srcDir = path.join(outDir, 'src');
  const fileOf = (m) => `${m.replace(/\.js$/, '').replace(/[^\w]+/g, '_')}.js`;
  const redirects = new Map();

  return {
    name: 'prebundle-cjs',
    async serverStart() {
      const require = createRequire(path.join(rootDir, 'package.json'));
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(srcDir, { recursive: true });
      const entryPoints = {};
      for (const m of modules) {
        const names = Object.keys(require(m)).filter((n) => IDENT.test(n) && n !== 'default' && n !== '__esModule');
        const src = path.join(srcDir, fileOf(m));
        writeFileSync(src, `export { ${names.join(', ')} } from '${m}';\nexport { default } from '${m}';\n`);
        entryPoints[fileOf(m).slice(0, -3)] = src;
        // Both spellings occur in the wild: zustand imports '…/with-selector.js', others omit '.js'.
        for (const spec of [m, m.replace(/\.js$/, ''), `${m.replace(/\.js$/, '')}.js`]) {
          redirects.set(spec, `/${outRel}/${fileOf(m)}`);
        }
      }
      await build({
        entryPoints,
        outdir: outDir,
        bundle: true,
        splitting: true,
        format: 'esm',
        target: 'es2022',
        absWorkingDir: rootDir,
        define: { 'process.env.NODE_ENV': '"development"' }, // React dev build: readable errors in tests
        logLevel: 'warning',
      });
    },
    resolveImport({ source }) {
      return redirects.get(source);
    },
  };
}
