// The names of what failed, read from each runner's JSON report, for the closing summaries of `npm test`
// (run-all.mjs) and of the PostgreSQL pass (server/run-on-postgres.mjs): a CI log's last lines name the failures.
import path from 'node:path';

/** The first non-blank line of a message. */
export function firstLine(text) {
  return String(text ?? 'failed')
    .split('\n')
    .find((l) => l.trim())
    ?.trim();
}

/** A vitest JSON report's failed tests (file › describe › test), and files that failed outside their tests. */
export function vitestFailures(report, root) {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${name} › ${t.fullName}`);
    // A file that failed outside its tests (it did not load, a hook threw): its message.
    return tests.length || file.status !== 'failed' ? tests : [`${name}: ${firstLine(file.message)}`];
  });
}

/** A benchmark report's failed steps, each with the figures that missed their budget. */
export function benchFailures(report) {
  return report.steps
    .filter((step) => step.status !== 'pass')
    .map((step) => {
      const missed = step.figures
        .filter((f) => f.budget !== undefined && (f.higherIsBetter ? f.value < f.budget : f.value > f.budget))
        .map((f) => `${f.name} ${f.value} ${f.unit} (budget ${f.budget})`);
      return `bench ${step.name}${missed.length ? `: ${missed.join('; ')}` : ''}`;
    });
}

/** A Playwright JSON report's failed specs (file:line › title), and errors raised outside any test. */
export function playwrightFailures(report) {
  const specs = (suites) => suites.flatMap((suite) => [...(suite.specs ?? []), ...specs(suite.suites ?? [])]);
  return [
    ...(report.errors ?? []).map((e) => `error outside the tests: ${firstLine(e.message)}`),
    ...specs(report.suites ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
  ];
}
