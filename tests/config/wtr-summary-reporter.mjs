// web-test-runner reporter that writes test counts as JSON for tests/run-all.mjs (wtr has no JSON reporter).
// Active only when WTR_SUMMARY_FILE is set. A test file that fails to load has no test results; it is
// counted in `brokenFiles`, so the orchestrator can tell "failed without tests" apart. `failures` names each failed
// test (file › suite › test) and each file that failed to load, for the run's closing summary.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export function summaryFileReporter(file = process.env.WTR_SUMMARY_FILE) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const counts = { passed: 0, failed: 0, skipped: 0, files: 0, brokenFiles: 0, failures: [] };
      const walk = (suite, names) => {
        for (const t of suite.tests) {
          const outcome = t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed';
          counts[outcome] += 1;
          if (outcome === 'failed') counts.failures.push([...names, t.name].join(' › '));
        }
        for (const child of suite.suites) walk(child, [...names, child.name]);
      };
      for (const s of sessions) {
        const testFile = path.relative(process.cwd(), s.testFile);
        const before = counts.failures.length;
        counts.files += 1;
        if (s.testResults) walk(s.testResults, [testFile]);
        if (!s.passed && s.errors.length > 0) counts.brokenFiles += 1;
        // A file that failed with no failed test (it did not load, a hook threw, the browser closed): its first error.
        if (!s.passed && counts.failures.length === before) {
          counts.failures.push(`${testFile}: ${String(s.errors[0]?.message ?? 'failed').split('\n')[0]}`);
        }
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
