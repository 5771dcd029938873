/**
 * The `pg` adapter against a real PostgreSQL. Runs only when IOT_TEST_DATABASE_URL points at a server where the
 * user may create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres); each run uses a throw-away database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer, type IotServer } from '../../../demo/server/app.js';
import { migrate } from '../../../demo/server/db/migrate.js';
import { CUSTOMER, TENANT, auth, body, login } from '../helpers.js';

const adminUrl = process.env['IOT_TEST_DATABASE_URL'];
const dbName = `iot_test_${randomBytes(4).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('PostgreSQL adapter', () => {
  let url: string;
  let server: IotServer;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl ?? '');
    u.pathname = `/${dbName}`;
    url = u.toString();
    server = await createServer({ databaseUrl: url });
  });
  afterAll(async () => {
    await server?.close();
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  });

  it('migrates, seeds and serves logins; bigint and jsonb columns come back typed', async () => {
    expect(server.db.kind).toBe('pg');
    const { token } = await login(server, TENANT);
    const me = body(await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) }));
    expect(typeof me['createdTime']).toBe('number');
    expect(me['additionalInfo']).toMatchObject({ failedLoginAttempts: 0 });
    await login(server, CUSTOMER);
  });

  it('is idempotent on restart and rolls back failed transactions', async () => {
    const again = await createServer({ databaseUrl: url });
    try {
      expect(await migrate(again.db)).toEqual([]);
      const { rows } = await again.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tb_user');
      expect(rows[0]?.n).toBe(3);
      await expect(
        again.db.transaction(async (tx) => {
          await tx.query("INSERT INTO iot_meta (key, value, updated_time) VALUES ('pg.tx', '1', 0)");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const left = await again.db.query("SELECT 1 FROM iot_meta WHERE key = 'pg.tx'");
      expect(left.rows).toHaveLength(0);
    } finally {
      await again.close();
    }
  });
});
