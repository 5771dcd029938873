/** Shared output of the server benchmarks: figures, PASS/FAIL against tests/bench/perf-budgets.json, exit code. */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

// Benches run bundled from .tmp/bench with the project root as working directory (run-bench.mjs).
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/bench/perf-budgets.json'), 'utf8')) as Record<string, number>;

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Beyond this multiple of its budget a figure fails even on an overloaded machine (a real regression, e.g. a full scan). */
const OVERLOAD_CEILING = 4;

/**
 * Prints one figure and checks it against its budget. Returns false when over budget. As in server-bench.ts, the
 * budget is enforced on a machine that is not overloaded (1-minute load < 1.5 per core, or IOT_BENCH_ENFORCE=1);
 * under heavy load only {@link OVERLOAD_CEILING}× the budget is enforced and the figure is printed.
 */
export function check(name: string, value: number): boolean {
  const budget = budgets[name];
  if (budget === undefined) throw new Error(`no budget named ${name}`);
  const cores = availableParallelism();
  const load = loadavg()[0] ?? 0;
  const enforce = process.env['IOT_BENCH_ENFORCE'] === '1' || load / cores < 1.5;
  const ok = value <= budget || (!enforce && value <= budget * OVERLOAD_CEILING);
  const note = value <= budget ? '' : enforce ? '' : ` — over, not enforced: load ${load.toFixed(1)} on ${cores} cores (ceiling ${budget * OVERLOAD_CEILING} ms)`;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${value.toFixed(1)} ms (budget ${budget} ms)${note}`);
  return ok;
}
