/**
 * The server's data-access convention as lint enforces it (tests/config/eslint.config.mjs): a route file of
 * `demo/server` that runs a statement or holds SQL text fails `no-restricted-syntax` with a pointer to repo.ts; the
 * same code in a repository passes, and so do route files whose strings merely look like SQL words.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'tests/config/eslint.config.mjs') });
});

/** The `no-restricted-syntax` messages of `code` linted as the file `file` of the repository. */
async function sqlMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const POINTER =
  "SQL lives in the domain's repo.ts: give the query a well-named, typed function there and call it from the route.";

describe('SQL in server route files', () => {
  it('reports a statement run from a route file, its SQL text and a WHERE fragment with a placeholder', async () => {
    const code = [
      'export async function handler(db: { query(s: string, p?: unknown[]): Promise<unknown> }, id: string) {',
      "  await db.query('SELECT * FROM device WHERE id = $1', [id]);",
      "  const where = ['tenant_id = ' + '$' + '1', 'e.customer_id = $2'];",
      '  return `UPDATE device SET name = ${id}`.length + where.length;',
      '}',
      '',
    ].join('\n');
    const messages = await sqlMessages('demo/server/devices/routes.ts', code);
    // The call, the statement text inside it, the placeholder fragment, the template's statement.
    expect(messages).toEqual([POINTER, POINTER, POINTER, POINTER]);
  });

  it('covers every kind of route file: sub-route files and the route table at the top', async () => {
    const code = "export const run = (tx: { exec(s: string): Promise<void> }) => tx.exec('DELETE FROM relation');\n";
    expect(await sqlMessages('demo/server/edges/rule-chain-routes.ts', code)).toHaveLength(2);
    expect(await sqlMessages('demo/server/routes.ts', code)).toHaveLength(2);
  });

  it('passes the same statements in a repository', async () => {
    const code = [
      'export async function findDevice(db: { query(s: string, p?: unknown[]): Promise<unknown> }, id: string) {',
      "  return db.query('SELECT * FROM device WHERE id = $1', [id]);",
      '}',
      '',
    ].join('\n');
    expect(await sqlMessages('demo/server/devices/repo.ts', code)).toEqual([]);
  });

  it('passes route strings that only share words with SQL, and regular expressions', async () => {
    const code = [
      "export const actions = ['DELETED', 'UPDATED', 'ADDED'];",
      "export const methods = ['POST', 'DELETE'] as const;",
      "export const message = 'Updating type is prohibited! Select a profile with such a name.';",
      "export const digits = /^\\d+$/.exec('42');",
      '',
    ].join('\n');
    expect(await sqlMessages('demo/server/devices/routes.ts', code)).toEqual([]);
  });
});
