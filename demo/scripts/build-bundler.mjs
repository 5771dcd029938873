#!/usr/bin/env node
// `npm run build:bundler`: the elements for hosts that bundle them (esbuild, Vite, webpack) → dist/bundler/.
// Same entries as the self-contained build (rollup.config.mjs), but:
// - react and react-dom stay imports (package peerDependencies), so a React host carries one React;
// - everything else is bundled (the third-party CSS as text, as in the self-contained build), so a host needs no
//   loader for CSS, JSON or WebAssembly;
// - en_US travels inside (a lazy chunk) and assets resolve through the host's asset base (asset-default-bundler.ts);
// - one flat folder: entries, chunks, the QuickJS wasm and the widget sandbox page side by side, so bundlers that
//   copy `new URL('./x', import.meta.url)` files (Vite) find both wherever a module lands.
// esbuild, not rollup: it builds this in seconds, and a host's bundler minifies it again anyway.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(root, 'dist/bundler');

/** Modules swapped for their bundler-build variant. */
const SWAPS = new Map([
  [path.join(root, 'src/lib/asset-default.ts'), path.join(root, 'src/lib/asset-default-bundler.ts')],
  [path.join(root, 'src/i18n/bundled-locale.ts'), path.join(root, 'src/i18n/bundled-locale-en.ts')],
]);

/**
 * Our own modules: the swaps above, and side effects kept. package.json's `sideEffects` describes the published
 * files; esbuild would apply it to src/ too and drop side-effect imports (icon registrations), which rollup keeps.
 */
const ownModules = {
  name: 'own-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData?.inner) return undefined;
      const swapped = SWAPS.get(`${path.resolve(args.resolveDir, args.path)}.ts`);
      if (swapped) return { path: swapped, sideEffects: true };
      const r = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { inner: true },
      });
      if (r.errors.length > 0 || r.path.includes(`${path.sep}node_modules${path.sep}`)) return r;
      return { ...r, sideEffects: true };
    });
  },
};

const EXTERNAL = /^react(-dom)?(\/.*)?$/;

/**
 * CommonJS dependencies (use-sync-external-store's shims) `require('react')`. An external require would stay a
 * `require()` call, which an ES module cannot make; it gets a small ES module re-exporting the host's React instead.
 */
const requireExternals = {
  name: 'require-externals',
  setup(b) {
    b.onResolve({ filter: EXTERNAL }, (args) =>
      args.kind === 'require-call' ? { path: args.path, namespace: 'esm-external' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'esm-external' }, (args) => ({
      contents: `export * from '${args.path}';\nexport { default } from '${args.path}';\n`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

function entryPoints() {
  const files = readdirSync(path.join(root, 'elements')).filter(
    (f) => /^iot-[a-z0-9-]+\.ts$/.test(f) || ['index.ts', 'loader.ts', 'autoloader.ts'].includes(f),
  );
  return Object.fromEntries(files.map((f) => [f.slice(0, -3), path.join(root, 'elements', f)]));
}

export async function buildBundler() {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: entryPoints(),
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // react-dom/client, react/jsx-runtime, …: the host's copy.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'text' },
    tsconfig: path.join(root, 'tests/config/tsconfig.build.json'),
    plugins: [ownModules, requireExternals],
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  const outputs = Object.keys(result.metafile.outputs);
  const usesWasm = outputs.some((o) => readFileSync(path.join(root, o), 'utf8').includes('emscripten-module.wasm'));
  if (usesWasm) {
    copyFileSync(
      path.join(root, 'node_modules/@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm'),
      path.join(outdir, 'emscripten-module.wasm'),
    );
  }
  copyFileSync(path.join(root, 'src/widgets/sandbox/widget-sandbox.html'), path.join(outdir, 'widget-sandbox.html'));
  return outputs.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildBundler().then(
    (n) => console.log(`dist/bundler: ${n} file(s) in ${Date.now() - started} ms`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
