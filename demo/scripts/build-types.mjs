#!/usr/bin/env node
// `npm run build:types` (after build:manifest): the typings the package publishes, in dist/types/.
// - elements/<tag>.d.ts, elements/events.d.ts and react.d.ts are generated from dist/custom-elements.json
//   (element-types.mjs), so whatever the elements' JSDoc documents is typed, and nothing else leaks out;
// - elements/index.d.ts and elements/loader.d.ts are the declarations of the entry modules, emitted file by file
//   (TypeScript's transpileDeclaration) together with every local module their declarations import. Those must
//   import no package: a host compiles them with skipLibCheck off and has none of our dependencies. Exports of
//   those modules need explicit types (as with isolatedDeclarations); the build says which one lacks them.
// Relative specifiers get a `.js` extension, as Node16/NodeNext resolution requires in ES modules.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describeElement, elementModule, eventsModule, reactModule } from './element-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'dist/types');
const ENTRIES = ['elements/index.ts', 'elements/loader.ts', 'elements/autoloader.ts'];

const problems = [];
const warnings = [];

function write(rel, text) {
  const file = path.join(out, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Elements from the manifest, keyed by their module name (`iot-device-list`). */
function manifestElements() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/custom-elements.json'), 'utf8'));
  const elements = [];
  for (const mod of manifest.modules) {
    const file = path.basename(mod.path).replace(/\.js$/, '');
    for (const decl of mod.declarations ?? []) {
      if (decl.customElement && decl.tagName) elements.push(describeElement(decl, file, (w) => warnings.push(w)));
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

const withJs = (spec) => (/\.(js|mjs|json)$/.test(spec) ? spec : `${spec}.js`);

/** Rewrites relative specifiers to `.js` and returns the relative ones. */
function relink(dts) {
  const specs = [];
  const text = dts.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (_m, head, q, spec) => {
    specs.push(spec);
    return `${head}${q}${withJs(spec)}${q}`;
  });
  const bare = [...dts.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)].map((m) => m[1]);
  return { text, specs, bare };
}

function resolveSource(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec.replace(/\.js$/, ''));
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f)) ?? null;
}

/** Emits one module's declaration and, recursively, the local modules it imports. */
function emitClosure(entry, elementFiles, done) {
  const source = path.join(root, entry);
  if (done.has(source)) return;
  done.add(source);
  const rel = path.relative(root, source);
  const result = ts.transpileDeclaration(readFileSync(source, 'utf8'), {
    fileName: source,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, strict: true },
    reportDiagnostics: true,
  });
  for (const d of result.diagnostics ?? []) {
    problems.push(
      `${rel}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')} (public declarations need explicit types)`,
    );
  }
  const { text, specs, bare } = relink(result.outputText);
  for (const b of bare) problems.push(`${rel}: its declarations import the package "${b}"; hosts do not have it`);
  write(rel.replace(/\.tsx?$/, '.d.ts'), text);
  for (const spec of specs) {
    const target = resolveSource(source, spec);
    if (!target) problems.push(`${rel}: cannot resolve ${spec}`);
    else if (elementFiles.has(path.relative(root, target)))
      continue; // generated from the manifest
    else emitClosure(path.relative(root, target), elementFiles, done);
  }
}

rmSync(out, { recursive: true, force: true });
const elements = manifestElements();
for (const el of elements) write(`elements/${el.file}.d.ts`, elementModule(el));
write('elements/events.d.ts', eventsModule(elements));
write('react.d.ts', reactModule(elements));
// `import 'iot-console/react'` (rather than `import type`) must resolve in a bundler too.
writeFileSync(path.join(root, 'dist/react.js'), '// Types only: see dist/types/react.d.ts.\nexport {};\n');

const elementFiles = new Set(elements.map((el) => `elements/${el.file}.ts`));
const done = new Set();
for (const entry of ENTRIES) emitClosure(entry, elementFiles, done);

for (const w of warnings) console.warn(`build-types: ${w}`);
if (problems.length) {
  for (const p of problems) console.error(`build-types: ${p}`);
  process.exit(1);
}
console.log(`dist/types: ${elements.length} element module(s), react.d.ts, ${done.size} entry/helper declaration(s)`);
