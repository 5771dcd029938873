import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../../../demo/server/app.js';
import { migrate } from '../../../demo/server/db/migrate.js';
import { MIGRATIONS } from '../../../demo/server/db/migrations/index.js';
import { DEMO_USERS } from '../../../demo/server/seed/demo-data.js';
import { hashPassword, verifyPassword } from '../../../demo/server/security/password.js';
import { NULL_UUID, isUuid, uuidV1, uuidV1Time } from '../../../demo/server/lib/uuid.js';
import { TENANT, body, getTemplate, login, auth } from '../helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'iot-db-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('uuid v1', () => {
  it('generates unique, time-ordered version-1 ids whose time decodes back', () => {
    const now = Date.now();
    const ids = Array.from({ length: 2000 }, () => uuidV1());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 5)) {
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('1');
      expect('89ab').toContain(id[19]);
      expect(Math.abs(uuidV1Time(id) - now)).toBeLessThan(1000);
    }
    expect(uuidV1Time(uuidV1(1_600_000_000_123))).toBeGreaterThanOrEqual(1_600_000_000_123);
    expect(isUuid(NULL_UUID)).toBe(true);
    expect(() => uuidV1Time('1d8a7c70-8f59-4a2b-9c1d-000000000000')).toThrow();
  });
});

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('s3cret');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('s3cret', hash)).toBe(true);
    expect(await verifyPassword('S3cret', hash)).toBe(false);
    expect(await verifyPassword('s3cret', null)).toBe(false);
    expect(await verifyPassword('s3cret', 'garbage')).toBe(false);
  });
});

describe('PGlite data directory', () => {
  it('persists data across servers on one dataDir, re-running neither migrations nor the seed; refuses unknown migrations', async () => {
    const dataDir = join(dir, 'nested', 'pglite'); // parent does not exist yet
    const first = await createServer({ dataDir, template: await getTemplate() });
    let userId: string;
    try {
      const { token } = await login(first, TENANT);
      const me = body<{ id: { id: string }; additionalInfo: { lastLoginTs: number } }>(
        await first.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) }),
      );
      userId = me.id.id;
      expect(me.additionalInfo.lastLoginTs).toBeGreaterThan(0);
      await first.db.query("INSERT INTO iot_meta (key, value, updated_time) VALUES ('test.marker', '42', 0)");
    } finally {
      await first.close();
    }

    const second = await createServer({ dataDir });
    try {
      const migrations = await second.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(migrations.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(second.db)).toEqual([]);
      const users = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tb_user');
      expect(users.rows[0]?.n).toBe(DEMO_USERS.length);
      const marker = await second.db.query<{ value: number }>("SELECT value FROM iot_meta WHERE key = 'test.marker'");
      expect(marker.rows[0]?.value).toBe(42);
      const user = await second.db.query<{ additional_info: { lastLoginTs?: number } }>(
        'SELECT additional_info FROM tb_user WHERE id = $1',
        [userId],
      );
      expect(user.rows[0]?.additional_info.lastLoginTs).toBeGreaterThan(0);
      // Tokens minted before the restart stay valid: the generated signing key is persisted.
      const { token } = await login(second, TENANT);
      expect(token.split('.')).toHaveLength(3);
      // A migration this server does not know (written by a newer version) must stop the next start.
      await second.db.query("INSERT INTO schema_migrations (version, name, applied_time) VALUES (9999, 'future', 0)");
    } finally {
      await second.close();
    }
    await expect(createServer({ dataDir })).rejects.toThrow(/9999/);
  });

  it('rolls back a failing migration as a whole', async () => {
    const s = await createServer({ template: await getTemplate() });
    try {
      const broken = [
        ...MIGRATIONS,
        { version: 1000, name: 'broken', sql: 'CREATE TABLE ok_tbl (id int); SELECT nope FROM nowhere;' },
      ];
      await expect(migrate(s.db, broken)).rejects.toThrow();
      const { rows } = await s.db.query("SELECT to_regclass('ok_tbl') AS t");
      expect(rows[0]).toEqual({ t: null });
    } finally {
      await s.close();
    }
  });
});
