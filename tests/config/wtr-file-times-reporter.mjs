// web-test-runner reporter that prints how long each test file took, slowest first, at the end of the run (wtr's
// own reporters print no times). Active only when WTR_FILE_TIMES is set: `WTR_FILE_TIMES=1` lists every file,
// `WTR_FILE_TIMES=20` the 20 slowest. A file's time is the wall time from the previous file's end (or the run's
// start) to its own end, which with `concurrency: 1` is the time its page took: loading, tests, teardown.
export function fileTimesReporter(setting = process.env.WTR_FILE_TIMES) {
  if (!setting) return {};
  const limit = Number(setting) > 1 ? Number(setting) : Infinity;
  const times = [];
  let last = 0;
  return {
    start() {
      last = Date.now();
    },
    reportTestFileResults({ testFile, sessionsForTestFile }) {
      const now = Date.now();
      const tests = sessionsForTestFile.reduce((n, s) => n + countTests(s.testResults), 0);
      times.push({ file: testFile, seconds: (now - last) / 1000, tests });
      last = now;
    },
    onTestRunFinished() {
      const total = times.reduce((s, t) => s + t.seconds, 0);
      const rows = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, limit);
      console.log(`\nTest files by time (${times.length} files, ${total.toFixed(1)} s):`);
      for (const t of rows)
        console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${String(t.tests).padStart(3)} tests  ${t.file}`);
    },
  };
}

function countTests(suite) {
  if (!suite) return 0;
  return suite.tests.length + suite.suites.reduce((n, s) => n + countTests(s), 0);
}
