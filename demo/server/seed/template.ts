/**
 * Database templates: PGlite's initdb costs ~3 s, cloning a dump ~0.8 s. Tests (and anything that needs many
 * fresh servers) build one migrated + seeded template and start each server from it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openPglite } from '../db/pglite.js';
import { migrate } from '../db/migrate.js';
import { seedDemoData } from './index.js';

/** Options for {@link createTemplate}. */
export interface TemplateOptions {
  /** Leave the database migrated but empty. */
  skipSeed?: boolean;
}

/** Creates an in-memory PGlite database, migrates and seeds it, and returns its data-directory dump (a tarball). */
export async function createTemplate(opts: TemplateOptions = {}): Promise<Blob> {
  const db = await openPglite();
  try {
    await migrate(db);
    if (!opts.skipSeed) await seedDemoData(db);
    return await db.pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/** Writes a template to `file` atomically (temp file + rename), creating parent directories. */
export async function writeTemplate(template: Blob, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, new Uint8Array(await template.arrayBuffer()));
  renameSync(tmp, file);
}

/** Reads a template written by {@link writeTemplate}. */
export function readTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
