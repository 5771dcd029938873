/**
 * A server on a real socket with a fresh data directory (cloned from the seeded template), and a tiny fetch client
 * for it — the family tests talk HTTP like the console does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { CUSTOMER, SYSADMIN, TENANT, startServer } from '../helpers.js';

/** Roles: system admin, tenant admin, customer A user, customer B user, second tenant's admin. */
export type Role = 'sa' | 'ta' | 'cu' | 'cb' | 'tb';

/** A response: status, raw text, parsed JSON (undefined for empty/non-JSON bodies), headers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked with expect(), not by types
export interface Res<T = any> {
  status: number;
  text: string;
  json: T;
  headers: Headers;
}

/** A live server and its client. */
export interface Live {
  server: IotServer;
  base: string;
  tenantId: string;
  customerA: string;
  customerB: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Res
  call<T = any>(method: string, path: string, who: Role | null, payload?: unknown): Promise<Res<T>>;
  close(): Promise<void>;
}

/** Starts a server on a fresh temporary data dir, listens on a free port and logs every role in. */
export async function startLive(): Promise<Live> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-live-'));
  const server = await startServer({ dataDir });
  const { port } = await server.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const raw = async (method: string, path: string, token: string | null, payload?: unknown): Promise<Res> => {
    const headers: Record<string, string> = {};
    if (token) headers['x-authorization'] = `Bearer ${token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(base + path, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await r.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: r.status, text, json, headers: r.headers };
  };
  const creds = {
    sa: SYSADMIN,
    ta: TENANT,
    cu: CUSTOMER,
    cb: { username: 'customerb@thingsboard.org', password: 'customer' },
    tb: { username: 'tenantb@thingsboard.org', password: 'tenant' },
  };
  const tokens = {} as Record<Role, string>;
  for (const [role, c] of Object.entries(creds) as [Role, { username: string; password: string }][]) {
    const r = await raw('POST', '/api/auth/login', null, c);
    if (r.status !== 200) throw new Error(`login ${role}: ${r.status} ${r.text}`);
    tokens[role] = (r.json as { token: string }).token;
  }
  return {
    server,
    base,
    tenantId: String(decodeJwt(tokens.ta)['tenantId']),
    customerA: String(decodeJwt(tokens.cu)['customerId']),
    customerB: String(decodeJwt(tokens.cb)['customerId']),
    call: (method, path, who, payload) => raw(method, path, who ? tokens[who] : null, payload),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
