/** `GET /api/admin/updates`: the system administrator's update check against a real HTTP feed. */
import { createServer as createHttpServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import { compareVersions, updateMessageFor } from '../../../demo/server/admin/updates.js';
import { auth, body, login, startServer, SYSADMIN, TENANT } from '../helpers.js';

let feed: Server;
let feedAnswer: { status: number; text: string } = { status: 200, text: '{"version":"3.4.0"}' };
let feedHits = 0;
let feedUrl = '';

beforeAll(async () => {
  feed = createHttpServer((_req, res) => {
    feedHits++;
    res.writeHead(feedAnswer.status, { 'content-type': 'application/json' }).end(feedAnswer.text);
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  const addr = feed.address();
  feedUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/feed.json`;
});
afterAll(() => new Promise<void>((r) => feed.close(() => r())));

describe('version maths', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('3.10.0', '3.9.2')).toBe(1);
    expect(compareVersions('3.3.1', '3.3.1')).toBe(0);
    expect(compareVersions('3.3', '3.3.1')).toBe(-1);
  });
  it('only a newer, well-formed version is an update; the feed message wins when given', () => {
    expect(updateMessageFor({ version: '3.3.1' })).toEqual({ message: '', updateAvailable: false });
    expect(updateMessageFor({ version: '3.2.9' }).updateAvailable).toBe(false);
    expect(updateMessageFor({ version: 'latest' }).updateAvailable).toBe(false);
    expect(updateMessageFor('3.4.0').updateAvailable).toBe(false);
    expect(updateMessageFor({ version: '3.4.0' })).toEqual({
      message: 'Version 3.4.0 is available. This server runs 3.3.1.',
      updateAvailable: true,
    });
    expect(updateMessageFor({ version: '4.0', message: 'Big release' })).toEqual({
      message: 'Big release',
      updateAvailable: true,
    });
  });
});

describe('GET /api/admin/updates', () => {
  let withFeed: IotServer;
  let offline: IotServer;
  beforeAll(async () => {
    [withFeed, offline] = await Promise.all([
      startServer({ updatesUrl: feedUrl }),
      startServer({ updatesUrl: 'http://127.0.0.1:9/nothing' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withFeed.close(), offline.close()]);
  });

  it('is for the system administrator only (403/20 otherwise)', async () => {
    const { token } = await login(withFeed, TENANT);
    const res = await withFeed.app.inject({ method: 'GET', url: '/api/admin/updates', headers: auth(token) });
    expect(res.statusCode).toBe(403);
    expect(body(res)['errorCode']).toBe(20);
  });

  it('reports a newer version from the feed, asking it once an hour at most', async () => {
    const { token } = await login(withFeed, SYSADMIN);
    const ask = () => withFeed.app.inject({ method: 'GET', url: '/api/admin/updates', headers: auth(token) });
    const hits = feedHits;
    expect(body(await ask())).toEqual({
      message: 'Version 3.4.0 is available. This server runs 3.3.1.',
      updateAvailable: true,
    });
    feedAnswer = { status: 200, text: '{"version":"9.9.9"}' };
    expect(body(await ask())['message']).toContain('3.4.0'); // cached
    expect(feedHits - hits).toBe(1);
  });

  it('an unreachable feed means no update, answered within the timeout', async () => {
    const { token } = await login(offline, SYSADMIN);
    const res = await offline.app.inject({ method: 'GET', url: '/api/admin/updates', headers: auth(token) });
    expect(body(res)).toEqual({ message: '', updateAvailable: false });
  });

  it('a broken feed answer means no update', async () => {
    feedAnswer = { status: 200, text: 'not json' };
    const server = await startServer({ updatesUrl: feedUrl });
    try {
      const { token } = await login(server, SYSADMIN);
      const res = await server.app.inject({ method: 'GET', url: '/api/admin/updates', headers: auth(token) });
      expect(body(res)).toEqual({ message: '', updateAvailable: false });
    } finally {
      await server.close();
    }
  });
});
