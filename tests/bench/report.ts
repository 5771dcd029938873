/** Shared output of the server benchmarks: figures, PASS/FAIL against tests/bench/perf-budgets.json. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verdict } from './bench-env.mjs';

// Benches run bundled from .tmp/bench with the project root as working directory (run-bench.mjs).
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/bench/perf-budgets.json'), 'utf8')) as Record<
  string,
  number
>;

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * Prints one figure, records it for the report and checks it against its budget in perf-budgets.json. Returns false
 * when over budget. The budget is enforced on a machine that is not overloaded (1-minute load < 1.5 per core, or
 * IOT_BENCH_ENFORCE=1); under heavy load only 4× the budget (a real regression, e.g. a full scan); in a smoke run
 * (IOT_BENCH_SMOKE=1) not at all. See bench-env.mjs.
 */
export function check(name: string, value: number): boolean {
  const budget = budgets[name];
  if (budget === undefined) throw new Error(`no budget named ${name}`);
  return verdict(name, value, 'ms', budget);
}
