#!/usr/bin/env node
// Initial-load cost of each element: its dist/elements/<name>.js plus every chunk reachable through
// *static* imports/re-exports (what the browser must fetch before the module runs), and what a module imports
// dynamically at its top level (outside any function: a top-level await of the element's code starts at once, so it
// is part of the first load). Dynamic import() targets inside functions are lazy and excluded. Sizes are gzip -9 per file, summed, since each file is fetched alone.
// Exits 1 when an element in budgets.json is over budget or missing from dist. Sizes are no timing: the budgets
// hold in a smoke run too.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst'; // rollup's own parser: exact ESTree, no regex over minified code
import { figure } from './bench-env.mjs';
import { printTreemaps } from './bundle-treemap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const elementsDir = path.join(root, 'dist/elements');
const budgets = JSON.parse(readFileSync(path.join(root, 'tests/bench/budgets.json'), 'utf8'));
const KiB = 1024;

/** The string sources of the import() calls in a top-level statement, not looking into functions. */
function topLevelImports(node, out = []) {
  if (!node || typeof node.type !== 'string' || /Function/.test(node.type)) return out;
  if (node.type === 'ImportExpression' && typeof node.source.value === 'string') out.push(node.source.value);
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child === 'object') topLevelImports(child, out);
  return out;
}

const info = new Map(); // file -> { raw, gzip, deps }
function fileInfo(file) {
  if (!info.has(file)) {
    const code = readFileSync(file);
    const { body } = parseAst(code.toString());
    const deps = [
      ...body
        .filter((n) => n.source && /^(Import|ExportAll|ExportNamed)Declaration$/.test(n.type))
        .map((n) => n.source.value),
      ...body.filter((n) => !/Function|Class/.test(n.type)).flatMap((n) => topLevelImports(n)),
    ]
      .filter((s) => s.startsWith('.')) // bare specifiers would be externals; our build has none
      .map((s) => path.resolve(path.dirname(file), s));
    info.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, deps });
  }
  return info.get(file);
}

/** All files loaded before `entry` runs: entry + static imports and top-level dynamic ones, transitively. */
function initialFiles(entry) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    fileInfo(f).deps.forEach(visit);
  };
  visit(entry);
  return [...seen];
}

export function measure() {
  if (!existsSync(elementsDir)) throw new Error('dist/elements is missing: run `npm run build` first');
  return readdirSync(elementsDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const files = initialFiles(path.join(elementsDir, f));
      const sum = (k) => files.reduce((s, x) => s + fileInfo(x)[k], 0);
      return { name: f.slice(0, -3), files: files.length, paths: files, raw: sum('raw'), gzip: sum('gzip') };
    });
}

export function report(rows) {
  const failures = [];
  const kib = (b) => (b / KiB).toFixed(1);
  console.log('element                      files    min KiB   gzip KiB   budget  status');
  for (const r of rows) {
    const budget = budgets[r.name];
    const status = budget === undefined ? '' : r.gzip <= budget * KiB ? 'ok' : 'OVER';
    if (status === 'OVER') failures.push(`${r.name}: ${kib(r.gzip)} KiB gzip > budget ${budget} KiB`);
    figure(`${r.name} initial JS, gzip`, r.gzip / KiB, 'KiB', budget);
    console.log(
      `${r.name.padEnd(28)} ${String(r.files).padStart(5)} ${kib(r.raw).padStart(10)} ${kib(r.gzip).padStart(10)} ${String(budget ?? '-').padStart(8)}  ${status}`,
    );
  }
  for (const name of Object.keys(budgets).filter((k) => !k.startsWith('//'))) {
    if (!rows.some((r) => r.name === name))
      failures.push(`${name}: budgeted but dist/elements/${name}.js does not exist`);
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measure();
  const failures = report(rows);
  // Where the bytes of each budgeted element go (`--no-treemap` leaves it out).
  if (!process.argv.includes('--no-treemap')) {
    printTreemaps(
      rows.filter((r) => r.name in budgets),
      (f) => fileInfo(f).gzip,
      path.join(root, 'dist'),
    );
  }
  for (const f of failures) console.error(`BUDGET FAILED: ${f}`);
  process.exit(failures.length ? 1 : 0);
}
