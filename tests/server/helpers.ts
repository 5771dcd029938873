/**
 * Shared helpers for server tests. The migrated + seeded PGlite template is built once per source version and
 * cached on disk (keyed by a hash of demo/server/**), so each test file clones it in ~0.8 s instead of paying
 * ~3–5 s of initdb + seeding.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { createServer, type IotServer, type ServerOptions } from '../../demo/server/app.js';
import { createTemplate, readTemplate, writeTemplate } from '../../demo/server/seed/template.js';
import { PG_ADMIN_URL, startPgServer } from './support/pg-template.js';

/** Project root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_SRC = join(ROOT, 'demo/server');
// One cache per checkout: parallel worktrees must not prune each other's templates.
const CACHE_DIR = join(
  tmpdir(),
  'iot-console-test-templates',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);

/** Demo logins. */
export const SYSADMIN = { username: 'sysadmin@thingsboard.org', password: 'sysadmin' } as const;
export const TENANT = { username: 'tenant@thingsboard.org', password: 'tenant' } as const;
export const CUSTOMER = { username: 'customer@thingsboard.org', password: 'customer' } as const;

/** ISO-8601 with millis and `+00:00`, as TB error bodies carry. */
export const TB_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of listFiles(SERVER_SRC).sort()) {
    hash.update(relative(SERVER_SRC, file)).update(readFileSync(file));
  }
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | undefined;

/** The seeded template for this source version (built and cached on first use). */
export function getTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const file = join(CACHE_DIR, `${sourceHash()}.tar`);
    if (existsSync(file)) return readTemplate(file);
    const template = await createTemplate();
    await writeTemplate(template, file);
    for (const old of readdirSync(CACHE_DIR)) {
      if (join(CACHE_DIR, old) !== file && old.endsWith('.tar')) rmSync(join(CACHE_DIR, old), { force: true });
    }
    return template;
  })();
  return templatePromise;
}

/**
 * Starts an in-memory server cloned from the template; with `IOT_TEST_PG_URL` set, a server on a throw-away
 * PostgreSQL database instead (support/pg-template.ts).
 */
export async function startServer(opts: ServerOptions = {}): Promise<IotServer> {
  if (PG_ADMIN_URL) return startPgServer(sourceHash(), opts);
  return createServer({ template: await getTemplate(), ...opts });
}

/** Parsed JSON body of an injected response. */
export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** Token pair returned by the login endpoints. */
export interface Tokens {
  token: string;
  refreshToken: string;
}

/** Logs in and returns the token pair (throws on a non-200). */
export async function login(server: IotServer, creds: { username: string; password: string }): Promise<Tokens> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: creds });
  if (res.statusCode !== 200) throw new Error(`login ${creds.username} failed: ${res.statusCode} ${res.body}`);
  return body<Tokens>(res);
}

/** `X-Authorization` header for a token. */
export function auth(token: string): Record<string, string> {
  return { 'x-authorization': `Bearer ${token}` };
}

/** Asserts nothing; returns the TB error-body fields for concise expectations. */
export function errorOf(res: LightMyRequestResponse): {
  http: number;
  status: unknown;
  errorCode: unknown;
  message: unknown;
} {
  const b = body(res);
  return { http: res.statusCode, status: b['status'], errorCode: b['errorCode'], message: b['message'] };
}

/** A fixed base64 signing key for servers whose tokens a test must forge (pass as `jwtSigningKey`). */
export const TEST_KEY_B64 = Buffer.from('iot-console-test-signing-key-0123456789-0123456789-0123456789!!').toString(
  'base64',
);

/** Signs arbitrary claims with {@link TEST_KEY_B64} (HS512, iss thingsboard.io), e.g. expired or forged tokens. */
export function mint(claims: Record<string, unknown>, expSecondsFromNow: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS512' })
    .setIssuer('thingsboard.io')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expSecondsFromNow)
    .sign(new Uint8Array(Buffer.from(TEST_KEY_B64, 'base64')));
}
