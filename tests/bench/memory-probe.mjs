// Loaded into the benchmarked server with `node --import` by memory-server.mjs (it also runs in the server's worker
// threads: the PGlite database thread, the script sandbox): every IOT_MEMORY_PROBE_MS (default 1000) each thread
// appends its own view of memory as one JSON line to IOT_MEMORY_PROBE_FILE — process RSS, and that thread's V8 heap
// (total, used), external memory (for the database thread: mostly PGlite's WebAssembly memory) and arrayBuffers — so
// the bench can tell a growing JavaScript heap from memory outside it.
import { appendFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';

const file = process.env.IOT_MEMORY_PROBE_FILE;
if (file) {
  const every = Number(process.env.IOT_MEMORY_PROBE_MS ?? 1000);
  const timer = setInterval(() => {
    const line = { pid: process.pid, thread: isMainThread ? 0 : threadId, at: Date.now(), ...process.memoryUsage() };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, every);
  timer.unref();
}
