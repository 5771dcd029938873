/**
 * v2 `alarmDataCmds` and `entityCountCmds`. An alarm subscription sends the ALARM_DATA page, then
 * re-reads it whenever an alarm affecting one of its entities changes: alarms still on the page come as `update`,
 * a page whose membership changed comes as `data` again. A dynamic page link (or a relative time window) is also
 * re-evaluated every `wsDynamicRefreshMs`. Entity counts are re-counted on that interval and sent when they change.
 */
import type { PageData } from '../http/page.js';
import {
  alarmEntities,
  alarmQueryOf,
  findAlarmData,
  type AlarmData,
  type AlarmQuery,
} from '../entity-query/alarm-query.js';
import { countEntities } from '../entity-query/query.js';
import type { EntityData } from '../entity-query/query.js';
import { dataQueryOf, type DataQuery } from '../entity-query/types.js';
import type { ChangeEvent } from '../telemetry/bus.js';
import type { WsContext } from './context.js';
import { Gate } from './buffered.js';
import { WsError, alarmDataUpdate, countUpdate, v2Error } from './protocol.js';
import type { Subscription } from './session.js';

type Cmd = Record<string, unknown>;

class Periodic implements Subscription {
  private timer: NodeJS.Timeout | null = null;
  private stopWatch: (() => void) | null = null;
  chain: Promise<void> = Promise.resolve();

  run(task: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(task).catch(() => undefined);
    return this.chain;
  }

  every(ms: number, task: () => Promise<void>): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.run(task), ms);
    this.timer.unref();
  }

  setWatch(stop: () => void): void {
    this.stopWatch?.();
    this.stopWatch = stop;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopWatch?.();
    this.stopWatch = null;
  }
}

class AlarmSub extends Periodic {
  entities: EntityData[] = [];
  page: PageData<AlarmData> | null = null;
  constructor(
    readonly cmdId: number,
    readonly query: AlarmQuery,
  ) {
    super();
  }
}

const alarmKey = (a: AlarmData) => `${(a['id'] as { id: string }).id}|${a.entityId.id}`;

async function reloadAlarms(ctx: WsContext, sub: AlarmSub, entitiesToo: boolean): Promise<void> {
  if (ctx.session.isClosed) return;
  const max = ctx.services.config.maxEntitiesPerAlarmSubscription;
  if (entitiesToo) {
    const before = sub.entities.map((e) => e.entityId.id).join(',');
    sub.entities = await alarmEntities(ctx.deps, ctx.session.user, sub.query, max);
    if (sub.entities.map((e) => e.entityId.id).join(',') !== before) {
      const gate = new Gate((e) => onAlarmEvent(ctx, sub, e));
      sub.setWatch(
        ctx.hub.watch(
          sub.entities.map((e) => e.entityId.id),
          gate.listener,
        ),
      );
      gate.open();
    }
  }
  const prev = sub.page;
  const page = await findAlarmData(ctx.deps, ctx.session.user, sub.query, sub.entities);
  sub.page = page;
  const total = sub.entities.length;
  if (!prev) {
    ctx.session.send(alarmDataUpdate(sub.cmdId, page, null, max, total));
    return;
  }
  const sameMembers =
    prev.data.map(alarmKey).join(',') === page.data.map(alarmKey).join(',') &&
    prev.totalElements === page.totalElements;
  if (!sameMembers) {
    ctx.session.send(alarmDataUpdate(sub.cmdId, page, null, max, total));
    return;
  }
  const old = new Map(prev.data.map((a) => [alarmKey(a), JSON.stringify(a)]));
  const changed = page.data.filter((a) => old.get(alarmKey(a)) !== JSON.stringify(a));
  if (changed.length > 0) ctx.session.send(alarmDataUpdate(sub.cmdId, null, changed, max, total));
}

function onAlarmEvent(ctx: WsContext, sub: AlarmSub, e: ChangeEvent): void {
  if (!e.type.startsWith('ALARM_')) return;
  void sub.run(() => reloadAlarms(ctx, sub, false));
}

/** Handles one `alarmDataCmds` entry. */
export async function handleAlarmDataCmd(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = Number(cmd['cmdId']);
  let query: AlarmQuery;
  try {
    if (cmd['query'] === undefined || cmd['query'] === null) throw new Error('Query is empty!');
    query = alarmQueryOf(cmd['query']);
  } catch (err) {
    return ctx.session.send(
      v2Error(
        cmdId,
        'ALARM_DATA',
        WsError.BAD_REQUEST,
        err instanceof Error && err.message ? err.message : 'Bad request',
      ),
    );
  }
  const sub = new AlarmSub(cmdId, query);
  if (!ctx.session.add(`al:${cmdId}`, sub)) return;
  await sub.run(async () => {
    try {
      await reloadAlarms(ctx, sub, true);
    } catch (err) {
      ctx.session.send(
        v2Error(
          cmdId,
          'ALARM_DATA',
          WsError.INTERNAL_ERROR,
          err instanceof Error && err.message ? err.message : 'Internal Server error!',
        ),
      );
    }
  });
  if (query.query.pageLink.dynamic || query.alarm.timeWindow > 0)
    sub.every(ctx.services.config.wsDynamicRefreshMs, () => reloadAlarms(ctx, sub, true));
}

/** Handles one `entityCountCmds` entry. */
export async function handleEntityCountCmd(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = Number(cmd['cmdId']);
  let query: DataQuery;
  try {
    if (cmd['query'] === undefined || cmd['query'] === null) throw new Error('Query is empty!');
    query = dataQueryOf(cmd['query']);
  } catch (err) {
    return ctx.session.send(
      v2Error(
        cmdId,
        'COUNT_DATA',
        WsError.BAD_REQUEST,
        err instanceof Error && err.message ? err.message : 'Bad request',
      ),
    );
  }
  const sub = new Periodic();
  if (!ctx.session.add(`ct:${cmdId}`, sub)) return;
  let last = -1;
  const recount = async () => {
    if (ctx.session.isClosed) return;
    const count = await countEntities(ctx.deps, ctx.session.user, query);
    if (count !== last) ctx.session.send(countUpdate(cmdId, count));
    last = count;
  };
  await sub.run(async () => {
    try {
      await recount();
    } catch (err) {
      ctx.session.send(
        v2Error(
          cmdId,
          'COUNT_DATA',
          WsError.INTERNAL_ERROR,
          err instanceof Error && err.message ? err.message : 'Internal Server error!',
        ),
      );
    }
  });
  sub.every(ctx.services.config.wsDynamicRefreshMs, recount);
}

/** Handles alarm/count unsubscribe commands. */
export function handleUnsubscribe(ctx: WsContext, prefix: 'al' | 'ct', cmd: Cmd): void {
  ctx.session.remove(`${prefix}:${Number(cmd['cmdId'])}`);
}
