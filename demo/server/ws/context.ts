/** What every WebSocket command handler gets. */
import type { Db } from '../db/types.js';
import type { TelemetryServices } from '../telemetry/services.js';
import type { QueryDeps } from '../entity-query/query.js';
import type { WsHub } from './hub.js';
import type { WsSession } from './session.js';

/** Per-session handler context. */
export interface WsContext {
  session: WsSession;
  db: Db;
  services: TelemetryServices;
  hub: WsHub;
  deps: QueryDeps;
}
