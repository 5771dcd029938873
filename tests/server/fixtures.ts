/** A started server plus tokens of every demo role, shared by the entity test files. */
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import type { IotServer } from '../../demo/server/app.js';
import { CUSTOMER, SYSADMIN, TENANT, auth, login, startServer } from './helpers.js';
import type { ServerOptions } from '../../demo/server/app.js';

/** Roles: system admin, tenant admin, customer A user, customer B user (same tenant), second tenant admin. */
export type Who = 'sa' | 'ta' | 'cu' | 'cb' | 'tb';

/** Everything a test needs. */
export interface Fixture {
  server: IotServer;
  tok: Record<Who, string>;
  tenantId: string;
  customerA: string;
  customerB: string;
  req(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Who | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** Starts a server and logs every role in. */
export async function fixture(opts: ServerOptions = {}): Promise<Fixture> {
  const server = await startServer(opts);
  const [sa, ta, cu, cb, tb] = await Promise.all([
    login(server, SYSADMIN),
    login(server, TENANT),
    login(server, CUSTOMER),
    login(server, { username: 'customerb@thingsboard.org', password: 'customer' }),
    login(server, { username: 'tenantb@thingsboard.org', password: 'tenant' }),
  ]);
  const tok = { sa: sa.token, ta: ta.token, cu: cu.token, cb: cb.token, tb: tb.token };
  return {
    server,
    tok,
    tenantId: String(decodeJwt(tok.ta)['tenantId']),
    customerA: String(decodeJwt(tok.cu)['customerId']),
    customerB: String(decodeJwt(tok.cb)['customerId']),
    req: (method, url, who, payload) =>
      server.app.inject({
        method,
        url,
        headers: who ? auth(tok[who]) : {},
        ...(payload !== undefined ? { payload: payload as object } : {}),
      }),
  };
}

/** PageData of T. */
export type Page<T = Record<string, unknown>> = {
  data: T[];
  totalElements: number;
  totalPages: number;
  hasNext: boolean;
};
/** `{entityType, id}`. */
export type Id = { entityType: string; id: string };
