import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Unit tests for pure logic (tests/unit) and the embedded server (tests/server). Browser tests run in wtr. */
export default defineConfig({
  root,
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is cores - 1, i.e. ONE fork on the 2-core CI. The server tests spend much of their time
    // waiting on sockets and timers, so two forks there cut the step from ~230 s to ~145 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
  },
});
