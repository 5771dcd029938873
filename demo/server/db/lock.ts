/**
 * A pid lock next to a PGlite data directory: PGlite is single-process, and two servers on one directory would
 * corrupt it. Stale locks (the owner died without cleanup) are taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes `<dataDir>.lock` and returns its release function.
 * @throws Error when another live process holds the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) {
      return () => rmSync(file, { force: true });
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(`Data directory ${dataDir} is in use by process ${owner} (lock file ${file})`);
    }
    rmSync(file, { force: true }); // stale, or our own from an unclosed instance
  }
  throw new Error(`Could not lock ${dataDir}`);
}
