// web-test-runner reporter that writes test counts as JSON for tests/run-all.mjs (wtr has no JSON reporter).
// Active only when WTR_SUMMARY_FILE is set. A test file that fails to load has no test results; it is
// counted in `brokenFiles`, so the orchestrator can tell "failed without tests" apart.
import { writeFileSync } from 'node:fs';

export function summaryFileReporter(file = process.env.WTR_SUMMARY_FILE) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const counts = { passed: 0, failed: 0, skipped: 0, files: 0, brokenFiles: 0 };
      const walk = (suite) => {
        for (const t of suite.tests) counts[t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed'] += 1;
        suite.suites.forEach(walk);
      };
      for (const s of sessions) {
        counts.files += 1;
        if (s.testResults) walk(s.testResults);
        if (!s.passed && s.errors.length > 0) counts.brokenFiles += 1;
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
