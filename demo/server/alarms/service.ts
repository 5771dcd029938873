/**
 * AlarmService: create-or-update (an active alarm of the same originator and type is updated instead of
 * duplicated), ack, clear, delete, propagation to related entities, and the queries behind the alarm REST API.
 * Every change is announced on the change bus (ALARM_CREATED / ALARM_UPDATED / ALARM_DELETED).
 */
import type { Db, Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import type { EntityId, EntityType } from '../lib/entity-id.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { queryRelations } from '../relations/repo.js';
import type { ChangeBus, ChangeOrigin } from '../telemetry/bus.js';
import { ORIGINATOR_NAME_SQL, isCleared, toAlarm, type AlarmRow, type AlarmStatus, type Severity } from './model.js';

/** What a create/update request carries. */
export interface AlarmInput {
  id: string | null;
  type: string;
  originator: EntityId;
  severity: Severity;
  status: AlarmStatus;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details: unknown;
  propagate: boolean;
  propagateRelationTypes: string[];
}

const CUSTOMER_OF: Partial<Record<EntityType, string>> = {
  DEVICE: 'SELECT customer_id FROM device WHERE id = $1',
  ASSET: 'SELECT customer_id FROM asset WHERE id = $1',
  ENTITY_VIEW: 'SELECT customer_id FROM entity_view WHERE id = $1',
  EDGE: 'SELECT customer_id FROM edge WHERE id = $1',
  USER: 'SELECT customer_id FROM tb_user WHERE id = $1',
  CUSTOMER: 'SELECT id AS customer_id FROM customer WHERE id = $1',
};

/** Alarm storage and life cycle. */
export class AlarmService {
  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus,
  ) {}

  /** One alarm by id (with the originator's name). */
  async findById(id: string, db: Queryable = this.db): Promise<AlarmRow | null> {
    const { rows } = await db.query<AlarmRow>(
      `SELECT a.*, ${ORIGINATOR_NAME_SQL} AS originator_name FROM alarm a WHERE a.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Entities affected by an alarm (originator first). */
  async affectedOf(alarmId: string): Promise<EntityId[]> {
    const { rows } = await this.db.query<{ entity_id: string; entity_type: EntityType }>(
      'SELECT entity_id, entity_type FROM alarm_entity WHERE alarm_id = $1',
      [alarmId],
    );
    return rows.map((r) => ({ entityType: r.entity_type, id: r.entity_id }));
  }

  private async customerOf(originator: EntityId): Promise<string> {
    const sql = CUSTOMER_OF[originator.entityType];
    if (!sql) return NULL_UUID;
    const { rows } = await this.db.query<{ customer_id: string }>(sql, [originator.id]);
    return rows[0]?.customer_id ?? NULL_UUID;
  }

  /** Originator plus, with `propagate`, every entity that reaches it through relations (optionally only of the given types). */
  private async propagationTargets(originator: EntityId, propagate: boolean, types: string[]): Promise<EntityId[]> {
    const out = new Map<string, EntityId>([[originator.id, originator]]);
    if (!propagate) return [...out.values()];
    const rels = await queryRelations(
      this.db,
      {
        rootId: originator.id,
        rootType: originator.entityType,
        direction: 'TO',
        group: 'COMMON',
        maxLevel: 0,
        fetchLastLevelOnly: false,
      },
      types.map((t) => ({ relationType: t, entityTypes: [] })),
    );
    for (const r of rels) out.set(r.from_id, { entityType: r.from_type, id: r.from_id });
    return [...out.values()];
  }

  private async storeAffected(tx: Queryable, alarmId: string, affected: EntityId[]): Promise<void> {
    await tx.query('DELETE FROM alarm_entity WHERE alarm_id = $1', [alarmId]);
    await tx.query(
      'INSERT INTO alarm_entity (entity_id, alarm_id, entity_type) SELECT e, $1, t FROM unnest($2::uuid[], $3::varchar[]) AS x(e, t) ON CONFLICT DO NOTHING',
      [alarmId, affected.map((a) => a.id), affected.map((a) => a.entityType)],
    );
  }

  /**
   * Creates an alarm, or updates the given one / the active one of the same originator and type (TB's
   * createOrUpdateAlarm). Returns the stored row and whether it was created. Returns null when `input.id` names
   * no alarm.
   */
  async createOrUpdate(
    tenantId: string,
    input: AlarmInput,
    origin?: ChangeOrigin,
  ): Promise<{ row: AlarmRow; created: boolean } | null> {
    const existing = input.id
      ? await this.findById(input.id)
      : await this.activeOf(tenantId, input.originator.id, input.type);
    if (input.id && !existing) return null;
    const row = existing ? merge(existing, input) : await this.fresh(tenantId, input);
    const affected = await this.propagationTargets(
      { entityType: row.originator_type, id: row.originator_id },
      row.propagate,
      relationTypes(row),
    );
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO alarm (id, created_time, tenant_id, customer_id, type, originator_id, originator_type, severity, status, start_ts, end_ts,
           ack_ts, clear_ts, details, propagate, propagate_relation_types)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16::jsonb)
         ON CONFLICT (id) DO UPDATE SET customer_id = EXCLUDED.customer_id, severity = EXCLUDED.severity, status = EXCLUDED.status,
           start_ts = EXCLUDED.start_ts, end_ts = EXCLUDED.end_ts, ack_ts = EXCLUDED.ack_ts, clear_ts = EXCLUDED.clear_ts,
           details = EXCLUDED.details, propagate = EXCLUDED.propagate, propagate_relation_types = EXCLUDED.propagate_relation_types`,
        [
          row.id,
          row.created_time,
          row.tenant_id,
          row.customer_id,
          row.type,
          row.originator_id,
          row.originator_type,
          row.severity,
          row.status,
          row.start_ts,
          row.end_ts,
          row.ack_ts,
          row.clear_ts,
          jsonParam(row.details),
          row.propagate,
          jsonParam(relationTypes(row)),
        ],
      );
      await this.storeAffected(tx, row.id, affected);
    });
    const stored = (await this.findById(row.id)) as AlarmRow;
    this.announce(existing ? 'ALARM_UPDATED' : 'ALARM_CREATED', stored, affected, origin);
    return { row: stored, created: !existing };
  }

  /** The latest alarm of an originator and type when it is not cleared (TB's findLatestByOriginatorAndType). */
  async activeOf(tenantId: string, originatorId: string, type: string): Promise<AlarmRow | null> {
    const { rows } = await this.db.query<AlarmRow>(
      'SELECT * FROM alarm WHERE originator_id = $1 AND type = $2 AND tenant_id = $3 ORDER BY created_time DESC LIMIT 1',
      [originatorId, type, tenantId],
    );
    return rows[0] && !isCleared(rows[0].status) ? rows[0] : null;
  }

  private async fresh(tenantId: string, input: AlarmInput): Promise<AlarmRow> {
    const id = uuidV1();
    const startTs = input.startTs > 0 ? input.startTs : Date.now();
    return {
      id,
      created_time: uuidV1Time(id),
      tenant_id: tenantId,
      customer_id: await this.customerOf(input.originator),
      type: input.type,
      originator_id: input.originator.id,
      originator_type: input.originator.entityType,
      severity: input.severity,
      status: input.status,
      start_ts: startTs,
      end_ts: input.endTs > 0 ? input.endTs : startTs,
      ack_ts: input.ackTs,
      clear_ts: input.clearTs,
      details: input.details,
      propagate: input.propagate,
      propagate_relation_types: input.propagateRelationTypes,
    };
  }

  private announce(
    type: 'ALARM_CREATED' | 'ALARM_UPDATED' | 'ALARM_DELETED',
    row: AlarmRow,
    affected: EntityId[],
    origin?: ChangeOrigin,
  ): void {
    this.bus.emit({
      type,
      tenantId: row.tenant_id,
      entityId: { entityType: row.originator_type, id: row.originator_id },
      alarm: toAlarm(row),
      affected,
      ...(origin ? { origin } : {}),
    });
  }

  /** Acknowledges (ACTIVE_UNACK → ACTIVE_ACK, CLEARED_UNACK → CLEARED_ACK). Returns false when already acknowledged. */
  async ack(id: string, ts = Date.now(), origin?: ChangeOrigin): Promise<boolean> {
    const { rows } = await this.db.query<AlarmRow>(
      `UPDATE alarm SET status = CASE status WHEN 'ACTIVE_UNACK' THEN 'ACTIVE_ACK' ELSE 'CLEARED_ACK' END, ack_ts = $2
       WHERE id = $1 AND status IN ('ACTIVE_UNACK', 'CLEARED_UNACK') RETURNING id`,
      [id, ts],
    );
    if (rows.length === 0) return false;
    await this.announceById(id, origin);
    return true;
  }

  /** Clears (ACTIVE_* → CLEARED_*). Returns false when already cleared. */
  async clear(id: string, ts = Date.now(), origin?: ChangeOrigin): Promise<boolean> {
    const { rows } = await this.db.query<AlarmRow>(
      `UPDATE alarm SET status = CASE status WHEN 'ACTIVE_UNACK' THEN 'CLEARED_UNACK' ELSE 'CLEARED_ACK' END, clear_ts = $2
       WHERE id = $1 AND status IN ('ACTIVE_UNACK', 'ACTIVE_ACK') RETURNING id`,
      [id, ts],
    );
    if (rows.length === 0) return false;
    await this.announceById(id, origin);
    return true;
  }

  private async announceById(id: string, origin?: ChangeOrigin): Promise<void> {
    const row = await this.findById(id);
    if (row) this.announce('ALARM_UPDATED', row, await this.affectedOf(id), origin);
  }

  /** Deletes an alarm (and its propagation rows). Returns false when it did not exist. */
  async delete(id: string, origin?: ChangeOrigin): Promise<boolean> {
    const row = await this.findById(id);
    if (!row) return false;
    const affected = await this.affectedOf(id);
    await this.db.query('DELETE FROM alarm WHERE id = $1', [id]);
    this.announce('ALARM_DELETED', row, affected, origin);
    return true;
  }
}

function relationTypes(row: Pick<AlarmRow, 'propagate_relation_types'>): string[] {
  return Array.isArray(row.propagate_relation_types)
    ? row.propagate_relation_types.filter((t): t is string => typeof t === 'string')
    : [];
}

/** TB's merge of an update into an existing alarm. */
function merge(existing: AlarmRow, input: AlarmInput): AlarmRow {
  const types = [...new Set([...relationTypes(existing), ...input.propagateRelationTypes])];
  return {
    ...existing,
    end_ts: Math.max(existing.end_ts, input.endTs, input.startTs),
    clear_ts: Math.max(existing.clear_ts, input.clearTs),
    ack_ts: Math.max(existing.ack_ts, input.ackTs),
    status: input.status,
    severity: input.severity,
    details: input.details,
    propagate: existing.propagate || input.propagate,
    propagate_relation_types: types,
  };
}

declare module '../telemetry/services.js' {
  interface TelemetryServices {
    readonly alarms: AlarmService;
  }
}
