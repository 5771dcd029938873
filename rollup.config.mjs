// Production build of the public elements (STYLE §A.6, §B.6; TOOLCHAIN §4).
// One ES-module entry per elements/iot-*.ts plus index.ts (eager, all tags) and loader.ts (lazy);
// shared code goes to dist/chunks/. Entries are globbed here so a new element needs no config change.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import replace from '@rollup/plugin-replace';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import { cssTextRollup, jsonRollup } from './tests/config/css-text-plugins.mjs';
import { compileHints } from './tests/config/compile-hints-plugin.mjs';
import { flatImports } from './tests/config/flat-imports-plugin.mjs';
import { localeAssets } from './tests/config/locale-assets-plugin.mjs';
import { moduleSizes } from './tests/config/module-sizes-plugin.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const elementsDir = path.join(root, 'elements');

function elementEntries() {
  let files = [];
  try {
    files = readdirSync(elementsDir);
  } catch {
    /* reported below */
  }
  const tags = files.filter((f) => /^iot-[a-z0-9-]+\.ts$/.test(f) && !f.endsWith('.d.ts'));
  if (tags.length === 0) {
    // Fail loudly: rollup with an empty input object dies with an obscure "You must supply options.input".
    throw new Error(`rollup.config.mjs: no element files found (expected ${elementsDir}/iot-*.ts)`);
  }
  const entries = Object.fromEntries(tags.map((f) => [f.slice(0, -3), path.join(elementsDir, f)]));
  for (const extra of ['index', 'loader', 'autoloader']) {
    if (files.includes(`${extra}.ts`)) entries[extra] = path.join(elementsDir, `${extra}.ts`);
    else console.warn(`rollup.config.mjs: elements/${extra}.ts is missing; package.json exports expect it`);
  }
  return entries;
}

// Big, optional libraries get their own named chunk so only the elements that need them pay for them
// and they cache independently (TOOLCHAIN §4 sizes: xyflow 64 KiB, codemirror 83 KiB, uplot 22 KiB gzip).
// vendor-react is needed for correctness, not just caching: rollup pulls every not-yet-assigned static
// dependency of a manual chunk into it, so without it React landed in vendor-xyflow and every element
// imported the whole xyflow chunk eagerly (seen in the probe build).
const vendorChunks = [
  ['vendor-react', /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/],
  ['vendor-xyflow', /[\\/]node_modules[\\/](@xyflow|d3-[^\\/]+|zustand|classcat)[\\/]/],
  ['vendor-uplot', /[\\/]node_modules[\\/]uplot[\\/]/],
  ['vendor-codemirror', /[\\/]node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/],
];

// Noise from third-party code only; our own warnings still print.
const quietInNodeModules = new Set([
  'MODULE_LEVEL_DIRECTIVE',
  'INVALID_ANNOTATION',
  'CIRCULAR_DEPENDENCY',
  'THIS_IS_UNDEFINED',
]);
function onwarn(warning, warn) {
  // An unresolved import would silently become an external bare specifier that no browser can load.
  if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`rollup: ${warning.message}`);
  const ids = warning.ids ?? (warning.id ? [warning.id] : []);
  const thirdParty = ids.length > 0 && ids.every((id) => id.includes('node_modules'));
  if (quietInNodeModules.has(warning.code) && (thirdParty || warning.code === 'MODULE_LEVEL_DIRECTIVE')) return;
  warn(warning);
}

// Demo-page entries (not elements, not in the bundle-size report): built to dist/demo/<name>.js, sharing chunks
// with the elements. demo/gallery.html loads dist/demo/gallery.js.
const demoEntries = { gallery: path.join(root, 'demo/gallery/gallery-entry.ts') };

// Rollup never cleans its output dir; stale hashed chunks would inflate the bundle-size report and ship.
const cleanOutput = {
  name: 'clean-output',
  buildStart() {
    for (const d of ['elements', 'chunks', 'demo', 'locales'])
      rmSync(path.join(root, 'dist', d), { recursive: true, force: true });
  },
};

// The script sandbox (quickjs-emscripten, lazy chunk) fetches its engine as `new URL('emscripten-module.wasm',
// import.meta.url)`, i.e. next to the chunk that holds the emscripten loader. Rollup does not see that URL, so the
// file is emitted here, once, beside the chunks.
const quickjsWasm = {
  name: 'quickjs-wasm',
  generateBundle(_options, bundle) {
    const needed = Object.values(bundle).some((c) => c.type === 'chunk' && c.code.includes('emscripten-module.wasm'));
    if (!needed) return;
    const file = path.join(root, 'node_modules/@jitl/quickjs-wasmfile-release-sync/dist/emscripten-module.wasm');
    this.emitFile({ type: 'asset', fileName: 'chunks/emscripten-module.wasm', source: readFileSync(file) });
  },
};

// The page custom widget types run in is a static file of the distribution (no server route), next to elements/.
const widgetSandboxPage = {
  name: 'widget-sandbox-page',
  generateBundle() {
    const file = path.join(root, 'src/widgets/sandbox/widget-sandbox.html');
    this.emitFile({ type: 'asset', fileName: 'widget-sandbox.html', source: readFileSync(file, 'utf8') });
  },
};

export default {
  input: { ...elementEntries(), ...demoEntries },
  onwarn,
  plugins: [
    cleanOutput,
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': '"production"' },
    }),
    cssTextRollup(),
    jsonRollup(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    typescript({
      tsconfig: path.join(root, 'tests/config/tsconfig.build.json'),
      // Type errors are `npm run typecheck`'s job (it runs first in `npm test`); here we only transpile.
      // noCheck skips the checker (~20% faster build on a 200-component probe). esbuild as the transpiler was
      // measured too: no faster, since terser and node_modules dominate (~20 s total on 2 cores).
      compilerOptions: {
        noEmit: false,
        declaration: false,
        declarationMap: false,
        sourceMap: false,
        noCheck: true,
        noEmitOnError: false,
      },
      noForceEmit: false,
    }),
    // dist/locales/<lang>.<hash>.json, and their hashes in the loader's manifest module. After typescript: that
    // plugin emits from its own program, not from the code earlier transforms hand it.
    localeAssets({
      localesDir: path.join(root, 'locales'),
      manifestModule: path.join(root, 'src/i18n/locale-manifest.ts'),
    }),
    terser({ format: { comments: false } }), // compress.passes=2 measured: -0.2% gzip for +1 s; not worth it
    flatImports(), // after terser: one fetch of a chunk reveals every chunk it needs
    // After terser: keeps its comment. The shell, the home page, and the sidenav and hotkeys chunks only the console
    // loads: all of them run in the first render after signing in. Of the shared chunks, the router's, the form
    // library's and the session/API wiring's: most of their functions run at sign-in too (about 100 of the 220
    // functions compiled after the click), and they are small enough for the compile off the main thread to be cheap
    // on every page that loads them. React's and i18next's are not marked: large, and most of their code never runs.
    compileHints(
      /[\\/](src[\\/](app[\\/](shell[\\/]console-shell|pages[\\/]home-page)|ui[\\/](sidenav[\\/]sidenav-menu|hotkeys[\\/]hotkeys-context))\.tsx|src[\\/]host[\\/]api-wiring\.ts|node_modules[\\/](react-router|react-hook-form)[\\/].*)$/,
    ),
    quickjsWasm,
    widgetSandboxPage,
    moduleSizes({ root }), // dist/module-sizes.json: the bundle-size report's treemap
  ],
  output: {
    dir: path.join(root, 'dist'),
    format: 'es',
    entryFileNames: (chunk) => (chunk.name in demoEntries ? 'demo/[name].js' : 'elements/[name].js'),
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      // The early requests get a chunk of their own, imported first: it runs before the rest of the element's
      // chunks are evaluated, so a public dashboard's sign-in is on the wire while React and the app start.
      if (/[\\/]src[\\/](host[\\/]early-boot|api[\\/]early-requests)\.ts$/.test(id)) return 'boot';
      for (const [name, re] of vendorChunks) if (re.test(id)) return name;
    },
  },
};
