// ESLint rule `iot/no-import-cycle`: no module reaches itself again through relative imports, counting
// `import type` / `export type … from` as well. import-x/no-cycle skips type-only imports by design, so a cycle
// closed by a type import goes unseen there; it still couples two layers, so we count it here.
// Dynamic `import()` counts too (lazy loading does not make two modules independent).
// The graph is read from the source text (import/export specifiers only) and cached per lint run.
import fs from 'node:fs';
import path from 'node:path';

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Strip comments (keeping string literals) so commented-out imports do not count. */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|([^:\\'"`])\/\/.*$/gm, (_m, keep) => keep ?? '');
}

/** Cache: file → its resolved relative imports. */
const edges = new Map();

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The relative imports of a file (resolved absolute paths), from `text` when given, else from disk. */
export function importsOf(file, text) {
  if (text === undefined && edges.has(file)) return edges.get(file);
  let source = text;
  if (source === undefined) {
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      source = '';
    }
  }
  const out = new Set();
  for (const m of stripComments(source).matchAll(SPECIFIER)) {
    const resolved = resolveImport(file, m[1] ?? m[2]);
    if (resolved) out.add(resolved);
  }
  const list = [...out];
  edges.set(file, list);
  return list;
}

/** The shortest import chain from `start` back to `start` (as file paths), or null. */
export function findCycle(start, text) {
  const previous = new Map();
  const queue = [];
  for (const f of importsOf(start, text)) {
    previous.set(f, start);
    queue.push(f);
  }
  while (queue.length) {
    const file = queue.shift();
    if (file === start) break;
    if (importsOf(file).includes(start)) {
      const chain = [start];
      for (let at = file; at !== start; at = previous.get(at)) chain.splice(1, 0, at);
      return [...chain, start];
    }
    for (const next of importsOf(file)) {
      if (next === start || previous.has(next)) continue;
      previous.set(next, file);
      queue.push(next);
    }
  }
  return importsOf(start).includes(start) ? [start, start] : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{chain}}. Move the shared types or code down a layer.' },
  },
  create(context) {
    const file = context.filename;
    return {
      'Program:exit'(node) {
        edges.delete(file);
        const cycle = findCycle(file, context.sourceCode.getText());
        if (!cycle) return;
        const root = context.cwd;
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'cycle',
          data: { chain: cycle.map((f) => path.relative(root, f)).join(' → ') },
        });
      },
    };
  },
};

export default { rules: { 'no-import-cycle': rule } };
