/**
 * Rate-limit buckets shared by the workers of a cluster. Each worker of `IOT_WORKERS` serves its share of the
 * connections, so buckets kept per worker would let a tenant through n times its limit. The primary process holds
 * every bucket instead; a worker asks it over the cluster IPC channel for each token it takes (one message each
 * way, on the same machine). Only limited keys cost a message: an unset limit passes without asking.
 *
 * Should the primary stop answering (it is going down), the worker decides alone after a short wait, letting the
 * call through as an unlimited server would.
 */
import type { Worker } from 'node:cluster';
import { isLimitConfig, RateLimits, type Buckets } from '../limits/rate-limit.js';

/** A worker's question: take `n` tokens of `key` under `config`. */
interface TakeRequest {
  type: 'iot-bucket-take';
  id: number;
  key: string;
  config: string;
  n: number;
}

/** The primary's answer. */
interface TakeAnswer {
  type: 'iot-bucket-answer';
  id: number;
  ok: boolean;
}

/** How long a worker waits for the primary before deciding alone, ms. */
const ANSWER_WAIT_MS = 2000;

const isTake = (m: unknown): m is TakeRequest =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'iot-bucket-take';

const isAnswer = (m: unknown): m is TakeAnswer =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'iot-bucket-answer';

/** Sends over the worker's IPC channel (queued by Node when busy); false once the channel is closed. */
function sendToPrimary(m: TakeRequest): boolean {
  if (!process.connected || !process.send) return false;
  try {
    process.send(m);
    return true;
  } catch {
    return false;
  }
}

/** The primary's side: one set of buckets for all workers. Call {@link BucketHost.serve} for each forked worker. */
export class BucketHost {
  private readonly limits: RateLimits;

  constructor(now: () => number = Date.now) {
    this.limits = new RateLimits(now);
  }

  /** Answers the worker's take requests. */
  serve(worker: Worker): void {
    worker.on('message', (m: unknown) => {
      if (!isTake(m)) return;
      const answer: TakeAnswer = {
        type: 'iot-bucket-answer',
        id: m.id,
        ok: this.limits.tryConsume(m.key, m.config, m.n),
      };
      if (worker.isConnected()) worker.send(answer);
    });
  }
}

/** The worker's side: buckets that live in the primary. */
export class PrimaryBuckets implements Buckets {
  private nextId = 1;
  private readonly waiting = new Map<number, (ok: boolean) => void>();
  private readonly onMessage = (m: unknown): void => {
    if (!isAnswer(m)) return;
    this.waiting.get(m.id)?.(m.ok);
  };

  /** `send` delivers a request to the primary, or returns false when the channel to it is closed. */
  constructor(private readonly send: (m: TakeRequest) => boolean = sendToPrimary) {
    process.on('message', this.onMessage);
  }

  tryConsume(key: string, config: string | null | undefined, n = 1): boolean | Promise<boolean> {
    if (n <= 0 || !isLimitConfig(config)) return true;
    const id = this.nextId++;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(ok);
      };
      const timer = setTimeout(() => done(true), ANSWER_WAIT_MS);
      timer.unref();
      this.waiting.set(id, done);
      if (!this.send({ type: 'iot-bucket-take', id, key, config, n })) done(true);
    });
  }

  /** Stops listening; requests still waiting pass. */
  close(): void {
    process.off('message', this.onMessage);
    for (const done of [...this.waiting.values()]) done(true);
  }
}
