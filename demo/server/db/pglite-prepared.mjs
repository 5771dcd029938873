/**
 * Statements prepared once per SQL text on a PGlite instance. `PGlite.query` parses, analyses and plans every call
 * anew and enters the WebAssembly module six times (parse, describe, bind, describe, execute, sync); the server sends
 * the same few dozen statement texts over and over with different parameters. Here each text is parsed once into a
 * named server-side statement (its parameter types remembered), and every later call is one Bind/Describe/Execute/Sync
 * round through the module: PostgreSQL's plan cache then skips parsing and, once a generic plan is as cheap as the
 * custom ones, planning too (measured: a device lookup ~7×, a device list page ~5× less CPU).
 *
 * Rows, `affectedRows`, parameter serialisation and errors (DatabaseError with its SQLSTATE) are the ones
 * `PGlite.query` gives: the same serialisers, parsers and result parser. Plain JavaScript, so both the in-process
 * adapter (pglite.ts) and the database thread (pglite-worker.mjs, no build step) use it.
 */
import { parse, protocol } from '@electric-sql/pglite';

/** Statements kept at most; the least recently used one is closed beyond that. */
const MAX_STATEMENTS = 256;
/** Only plain DML is kept prepared; anything else (DDL, SET, multi-statement text) runs as PGlite runs it. */
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;
/** PostgreSQL's "cached plan must not change result type" (a table's columns changed under a `SELECT *`). */
const RESULT_TYPE_CHANGED = '0A000';

const { serialize } = protocol;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Named statements of one PGlite instance, by SQL text. */
export class PreparedStatements {
  /** @param {import('@electric-sql/pglite').PGlite} pg */
  constructor(pg) {
    this.pg = pg;
    /** @type {Map<string, {name: string, paramTypes: number[]}>} in least-recently-used-first order */
    this.statements = new Map();
    this.seq = 0;
    /** @type {string[]} names to close at the next chance (evicted, or after a schema change) */
    this.retired = [];
  }

  /**
   * Runs `sql` with `params`. `tx`: the open transaction the caller runs in (a `transaction()` callback's handle), so
   * only the query lock is taken; without it the statement waits for open transactions, as `PGlite.query` does.
   * @param {string} sql
   * @param {readonly unknown[]} params
   * @param {import('@electric-sql/pglite').Transaction} [tx]
   * @returns {Promise<{rows: any[], affectedRows?: number}>}
   */
  query(sql, params, tx) {
    const pg = this.pg;
    if (!PREPARABLE.test(sql)) return (tx ?? pg).query(sql, [...params]);
    if (tx) return pg.runExclusive(() => this.run(sql, params, false));
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        const result = await this.run(sql, params, true);
        await pg.syncToFs();
        return result;
      }),
    );
  }

  /** Forgets every statement (after DDL: `exec` runs migrations); they are closed before the next statement runs. */
  forgetAll() {
    for (const s of this.statements.values()) this.retired.push(s.name);
    this.statements.clear();
  }

  /** Holds the query lock. `mayRetry`: outside a transaction a statement whose result type changed is re-prepared. */
  async run(sql, params, mayRetry) {
    const statement = await this.prepared(sql);
    await this.closeRetired();
    try {
      return await this.execute(statement.name, statement.paramTypes, params);
    } catch (err) {
      if (err?.code !== RESULT_TYPE_CHANGED) throw err;
      this.statements.delete(sql);
      this.retired.push(statement.name);
      if (!mayRetry) throw err;
      await this.closeRetired();
      const again = await this.prepared(sql);
      return this.execute(again.name, again.paramTypes, params);
    }
  }

  /** The named statement of `sql`, parsed on first use. */
  async prepared(sql) {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `iot_${++this.seq}`;
    const messages = await this.send([
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    if (this.statements.size > MAX_STATEMENTS) {
      const [oldest, evicted] = this.statements.entries().next().value;
      this.statements.delete(oldest);
      this.retired.push(evicted.name);
    }
    return statement;
  }

  /** Binds `params` (serialised by their parameter types, as PGlite does), executes, parses the rows. */
  async execute(name, paramTypes, params) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[paramTypes[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await this.send([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, this.pg.parsers)[0] ?? { rows: [], affectedRows: 0 };
  }

  /** Closes statements no longer kept (a failure leaves them for the next call: the statement itself still runs). */
  async closeRetired() {
    if (this.retired.length === 0) return;
    const names = this.retired.splice(0);
    try {
      await this.send([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]);
    } catch {
      this.retired.push(...names); // e.g. inside a failed transaction: closed at the next chance
    }
  }

  /** One round through the module: the messages, ending in Sync. */
  send(parts) {
    return this.pg.execProtocolStream(concat(parts), { syncToFs: false });
  }
}
