/** Shared output of the server benchmarks: figures, PASS/FAIL against tests/bench/perf-budgets.json, exit code. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Benches run bundled from .tmp/bench with the project root as working directory (run-bench.mjs).
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/bench/perf-budgets.json'), 'utf8')) as Record<string, number>;

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Prints one figure and checks it against its budget. Returns false when over budget. */
export function check(name: string, value: number): boolean {
  const budget = budgets[name];
  if (budget === undefined) throw new Error(`no budget named ${name}`);
  const ok = value <= budget;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${value.toFixed(1)} ms (budget ${budget} ms)`);
  return ok;
}
