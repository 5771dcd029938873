/**
 * ThingsBoard's v1 (single-entity) telemetry commands: `attrSubCmds`, `tsSubCmds`, `historyCmds`. The first message of a
 * subscription is a snapshot (attributes: current values with lastUpdateTs; time series: latest values or the
 * history of `[startTs, startTs + timeWindow)`), then one message per change, driven by the change bus.
 * Error codes and texts follow DefaultTelemetryWebSocketService ("Device id is empty!", "Keys are empty!",
 * "Failed to fetch data!", "Failed to fetch attributes!").
 */
import { ENTITY_TYPES, type EntityId } from '../lib/entity-id.js';
import { isUuid } from '../lib/uuid.js';
import { validateEntity, type TelemetryOp } from '../telemetry/access.js';
import { AGGREGATIONS, type Aggregation } from '../telemetry/aggregate.js';
import { isScope } from '../telemetry/attribute-service.js';
import type { AttributeScope, ChangeEvent } from '../telemetry/bus.js';
import type { WsContext } from './context.js';
import { WsError, v1Error, v1Point, v1Update, type V1Point } from './protocol.js';
import { subscribeWithSnapshot } from './buffered.js';

type Cmd = Record<string, unknown>;

const FAILED_DATA = 'Failed to fetch data!';
const FAILED_ATTRS = 'Failed to fetch attributes!';

function cmdIdOf(cmd: Cmd): number {
  return typeof cmd['cmdId'] === 'number' ? cmd['cmdId'] : Number(cmd['cmdId'] ?? 0) || 0;
}

function keysOf(cmd: Cmd): string[] | null {
  const k = cmd['keys'];
  return typeof k === 'string' && k !== '' ? [...new Set(k.split(','))] : null;
}

function num(cmd: Cmd, k: string): number {
  const v = Number(cmd[k] ?? 0);
  return Number.isFinite(v) ? v : 0;
}

/** Entity of a v1 command; null (after sending the error) when unusable. */
function entityOf(ctx: WsContext, cmdId: number, cmd: Cmd): EntityId | null {
  const id = cmd['entityId'];
  if (typeof id !== 'string' || id === '') {
    ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST, 'Device id is empty!'));
    return null;
  }
  const type = ENTITY_TYPES.find((t) => t === cmd['entityType']);
  if (!type || !isUuid(id)) {
    ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST));
    return null;
  }
  return { entityType: type, id: id.toLowerCase() };
}

async function allowed(ctx: WsContext, e: EntityId, op: TelemetryOp): Promise<boolean> {
  try {
    await validateEntity(ctx.db, ctx.session.user, e, op);
    return true;
  } catch {
    return false;
  }
}

function aggOf(cmd: Cmd): Aggregation | null {
  const a = cmd['agg'];
  if (a === undefined || a === null || a === '') return 'NONE';
  return AGGREGATIONS.find((x) => x === a) ?? null;
}

function unsubscribe(ctx: WsContext, cmdId: number, cmd: Cmd): void {
  // TB: an unsubscribe without entityId cancels every subscription of the session.
  if (typeof cmd['entityId'] !== 'string' || cmd['entityId'] === '') ctx.session.removeAll();
  else ctx.session.remove(`v1:${cmdId}`);
}

/** Subscribes to attributes of one entity (`scope` absent = every scope). */
export async function handleAttrSub(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = cmdIdOf(cmd);
  if (cmd['unsubscribe'] === true) return unsubscribe(ctx, cmdId, cmd);
  const entity = entityOf(ctx, cmdId, cmd);
  if (!entity) return;
  const rawScope = cmd['scope'];
  const scope = typeof rawScope === 'string' && rawScope !== '' ? rawScope : null;
  if (scope !== null && !isScope(scope)) return ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST));
  const keys = keysOf(cmd);
  if (!(await allowed(ctx, entity, 'READ_ATTRIBUTES')))
    return ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_ATTRS));
  const listener = (e: ChangeEvent) => {
    if ((e.type !== 'ATTRS_UPDATED' && e.type !== 'ATTRS_DELETED') || (scope && e.scope !== scope)) return;
    const points: V1Point[] =
      e.type === 'ATTRS_UPDATED'
        ? e.entries.filter((a) => !keys || keys.includes(a.key)).map((a) => v1Point({ ...a, ts: a.lastUpdateTs }))
        : e.keys.filter((k) => !keys || keys.includes(k)).map((k) => ({ key: k, ts: 0, value: null }));
    if (points.length > 0) ctx.session.send(v1Update(cmdId, points));
  };
  try {
    await subscribeWithSnapshot(ctx, `v1:${cmdId}`, [entity.id], listener, async () => {
      const attrs = await ctx.services.attributes.find(entity, scope as AttributeScope | null, keys);
      return v1Update(
        cmdId,
        attrs.map((a) => v1Point({ ...a, ts: a.lastUpdateTs })),
      );
    });
  } catch {
    ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_ATTRS));
  }
}

/** Subscribes to time series of one entity (latest values, or history first when `timeWindow` > 0). */
export async function handleTsSub(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = cmdIdOf(cmd);
  if (cmd['unsubscribe'] === true) return unsubscribe(ctx, cmdId, cmd);
  const entity = entityOf(ctx, cmdId, cmd);
  if (!entity) return;
  const keys = keysOf(cmd);
  const agg = aggOf(cmd);
  if (!agg) return ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST));
  if (!(await allowed(ctx, entity, 'READ_TELEMETRY')))
    return ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_DATA));
  const listener = (e: ChangeEvent) => {
    if (e.type !== 'TS_UPDATED') return;
    const points = e.entries.filter((p) => !keys || keys.includes(p.key)).map(v1Point);
    if (points.length > 0) ctx.session.send(v1Update(cmdId, points));
  };
  const snapshot = async () => {
    const timeWindow = num(cmd, 'timeWindow');
    if (!keys || timeWindow <= 0)
      return v1Update(cmdId, (await ctx.services.timeseries.findLatest(entity, keys)).map(v1Point));
    const startTs = num(cmd, 'startTs');
    const interval = num(cmd, 'interval');
    const history = await ctx.services.timeseries.findHistory(entity, {
      keys,
      startTs,
      endTs: startTs + timeWindow,
      interval,
      limit: num(cmd, 'limit') || 100,
      agg: interval === 0 ? 'NONE' : agg,
      orderBy: 'DESC',
    });
    return v1Update(cmdId, [...history.values()].flat().map(v1Point));
  };
  try {
    await subscribeWithSnapshot(ctx, `v1:${cmdId}`, [entity.id], listener, snapshot);
  } catch {
    ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_DATA));
  }
}

/** One-shot history. */
export async function handleHistory(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = cmdIdOf(cmd);
  const entity = entityOf(ctx, cmdId, cmd);
  if (!entity) return;
  const keys = keysOf(cmd);
  if (!keys) return ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST, 'Keys are empty!'));
  const agg = aggOf(cmd);
  if (!agg) return ctx.session.send(v1Error(cmdId, WsError.BAD_REQUEST));
  if (!(await allowed(ctx, entity, 'READ_TELEMETRY')))
    return ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_DATA));
  try {
    const interval = num(cmd, 'interval');
    const history = await ctx.services.timeseries.findHistory(entity, {
      keys,
      startTs: num(cmd, 'startTs'),
      endTs: num(cmd, 'endTs'),
      interval,
      limit: num(cmd, 'limit') || 100,
      agg: interval === 0 ? 'NONE' : agg,
      orderBy: 'DESC',
    });
    ctx.session.send(v1Update(cmdId, [...history.values()].flat().map(v1Point)));
  } catch {
    ctx.session.send(v1Error(cmdId, WsError.INTERNAL_ERROR, FAILED_DATA));
  }
}
