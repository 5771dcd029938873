// Folder-level import graph of the embedded server: which top-level folder of demo/server imports which.
// Files at the root of demo/server (app.ts, context.ts, main.ts, routes.ts) count as folders of their own name,
// so `context.ts` importing `telemetry/` and `telemetry/` importing `context.ts` is a pair too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (/\.(ts|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The unit a file belongs to: its top-level folder, or its own base name for files at the server root. */
function unitOf(serverRoot: string, file: string): string {
  const [first = '', ...rest] = path.relative(serverRoot, file).split(path.sep);
  return rest.length === 0 ? first.replace(/\.(ts|mts|mjs|js)$/, '') : first;
}

/** Every folder-to-folder import edge: `from -> to` with one example file each. */
export function folderEdges(serverRoot: string): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of listFiles(serverRoot)) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(serverRoot + path.sep)) continue;
      const from = unitOf(serverRoot, file);
      const to = unitOf(serverRoot, target);
      if (from !== to && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, path.relative(serverRoot, file));
    }
  }
  return edges;
}

/** Pairs of folders that import each other, each reported once as `a <-> b` (with an example file per side). */
export function mutualPairs(serverRoot: string): string[] {
  const edges = folderEdges(serverRoot);
  const pairs: string[] = [];
  for (const [edge, file] of edges) {
    const [from = '', to = ''] = edge.split(' -> ');
    const back = edges.get(`${to} -> ${from}`);
    if (back && from < to) pairs.push(`${from} <-> ${to} (${file}; ${back})`);
  }
  return pairs.sort();
}
