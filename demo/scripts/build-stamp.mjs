// Shared by build.mjs (writes the stamp) and start.mjs (decides whether to rebuild).
// The stamp records the newest input mtime *seen when the build started*, not the build's end time,
// so a file saved while a build runs is still picked up by the next `npm start`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const stampFile = path.join(root, 'dist/.build-stamp');

/** Everything whose change can change dist/. `demo` covers the server, the build scripts and demo pages. */
const INPUTS = [
  'src',
  'elements',
  'locales',
  'demo',
  'rollup.config.mjs',
  'package.json',
  'tsconfig.json',
  'tests/config/tsconfig.build.json',
  'tests/config/css-text-plugins.mjs',
  'tests/config/cem.config.mjs',
];
const SKIP = new Set(['node_modules', '.data', '.git']);

function newest(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return { mtimeMs: 0, file: null }; // a missing input is not newer than anything
  }
  if (!st.isDirectory()) return { mtimeMs: st.mtimeMs, file: p };
  // A directory's own mtime changes when a file is deleted or renamed, which must also trigger a rebuild.
  let best = { mtimeMs: st.mtimeMs, file: p };
  for (const name of readdirSync(p)) {
    if (SKIP.has(name)) continue;
    const n = newest(path.join(p, name));
    if (n.mtimeMs > best.mtimeMs) best = n;
  }
  return best;
}

/** Newest mtime over all build inputs, with the file that has it (for the "building…" message). */
export function newestInput() {
  return INPUTS.map((i) => newest(path.join(root, i))).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
}

export function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

export function writeStamp(newestInputMtimeMs) {
  writeFileSync(stampFile, `${JSON.stringify({ newestInputMtimeMs, builtAt: new Date().toISOString() })}\n`);
}

/** Why dist/ must be rebuilt before use (a short human reason), or null when it is current. */
export function staleReason() {
  const stamp = readStamp();
  if (!stamp || !existsSync(path.join(root, 'dist/server/main.mjs'))) return 'no build yet';
  const latest = newestInput();
  return latest.mtimeMs > stamp.newestInputMtimeMs ? `${path.relative(root, latest.file)} changed` : null;
}
