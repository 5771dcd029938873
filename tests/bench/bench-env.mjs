// What every benchmark shares: its size, whether budgets are enforced, and where its figures go.
//   IOT_BENCH_SMOKE=1    smoke size: a tiny run that proves the benchmark still works end to end (npm test runs
//                        every benchmark this way). Functional checks still fail the run; budgets and targets do not.
//   IOT_BENCH_ENFORCE=1  enforce budgets even on an overloaded machine (otherwise only below a 1-minute load of 1.5
//                        per core; above it a budget is only checked at OVERLOAD_CEILING times its value).
//   IOT_BENCH_FIGURES    a file the figures are appended to as JSON lines; run-bench.mjs sets it and gathers the
//                        lines into its report (bench-results/<date>.json).
//   IOT_BENCH_STEP       the run-bench step name the figures are filed under.
import { appendFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export const SMOKE = process.env.IOT_BENCH_SMOKE === '1';
export const OVERLOAD_CEILING = 4;

/** The full size, or the smoke size in a smoke run. */
export function size(full, smoke) {
  return SMOKE ? smoke : full;
}

/** Whether budgets count now: never in a smoke run; else on a machine that is not overloaded (or when forced). */
export function budgetMode() {
  const cores = availableParallelism();
  const load = loadavg()[0] ?? 0;
  const enforce = !SMOKE && (process.env.IOT_BENCH_ENFORCE === '1' || load / cores < 1.5);
  return { smoke: SMOKE, enforce, load, cores };
}

/**
 * Records one figure for the report. `budget` (same unit) and `higherIsBetter` describe the target when there is one.
 * Returns the value, so a figure can be recorded where it is computed.
 */
export function figure(name, value, unit, budget = undefined, higherIsBetter = false) {
  const file = process.env.IOT_BENCH_FIGURES;
  if (file) {
    const line = {
      step: process.env.IOT_BENCH_STEP ?? null,
      name,
      value: Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null,
      unit,
    };
    if (budget !== undefined) Object.assign(line, { budget, higherIsBetter });
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
  return value;
}

/**
 * Checks a figure against its budget and prints the verdict: PASS, FAIL, OVER (not enforced: machine overloaded,
 * under the ceiling) or SMOKE (smoke run, not checked). Returns false only when the budget counts and is missed.
 */
export function verdict(name, value, unit, budget, higherIsBetter = false, ceiling = OVERLOAD_CEILING) {
  figure(name, value, unit, budget, higherIsBetter);
  const { smoke, enforce, load, cores } = budgetMode();
  const within = higherIsBetter ? value >= budget : value <= budget;
  const withinCeiling = higherIsBetter ? value * ceiling >= budget : value <= budget * ceiling;
  const ok = within || smoke || (!enforce && withinCeiling);
  const shown = `${Number(value.toFixed(1))} ${unit} (${higherIsBetter ? '≥' : '≤'} ${budget} ${unit})`;
  const word = smoke ? 'SMOKE' : within ? 'PASS' : ok ? 'OVER' : 'FAIL';
  const note = smoke
    ? ' — smoke size, not checked'
    : !within && ok
      ? ` — not enforced: load ${load.toFixed(1)} on ${cores} cores`
      : '';
  console.log(`${word} ${name}: ${shown}${note}`);
  return ok;
}
