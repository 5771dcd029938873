/** Locates the project root from the running file (source `demo/server/…` or bundle `dist/server/main.mjs`). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isProjectRoot(dir: string): boolean {
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) return false;
  try {
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name === 'iot-console';
  } catch {
    return false;
  }
}

/**
 * Walks up from `fromUrl` (an `import.meta.url`) to the directory whose package.json is named `iot-console`.
 * Falls back to two levels up (`dist/server/main.mjs` → root) when none is found.
 */
export function findProjectRoot(fromUrl: string): string {
  const start = dirname(fileURLToPath(fromUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    if (isProjectRoot(dir)) return dir;
    if (dirname(dir) === dir) break;
  }
  return resolve(start, '..', '..');
}
