#!/usr/bin/env node
// `npm test`: every check in one run. Steps run in order, stream their output, and a failing step does
// not stop the next one, so one run shows everything. Ends with a summary table, `STEP FAILED: <name>`
// for each failed step, and as the very last line `N passed, M failed`, where N and M count the tests
// reported by vitest, wtr and Playwright (read from their JSON output, not scraped from the console).
// Exit code: 1 if any step failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPAT_ENV, COMPAT_SKIP, compatDir } from './fixtures/corpus.mjs';
import { benchFailures, playwrightFailures, vitestFailures } from './run-failures.mjs';
import { SEEDED_ENV } from './config/seeded-data-dir.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp/run-all'); // git-ignored
const vitestJson = path.join(out, 'vitest.json');
const wtrJson = path.join(out, 'wtr.json');
const e2eJson = path.join(root, 'tests/e2e/.results/report.json'); // written by playwright.config.mjs
const budgetJson = path.join(out, 'bench-budget.json');
const smokeJson = path.join(out, 'bench-smoke.json');
// The summary again, as a file: .ci/run prints it once more as the very last lines of a CI log.
const summaryFile = path.join(out, 'summary.txt');
// The built server's seeded data directory, made by the first step that starts the server and copied by the others
// (see config/seeded-data-dir.mjs); a new one each run.
const seededDir = path.join(out, 'seeded-data');
rmSync(seededDir, { recursive: true, force: true });
process.env[SEEDED_ENV] = seededDir;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // the tool crashed before reporting
  }
};

/** Each step: an npm script (package.json stays the single definition) and, for test runners, a parser. */
const steps = [
  { name: 'typecheck', script: 'typecheck' },
  // Lint starts together with typecheck (both are single-threaded, the CI box has 2 cores); its output is held
  // back and printed in its place in the order.
  { name: 'lint', script: 'lint', background: true },
  {
    name: 'unit+server',
    script: 'test:unit',
    args: ['--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    report: vitestJson,
    count: (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    }),
    failures: (r) => vitestFailures(r, root),
  },
  { name: 'build', script: 'build' },
  // Bundle-size budgets and the list-latency budget at full size; every other benchmark once in smoke size (tiny
  // inputs, figures printed, no timing checked: proof each still runs end to end; at full size they take minutes
  // and need an idle box).
  {
    name: 'budget',
    script: 'bench',
    args: ['bundle-size', 'server', `--report=${budgetJson}`],
    needs: 'build',
    report: budgetJson,
    failures: benchFailures,
  },
  {
    name: 'bench-smoke',
    script: 'bench',
    args: ['--smoke', '--except=bundle-size,server', `--report=${smokeJson}`],
    needs: 'build',
    report: smokeJson,
    failures: benchFailures,
  },
  {
    name: 'browser',
    script: 'test:browser',
    env: { WTR_SUMMARY_FILE: wtrJson },
    report: wtrJson,
    count: (r) => r,
    failures: (r) => r.failures ?? [],
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    args: ['--pass-with-no-tests'],
    needs: 'build',
    report: e2eJson,
    count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }),
    failures: playwrightFailures,
  },
];

/** The step's failed tests by name; a report of a shape the reader does not know must not cost the summary. */
function namesOfFailures(step, report) {
  try {
    return step.failures(report);
  } catch (err) {
    return [`(could not read the names from its report: ${err instanceof Error ? err.message : String(err)})`];
  }
}

/** Runs a step's npm script; with `capture`, its output is collected (stdout and stderr interleaved) instead of streamed. */
function runScript(step, capture) {
  return new Promise((resolve) => {
    const args = ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])];
    const child = spawn('npm', args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (capture) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => capture.push(d));
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : code));
  });
}

/** Background steps start now; each resolves to its exit code, seconds and held-back output. */
const background = new Map(
  steps
    .filter((s) => s.background)
    .map((s) => {
      const started = Date.now();
      const output = [];
      return [s.name, runScript(s, output).then((code) => ({ code, output, seconds: (Date.now() - started) / 1000 }))];
    }),
);

mkdirSync(out, { recursive: true });
rmSync(summaryFile, { force: true });
// One line on the opt-in ThingsBoard compatibility suite: its tests run on real exports, or are skipped.
const compat = compatDir(); // throws when IOT_TB_COMPAT_DIR names a missing folder
console.log(
  compat ? `ThingsBoard compatibility suite: on (${COMPAT_ENV}=${compat})` : `${COMPAT_SKIP} (its tests are skipped)`,
);
const results = [];
const t0 = Date.now();
for (const [i, step] of steps.entries()) {
  const dep = step.needs && results.find((r) => r.name === step.needs);
  if (dep && !dep.ok) {
    results.push({ name: step.name, ok: false, skipped: true, seconds: 0, note: `skipped: ${step.needs} failed` });
    continue;
  }
  console.log(`\n━━━━ [${i + 1}/${steps.length}] ${step.name}: npm run ${step.script} ━━━━`);
  if (step.report) rmSync(step.report, { force: true }); // never count a previous run's results
  const started = Date.now();
  let code;
  let seconds;
  if (background.has(step.name)) {
    const done = await background.get(step.name);
    process.stdout.write(Buffer.concat(done.output));
    ({ code, seconds } = done);
  } else {
    code = await runScript(step);
    seconds = (Date.now() - started) / 1000;
  }
  const r = { name: step.name, ok: code === 0, seconds, failures: [] };
  if (step.report) {
    const report = readJson(step.report);
    if (report) r.failures = namesOfFailures(step, report);
    if (report && step.count) {
      r.tests = step.count(report);
      r.note = `${r.tests.passed} passed, ${r.tests.failed} failed${r.tests.skipped ? `, ${r.tests.skipped} skipped` : ''}`;
      if (r.tests.passed + r.tests.failed === 0) r.note += ' (no tests yet)';
      if (r.tests.brokenFiles) r.note += `, ${r.tests.brokenFiles} file(s) failed to load`;
    } else if (!report) {
      r.note = 'no report (the runner failed before reporting)';
    }
  }
  results.push(r);
}

const passed = results.reduce((s, r) => s + (r.tests?.passed ?? 0), 0);
const failed = results.reduce((s, r) => s + (r.tests?.failed ?? 0), 0);
const MAX_NAMED = 15; // failed tests named per step; the rest are counted
const summary = [
  `━━━━ summary (${((Date.now() - t0) / 1000).toFixed(0)} s) ━━━━`,
  `${'step'.padEnd(12)} ${'result'.padEnd(6)} ${'time'.padStart(7)}  tests`,
  ...results.map((r) => {
    const result = r.skipped ? 'SKIP' : r.ok ? 'pass' : 'FAIL';
    return `${r.name.padEnd(12)} ${result.padEnd(6)} ${`${r.seconds.toFixed(1)} s`.padStart(7)}  ${r.note ?? ''}`;
  }),
  ...results.flatMap((r) => [
    ...r.failures.slice(0, MAX_NAMED).map((f) => `  ✘ ${r.name}: ${f}`),
    ...(r.failures.length > MAX_NAMED ? [`  ✘ ${r.name}: … and ${r.failures.length - MAX_NAMED} more`] : []),
  ]),
  ...results.filter((x) => !x.ok && !x.skipped).map((r) => `STEP FAILED: ${r.name}`),
  `${passed} passed, ${failed} failed`,
];
console.log(`\n${summary.join('\n')}`);
writeFileSync(summaryFile, `${summary.join('\n')}\n`);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
