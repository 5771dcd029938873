/**
 * AttributeService: typed attributes per scope (CLIENT_SCOPE, SERVER_SCOPE, SHARED_SCOPE) with `lastUpdateTs`.
 * Saves upsert; deletes remove keys; both are announced on the bus. Attributes of devices/assets are mirrored onto
 * entity views that list the key for that scope (`keys.attributes.cs|ss|sh`) while the view's time window is open
 * (what ThingsBoard's "copy attributes to entity view" step does); the rule-engine issue may move that mirroring
 * into a rule node.
 */
import type { Db, Queryable } from '../db/types.js';
import type { EntityId } from '../lib/entity-id.js';
import type { AttributeScope, ChangeBus, ChangeOrigin } from './bus.js';
import { ATTRIBUTE_SCOPES } from './bus.js';
import { kvColumns, kvFromRow, type AttributeKvEntry, type KvColumns, type KvEntry } from './kv.js';

/** An attribute with the scope it lives in. */
export type ScopedAttribute = AttributeKvEntry & { scope: AttributeScope };

type AttrRow = KvColumns & { attribute_type: AttributeScope; attribute_key: string; last_update_ts: number };

const VIEW_SCOPE_FIELD: Record<AttributeScope, string> = { CLIENT_SCOPE: 'cs', SERVER_SCOPE: 'ss', SHARED_SCOPE: 'sh' };

/** True for a valid scope name. */
export function isScope(value: string): value is AttributeScope {
  return (ATTRIBUTE_SCOPES as readonly string[]).includes(value);
}

async function upsert(
  db: Queryable,
  entityId: EntityId,
  scope: AttributeScope,
  entries: readonly KvEntry[],
  ts: number,
): Promise<void> {
  const cols: unknown[][] = [[], [], [], [], [], []];
  for (const e of entries) {
    const [b, s, l, d, j] = kvColumns(e);
    cols[0]?.push(e.key);
    cols[1]?.push(b);
    cols[2]?.push(s);
    cols[3]?.push(l);
    cols[4]?.push(d);
    cols[5]?.push(j);
  }
  await db.query(
    `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v, json_v, last_update_ts)
     SELECT $1, $2, $3, k, b, s, l, d, j, $10 FROM unnest($4::varchar[], $5::boolean[], $6::varchar[], $7::bigint[], $8::float8[], $9::jsonb[]) AS v(k, b, s, l, d, j)
     ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET bool_v = EXCLUDED.bool_v, str_v = EXCLUDED.str_v,
       long_v = EXCLUDED.long_v, dbl_v = EXCLUDED.dbl_v, json_v = EXCLUDED.json_v, last_update_ts = EXCLUDED.last_update_ts`,
    [entityId.entityType, entityId.id, scope, ...cols, ts],
  );
}

interface ViewRow {
  id: string;
  tenant_id: string;
  keys: { attributes?: Record<string, unknown> } | null;
  start_ts: number;
  end_ts: number;
}

/** Attribute storage service. */
export class AttributeService {
  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus,
  ) {}

  /** Saves attributes of one scope (last write wins per key); `lastUpdateTs` = now unless given. */
  async save(
    tenantId: string,
    entityId: EntityId,
    scope: AttributeScope,
    entries: KvEntry[],
    opts: { origin?: ChangeOrigin; ts?: number } = {},
  ): Promise<void> {
    if (entries.length === 0) return;
    const unique = [...new Map(entries.map((e) => [e.key, e])).values()];
    const ts = opts.ts ?? Date.now();
    await upsert(this.db, entityId, scope, unique, ts);
    this.bus.emit({
      type: 'ATTRS_UPDATED',
      tenantId,
      entityId,
      scope,
      entries: unique.map((e) => ({ ...e, lastUpdateTs: ts })),
      ...(opts.origin ? { origin: opts.origin } : {}),
    });
    for (const view of await this.viewsFor(entityId, scope, ts)) {
      const copied = unique.filter((e) => view.keys.includes(e.key));
      if (copied.length === 0) continue;
      const viewId: EntityId = { entityType: 'ENTITY_VIEW', id: view.id };
      await upsert(this.db, viewId, scope, copied, ts);
      this.bus.emit({
        type: 'ATTRS_UPDATED',
        tenantId: view.tenantId,
        entityId: viewId,
        scope,
        entries: copied.map((e) => ({ ...e, lastUpdateTs: ts })),
      });
    }
  }

  /** Deletes keys of one scope. */
  async delete(
    tenantId: string,
    entityId: EntityId,
    scope: AttributeScope,
    keys: string[],
    opts: { origin?: ChangeOrigin } = {},
  ): Promise<void> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return;
    await this.db.query(
      'DELETE FROM attribute_kv WHERE entity_id = $1 AND attribute_type = $2 AND attribute_key = ANY($3::varchar[])',
      [entityId.id, scope, unique],
    );
    this.bus.emit({
      type: 'ATTRS_DELETED',
      tenantId,
      entityId,
      scope,
      keys: unique,
      ...(opts.origin ? { origin: opts.origin } : {}),
    });
    for (const view of await this.viewsFor(entityId, scope, null)) {
      const gone = unique.filter((k) => view.keys.includes(k));
      if (gone.length === 0) continue;
      const viewId: EntityId = { entityType: 'ENTITY_VIEW', id: view.id };
      await this.db.query(
        'DELETE FROM attribute_kv WHERE entity_id = $1 AND attribute_type = $2 AND attribute_key = ANY($3::varchar[])',
        [view.id, scope, gone],
      );
      this.bus.emit({ type: 'ATTRS_DELETED', tenantId: view.tenantId, entityId: viewId, scope, keys: gone });
    }
  }

  private async viewsFor(
    entityId: EntityId,
    scope: AttributeScope,
    now: number | null,
  ): Promise<{ id: string; tenantId: string; keys: string[] }[]> {
    if (entityId.entityType !== 'DEVICE' && entityId.entityType !== 'ASSET') return [];
    const { rows } = await this.db.query<ViewRow>(
      'SELECT id, tenant_id, keys, start_ts, end_ts FROM entity_view WHERE entity_id = $1',
      [entityId.id],
    );
    return rows
      .filter((v) => now === null || ((v.start_ts === 0 || now >= v.start_ts) && (v.end_ts === 0 || now < v.end_ts)))
      .map((v) => {
        const list = v.keys?.attributes?.[VIEW_SCOPE_FIELD[scope]];
        return {
          id: v.id,
          tenantId: v.tenant_id,
          keys: Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [],
        };
      })
      .filter((v) => v.keys.length > 0);
  }

  /** Attributes of one scope (or every scope, CLIENT, SHARED, SERVER order), optionally only `keys`. */
  async find(
    entityId: EntityId,
    scope: AttributeScope | null,
    keys: readonly string[] | null = null,
  ): Promise<ScopedAttribute[]> {
    const { rows } = await this.db.query<AttrRow>(
      `SELECT attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v, json_v, last_update_ts FROM attribute_kv
       WHERE entity_id = $1 AND ($2::varchar IS NULL OR attribute_type = $2) AND ($3::varchar[] IS NULL OR attribute_key = ANY($3::varchar[]))
       ORDER BY CASE attribute_type WHEN 'CLIENT_SCOPE' THEN 0 WHEN 'SHARED_SCOPE' THEN 1 ELSE 2 END, attribute_key`,
      [entityId.id, scope, keys ? [...keys] : null],
    );
    return rows.map((r) => ({
      ...kvFromRow(r.attribute_key, r),
      lastUpdateTs: r.last_update_ts,
      scope: r.attribute_type,
    }));
  }

  /** Attribute keys of one scope or of all scopes (CLIENT, SHARED, SERVER order; a key in two scopes is listed twice, as TB). */
  async findKeys(entityId: EntityId, scope: AttributeScope | null): Promise<string[]> {
    return (await this.find(entityId, scope)).map((a) => a.key);
  }
}
