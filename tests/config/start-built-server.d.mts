/** Types of start-built-server.mjs (for the TypeScript benchmarks and e2e specs). */
import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

export const BUILT_SERVER: string;
export function buildIfStale(who: string): void;
export function untilReadyLine(
  child: ChildProcess,
  options?: { ready?: RegExp; timeoutMs?: number; what?: string },
): Promise<{ match: RegExpExecArray; output: string }>;
export interface StartedServer {
  child: ChildProcess;
  url: string;
  port: number;
  mqttPort: number | null;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}
export function startBuiltServer(options: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  entry?: string;
  stderr?: 'inherit' | 'ignore' | 'pipe';
  log?: Writable | null;
  timeoutMs?: number;
  what?: string;
}): Promise<StartedServer>;
export function stopProcess(child: ChildProcess, signal?: NodeJS.Signals): Promise<number | null>;
