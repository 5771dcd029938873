/**
 * `GET /api/ws/plugins/telemetry?token=<jwt>` — ThingsBoard's telemetry WebSocket. The token is
 * checked before the upgrade (missing/invalid/expired → the HTTP upgrade is answered 401 with TB's JSON error
 * body); another plugin name closes the socket with 1007 "Can't find plugin with specified token!"; binary frames
 * close it with 1003. Each frame may carry any mix of v1 and v2 commands; they are answered independently, per
 * cmdId, while the commands of one subscription keep their order (see {@link CommandLanes}). Subscriptions are fed
 * by the change bus through {@link WsHub}.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { Msg, unauthorized } from '../http/errors.js';
import type { QueryDeps } from '../entity-query/query.js';
import type { WsContext } from './context.js';
import { WsHub } from './hub.js';
import { CommandLanes } from './lanes.js';
import { WsError, parseEnvelope, v1Error, type CommandsWrapper } from './protocol.js';
import { LimitCounters, WsSession } from './session.js';
import { handleAttrSub, handleHistory, handleTsSub } from './v1.js';
import { handleEntityDataCmd, handleEntityDataUnsubscribe } from './v2-data.js';
import { handleAlarmDataCmd, handleEntityCountCmd, handleUnsubscribe } from './v2-alarm-count.js';

type Cmd = Record<string, unknown>;

/** Close code of a socket whose token was revoked: 1008 (policy violation), reason "Token has expired". */
export const REVOKED_CLOSE_CODE = 1008;

const isCmd = (v: unknown): v is Cmd => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The lane of a command: the subscription it touches, its cmdId read as its handler reads it (see
 * {@link CommandLanes}); null = session-wide.
 */
type LaneOf = (c: Cmd) => string | null;

const byCmdId =
  (prefix: string): LaneOf =>
  (c) =>
    `${prefix}:${Number(c['cmdId'])}`;
// A v1 unsubscribe without an entity cancels every subscription of the session.
const v1Lane: LaneOf = (c) =>
  c['unsubscribe'] === true && (typeof c['entityId'] !== 'string' || c['entityId'] === '')
    ? null
    : `v1:${Number(c['cmdId'] ?? 0) || 0}`;

/** Starts every command of a frame in its lane; commands of different lanes run concurrently. */
function dispatch(ctx: WsContext, lanes: CommandLanes, w: CommandsWrapper): void {
  const each = (list: unknown[] | undefined, lane: LaneOf, fn: (c: Cmd) => unknown) => {
    for (const c of list ?? []) {
      if (!isCmd(c)) continue;
      const task = () => (ctx.session.isClosed ? undefined : fn(c));
      const name = lane(c);
      void (name === null ? lanes.runAlone(task) : lanes.run(name, task));
    }
  };
  each(w.attrSubCmds, v1Lane, (c) => handleAttrSub(ctx, c));
  each(w.tsSubCmds, v1Lane, (c) => handleTsSub(ctx, c));
  each(w.historyCmds, byCmdId('h'), (c) => handleHistory(ctx, c));
  each(w.entityDataCmds, byCmdId('ed'), (c) => handleEntityDataCmd(ctx, c));
  each(w.entityDataUnsubscribeCmds, byCmdId('ed'), (c) => handleEntityDataUnsubscribe(ctx, c));
  each(w.alarmDataCmds, byCmdId('al'), (c) => handleAlarmDataCmd(ctx, c));
  each(w.alarmDataUnsubscribeCmds, byCmdId('al'), (c) => handleUnsubscribe(ctx, 'al', c));
  each(w.entityCountCmds, byCmdId('ct'), (c) => handleEntityCountCmd(ctx, c));
  each(w.entityCountUnsubscribeCmds, byCmdId('ct'), (c) => handleUnsubscribe(ctx, 'ct', c));
}

/** Registers the telemetry WebSocket endpoint. */
export const wsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const hub = new WsHub(ctx.telemetry.bus);
  const limits = new LimitCounters();
  const deps: QueryDeps = { db: ctx.db, keys: ctx.telemetry.timeseries.keys };
  const sessions = new Set<WsSession>();
  // Revoked tokens end their sockets at once (deleted or disabled user, password changed, tenant/customer deleted).
  const offOutdated = ctx.outdating.onOutdated((userId, since) => {
    for (const s of sessions) {
      if (s.user.userId === userId && !s.user.isPublic && (s.user.issuedAtMs ?? 0) < since)
        s.close(REVOKED_CLOSE_CODE, Msg.TOKEN_EXPIRED);
    }
  });
  app.addHook('onClose', async () => {
    offOutdated();
    for (const s of sessions) s.close(1001, 'Server shutdown');
    hub.close();
  });

  app.get<{ Params: { plugin: string }; Querystring: { token?: string } }>(
    '/api/ws/plugins/:plugin',
    {
      websocket: true,
      preValidation: async (req) => {
        const token = req.query.token;
        if (!token) throw unauthorized();
        req.user = await ctx.jwt.verifyAccess(token);
      },
    },
    (socket, req) => {
      if (req.params.plugin.toLowerCase() !== 'telemetry' || !req.user) {
        socket.close(1007, "Can't find plugin with specified token!");
        return;
      }
      const session = new WsSession(socket, req.user, ctx.config.telemetry, limits);
      sessions.add(session);
      const wsCtx: WsContext = { session, db: ctx.db, services: ctx.telemetry, hub, deps };
      const lanes = new CommandLanes((err) => {
        process.stderr.write(`[iot-console] websocket command failed: ${String(err)}\n`);
        session.send(v1Error(0, WsError.INTERNAL_ERROR));
      });
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        if (isBinary) {
          session.close(1003, 'Binary messages are not supported');
          return;
        }
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        const envelope = parseEnvelope(text);
        if (!envelope) session.send(v1Error(0, WsError.BAD_REQUEST, 'Failed to parse websocket command!'));
        else dispatch(wsCtx, lanes, envelope);
      });
      socket.on('close', () => {
        session.dispose();
        sessions.delete(session);
      });
    },
  );
};
