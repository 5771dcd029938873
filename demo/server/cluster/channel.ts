/**
 * The cluster's message channel: PostgreSQL LISTEN/NOTIFY on one channel, so every worker process of one database
 * hears what the others publish — the database stays the only shared state, no broker is added.
 *
 * NOTIFY payloads are limited to 8000 bytes: a larger message is stored in an unlogged table and only its id is
 * notified; receivers read it from there, and rows older than a minute are deleted. A worker never receives its own
 * messages. Delivery follows PostgreSQL's: in commit order, to every listener connected at that moment.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'iot_cluster';
/** Largest payload sent inline (NOTIFY's limit is 8000 bytes, minus room for the header). */
const INLINE_MAX = 7800;
const SPILL_TTL_MS = 60_000;

/** A message handler. */
export type ClusterHandler = (payload: unknown) => void;

/** Publish/subscribe between the worker processes of one database. */
export interface ClusterChannel {
  /** This process's id on the channel. */
  readonly id: string;
  /** Sends `payload` (JSON-serialisable) to every other worker listening on `topic`. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Subscribes to `topic`; returns the unsubscribe function. */
  on(topic: string, handler: ClusterHandler): () => void;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  topic: string;
  payload?: unknown;
  /** Id of the spilled row holding the payload. */
  spill?: number;
}

/**
 * Connects the channel: one dedicated LISTEN connection plus one for NOTIFY (a pool's connections come and go, a
 * listener must stay).
 */
export async function openClusterChannel(databaseUrl: string, report: (err: unknown) => void): Promise<ClusterChannel> {
  const id = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), sender.connect()]);
  await sender.query(
    `CREATE UNLOGGED TABLE IF NOT EXISTS cluster_message (id bigserial PRIMARY KEY, created_time bigint NOT NULL, payload text NOT NULL)`,
  );
  listener.on('error', report);
  sender.on('error', report);
  const handlers = new Map<string, Set<ClusterHandler>>();
  let closed = false;
  let sending: Promise<unknown> = Promise.resolve();
  let receiving: Promise<unknown> = Promise.resolve();
  let pendingReads = 0;

  const deliver = (topic: string, payload: unknown) => {
    for (const h of handlers.get(topic) ?? []) {
      try {
        h(payload);
      } catch (err) {
        report(err);
      }
    }
  };
  listener.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    let env: Envelope;
    try {
      env = JSON.parse(n.payload) as Envelope;
    } catch (err) {
      report(err);
      return;
    }
    if (env.from === id || !handlers.has(env.topic)) return;
    const spill = env.spill;
    if (spill === undefined && pendingReads === 0) return deliver(env.topic, env.payload);
    // A spilled message is read back first; later ones wait behind it so every worker sees publish order.
    pendingReads += 1;
    receiving = receiving
      .then(async () => {
        if (spill === undefined) return deliver(env.topic, env.payload);
        const { rows } = await sender.query<{ payload: string }>('SELECT payload FROM cluster_message WHERE id = $1', [
          spill,
        ]);
        if (rows[0]) deliver(env.topic, JSON.parse(rows[0].payload));
      })
      .catch(report)
      .finally(() => {
        pendingReads -= 1;
      });
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  const sweep = setInterval(() => {
    void sender.query('DELETE FROM cluster_message WHERE created_time < $1', [Date.now() - SPILL_TTL_MS]).catch(report);
  }, SPILL_TTL_MS);
  sweep.unref();

  return {
    id,
    publish(topic, payload) {
      if (closed) return Promise.resolve();
      const inline = JSON.stringify({ from: id, topic, payload } satisfies Envelope);
      // One sender connection: notifications leave in publish order.
      const next = sending.then(async () => {
        if (Buffer.byteLength(inline) <= INLINE_MAX) {
          await sender.query('SELECT pg_notify($1, $2)', [CHANNEL, inline]);
          return;
        }
        const { rows } = await sender.query<{ id: string }>(
          'INSERT INTO cluster_message (created_time, payload) VALUES ($1, $2) RETURNING id',
          [Date.now(), JSON.stringify(payload)],
        );
        await sender.query('SELECT pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ from: id, topic, spill: Number(rows[0]?.id) } satisfies Envelope),
        ]);
      });
      sending = next.catch(report);
      return next;
    },
    on(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      await sending;
      await Promise.allSettled([listener.end(), sender.end()]);
    },
  };
}
