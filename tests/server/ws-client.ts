/** A small test client for the telemetry WebSocket: collects messages and waits for ones matching a predicate. */
import WebSocket from 'ws';

/** A parsed server message. */
export type Msg = Record<string, unknown>;

/** Connected client. */
export class WsClient {
  readonly messages: Msg[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  closeInfo: { code: number; reason: string } | null = null;
  private readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString() };
        resolve(this.closeInfo);
      });
    });
  }

  /** Opens a socket; rejects with the HTTP status and body when the upgrade is refused. */
  static open(url: string): Promise<WsClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new WsClient(ws);
      ws.on('open', () => resolve(client));
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode, body })),
        );
      });
      ws.on('error', (err) => reject(err));
    });
  }

  /** Sends a command envelope. */
  send(cmds: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(cmds));
  }

  /** Next message (already received or future) matching `pred`, counting only messages after `from`. */
  next(pred: (m: Msg) => boolean, timeoutMs = 5000, from = 0): Promise<Msg> {
    const hit = this.messages.slice(from).find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.slice(-5))}`),
          ),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Resolves with the close code/reason. */
  whenClosed(): Promise<{ code: number; reason: string }> {
    return this.closed;
  }

  /** Closes the socket. */
  close(): void {
    this.ws.close();
  }
}

/** Waits a little (for "nothing else arrives" checks). */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
