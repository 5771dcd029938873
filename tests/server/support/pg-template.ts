/**
 * The server suite on a real PostgreSQL: with `IOT_TEST_PG_URL` (an administrative connection, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres), every test server gets a throw-away database copied from a migrated
 * and seeded template database (`CREATE DATABASE … TEMPLATE …`, built once per source version under an advisory
 * lock, so parallel test processes share it) and dropped when the server closes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer, type IotServer, type ServerOptions } from '../../../demo/server/app.js';

/** The administrative connection string, or undefined when the suite runs on PGlite. */
export const PG_ADMIN_URL = process.env['IOT_TEST_PG_URL'] || undefined;

/** Advisory-lock key of the template build. */
const TEMPLATE_LOCK = 7_260_126;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const u = new URL(PG_ADMIN_URL ?? '');
  u.pathname = `/${database}`;
  return u.toString();
}

let template: Promise<string> | undefined;

/** The template database for `version` (created when missing). */
function templateDb(version: string): Promise<string> {
  template ??= admin(async (c) => {
    const name = `iot_tpl_${version}`;
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) {
        const building = `${name}_building_${randomBytes(3).toString('hex')}`;
        await c.query(`CREATE DATABASE ${building}`);
        const server = await createServer({ databaseUrl: urlOf(building) });
        await server.close();
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/** Starts a server on a fresh copy of the template database; closing it drops the copy. */
export async function startPgServer(version: string, opts: ServerOptions): Promise<IotServer> {
  const source = await templateDb(version);
  const name = `iot_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const server = await createServer({ ...opts, template: undefined, databaseUrl: urlOf(name) });
  const close = server.close.bind(server);
  let closing: Promise<void> | undefined;
  server.close = () =>
    (closing ??= close().finally(() =>
      admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    ));
  return server;
}
