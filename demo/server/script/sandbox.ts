/**
 * Runs user JavaScript (rule-node scripts) in quickjs-emscripten inside a worker thread: a separate interpreter
 * with its own heap, no access to Node, a deadline and a memory limit enforced by QuickJS, and a hard kill of the
 * thread when a run overruns anyway (native work QuickJS cannot interrupt). Node itself never evaluates user code,
 * and the event loop never blocks on a script.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findProjectRoot } from '../lib/project-root.js';

/** Limits of one script run. */
export interface SandboxLimits {
  timeoutMs: number;
  memoryBytes: number;
  /** Longest accepted result text (JSON). */
  maxOutputChars: number;
}

/** Defaults: 1 s, 16 MB heap, 1 MB of output. */
export const DEFAULT_LIMITS: SandboxLimits = {
  timeoutMs: 1000,
  memoryBytes: 16 * 1024 * 1024,
  maxOutputChars: 1024 * 1024,
};

/** Outcome of a run: the JSON text of the returned value, or an error message. */
export type SandboxResult = { ok: true; json: string | undefined } | { ok: false; error: string };

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Grace period on top of the QuickJS deadline before the thread is killed. */
const KILL_GRACE_MS = 500;

function workerFile(): string {
  const here = fileURLToPath(new URL('./sandbox-worker.mjs', import.meta.url));
  return existsSync(here) ? here : join(findProjectRoot(import.meta.url), 'demo/server/script/sandbox-worker.mjs');
}

interface Job {
  id: number;
  payload: { body: string; argNames: string[]; args: unknown[]; limits: SandboxLimits };
  resolve: (r: SandboxResult) => void;
}

let worker: Worker | null = null;
let seq = 0;
const queue: Job[] = [];
let running: Job | null = null;

function spawn(): Worker {
  const w = new Worker(workerFile());
  w.unref();
  w.on('message', (msg: { id: number; result: SandboxResult }) => {
    if (running && running.id === msg.id) finish(msg.result);
  });
  w.on('error', (err) => {
    if (worker === w) worker = null;
    finish({ ok: false, error: `Script engine failed: ${err.message}` });
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
  });
  return w;
}

let timer: NodeJS.Timeout | null = null;

function finish(result: SandboxResult): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const job = running;
  running = null;
  job?.resolve(result);
  pump();
}

function pump(): void {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  running = job;
  worker ??= spawn();
  const w = worker;
  timer = setTimeout(() => {
    worker = null;
    void w.terminate();
    finish({ ok: false, error: 'Script execution timed out' });
  }, job.payload.limits.timeoutMs + KILL_GRACE_MS);
  w.postMessage({ id: job.id, ...job.payload });
}

/**
 * Calls `function(<argNames>) { <body> }` with `args` (JSON values) and returns the result as JSON text.
 * Syntax errors, exceptions, timeouts and memory exhaustion all come back as `{ok:false, error}`.
 */
export function runFunction(
  body: string,
  argNames: string[],
  args: unknown[],
  limits: SandboxLimits = DEFAULT_LIMITS,
): Promise<SandboxResult> {
  for (const a of argNames)
    if (!IDENT.test(a)) return Promise.resolve({ ok: false, error: `Invalid argument name: ${a}` });
  return new Promise((resolve) => {
    seq += 1;
    queue.push({ id: seq, payload: { body, argNames, args, limits }, resolve });
    pump();
  });
}

/** Stops the worker thread (tests, shutdown). */
export async function stopSandbox(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
