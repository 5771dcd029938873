/**
 * Graceful shutdown: open WebSockets are closed with 1001 (going away) and every write the server acknowledged is
 * on disk when the same data directory is opened again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../demo/server/app.js';
import { TENANT, auth, getTemplate, login } from './helpers.js';
import { WsClient } from './ws-client.js';

const dir = mkdtempSync(join(tmpdir(), 'iot-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('graceful shutdown', () => {
  it('closes WebSockets with 1001 and keeps every acknowledged write', async () => {
    const t0 = Date.now();
    const log = (m: string) => console.log(`[shutdown] ${m} +${Date.now() - t0} ms`);
    const dataDir = join(dir, 'pglite');
    const server = await createServer({ dataDir, template: await getTemplate(), dbThread: true });
    log('created');
    const { port } = await server.listen(0, '127.0.0.1');
    const { token } = await login(server, TENANT);
    const ws = await WsClient.open(`ws://127.0.0.1:${port}/api/ws/plugins/telemetry?token=${token}`);
    // Writes in a row on one keep-alive connection per client; shutdown starts once the first ones are answered, so
    // later ones are in flight when it does.
    let answered = 0;
    const writes = Array.from({ length: 20 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/device`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: `shutdown-${i}`, type: 'default' }),
      }).then(
        (r) => {
          answered += 1;
          return r.status;
        },
        () => 0,
      ),
    );
    while (answered < 3) await new Promise((r) => setTimeout(r, 2));
    log('ws open, writes sent');
    const closing = server.close();
    const statuses = await Promise.all(writes);
    log(`writes answered ${statuses.join(',')}`);
    await closing;
    log('closed');
    for (let i = 0; i < 100 && !ws.closeInfo; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ws.closeInfo).toEqual({ code: 1001, reason: 'Server shutdown' });
    expect(statuses.filter((s) => s !== 200 && s !== 0)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);

    const again = await createServer({ dataDir });
    log('reopened');
    try {
      const { rows } = await again.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM device WHERE name LIKE 'shutdown-%'",
      );
      expect(rows[0]?.n).toBeGreaterThanOrEqual(statuses.filter((s) => s === 200).length);
    } finally {
      await again.close();
    }
  }, 120_000);
});
