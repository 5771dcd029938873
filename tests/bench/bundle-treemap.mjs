// Where an element's initial bytes go: a text treemap of its initial chunk set, from dist/module-sizes.json (written
// by the build's module-sizes plugin). Each chunk's gzip size is spread over its modules in proportion to their
// rendered (pre-minification) bytes, so the figures are estimates that add up to the element's measured total.
// Modules group by package (node_modules/<name>) or by folder (src/<a>/<b>), two levels deep.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KiB = 1024;

/** The two treemap levels of a module path: its group and, inside it, the sub-group or file. */
export function groupOf(modulePath) {
  const nm = modulePath.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = modulePath.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return [`npm ${pkg}`, parts.slice(pkg.split('/').length).slice(0, 1).join('/') || '.'];
  }
  const parts = modulePath.split('/');
  if (parts.length <= 2) return [parts.slice(0, -1).join('/') || '.', parts.at(-1)];
  return [parts.slice(0, 2).join('/'), parts.length > 3 ? parts[2] : parts.at(-1)];
}

/**
 * Estimated gzip bytes per group and sub-group for a set of output files. `gzipOf(file)` is the measured gzip size
 * of a file (absolute path); `modulesOf` maps a file relative to dist/ to its modules' rendered bytes.
 */
export function treemap(files, gzipOf, modulesOf, distDir) {
  const groups = new Map();
  const add = (g, sub, bytes) => {
    const e = groups.get(g) ?? { bytes: 0, subs: new Map() };
    e.bytes += bytes;
    e.subs.set(sub, (e.subs.get(sub) ?? 0) + bytes);
    groups.set(g, e);
  };
  for (const file of files) {
    const rel = path.relative(distDir, file).split(path.sep).join('/');
    const modules = Object.entries(modulesOf[rel] ?? {});
    const rendered = modules.reduce((s, [, n]) => s + n, 0);
    const gzip = gzipOf(file);
    if (rendered === 0) {
      add('(chunk glue)', rel, gzip);
      continue;
    }
    for (const [m, n] of modules) add(...groupOf(m), (gzip * n) / rendered);
  }
  return [...groups.entries()]
    .map(([name, e]) => ({ name, bytes: e.bytes, subs: [...e.subs.entries()].sort((a, b) => b[1] - a[1]) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Prints the treemap of each element in `rows` (those with `paths`), the biggest groups first. */
export function printTreemaps(rows, gzipOf, distDir, { groups = 12, subs = 4 } = {}) {
  const file = path.join(distDir, 'module-sizes.json');
  if (!existsSync(file)) {
    console.log('(no dist/module-sizes.json: rebuild with `npm run build:web` for the treemap)');
    return;
  }
  const modulesOf = JSON.parse(readFileSync(file, 'utf8'));
  const kib = (b) => (b / KiB).toFixed(1).padStart(6);
  for (const r of rows) {
    const tree = treemap(r.paths, gzipOf, modulesOf, distDir);
    console.log(`\n${r.name}: ${(r.gzip / KiB).toFixed(1)} KiB gzip initial, by group (estimated KiB gzip)`);
    for (const g of tree.slice(0, groups)) {
      const parts = g.subs.slice(0, subs).map(([n, b]) => `${n} ${(b / KiB).toFixed(1)}`);
      const more = g.subs.length > subs ? `, +${g.subs.length - subs} more` : '';
      console.log(`  ${kib(g.bytes)}  ${g.name.padEnd(32)} ${parts.join(', ')}${more}`);
    }
    const rest = tree.slice(groups).reduce((s, g) => s + g.bytes, 0);
    if (rest > 0) console.log(`  ${kib(rest)}  (${tree.length - groups} smaller groups)`);
  }
}
