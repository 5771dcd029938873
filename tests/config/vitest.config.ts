import { configDefaults, defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Unit files that replace a module with vi.mock, found by reading them: each gets a process of its own. In the
 * shared forks below the mock would leak into the next files' imports, or miss a module an earlier file already
 * imported (which one depends on how files are shared out over the forks).
 */
const MOCKING = readdirSync(`${root}/tests/unit`, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/unit/${f.replaceAll('\\', '/')}`)
  .filter((f) => readFileSync(`${root}/${f}`, 'utf8').includes('vi.mock('));

/** Unit tests for pure logic (tests/unit) and the embedded server (tests/server). Browser tests run in wtr. */
export default defineConfig({
  root,
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is cores - 1, i.e. ONE fork on the 2-core CI. The server tests spend much of their time
    // waiting on sockets and timers, so two forks there cut the step from ~230 s to ~145 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
    projects: [
      {
        extends: true,
        // Pure logic: the files share their forks (isolate: false) instead of a new process per file, which
        // started Node and imported the same modules again for each of the 86 files (35.7 s of CPU for the unit
        // files against 9.9 s shared). They keep no state between files: globals stubbed in a file are unstubbed
        // in its afterEach, fake timers are switched back; a file that mocks a module runs apart (MOCKING).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-mocking', include: MOCKING } },
      // Each server test file keeps a process of its own: servers, PGlite databases and timers of one file must
      // not outlive it into the next.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'] } },
    ],
  },
});
