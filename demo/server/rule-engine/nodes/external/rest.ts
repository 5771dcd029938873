/**
 * REST API call (ThingsBoard 3.3.1 semantics): the URL, header names and values are patterns; GET, HEAD, OPTIONS
 * and TRACE send no body, other methods send the message data. A 2xx answer leaves by Success with the response
 * body as data and `status` (e.g. `OK`), `statusCode`, `statusReason` and the response headers added to the
 * metadata; any other answer leaves by Failure with the original data plus `status`, `statusCode`, `statusReason`,
 * `error_body` and `error`. Redirects are not followed (a redirect could leave the allowed hosts). Basic
 * credentials become an Authorization header; `maxParallelRequestsCount` (0 = no limit) bounds the calls in flight;
 * `readTimeoutMs` (0 = none) bounds each call. Not available here: proxies, client certificates and the Redis queue.
 */
import { STATUS_CODES } from 'node:http';
import { withMsg, type TbMsg } from '../../message.js';
import {
  cfgBool,
  cfgNumber,
  cfgObject,
  cfgString,
  NodeError,
  type NodeFactory,
  type NodeOutput,
} from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { ExternalClients } from './clients.js';
import { checkHost, hostOfUrl } from './hosts.js';

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Spring's HttpStatus name of a code (`NOT_FOUND`); the code itself when unknown. */
export function statusName(code: number): string {
  const reason = STATUS_CODES[code];
  return reason ? reason.toUpperCase().replace(/[^A-Z0-9]+/g, '_') : String(code);
}

/** A counting semaphore (0 = unlimited). */
function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (max > 0 && running >= max) await new Promise<void>((r) => waiting.push(r));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

function requestHeaders(c: Record<string, unknown>, msg: TbMsg): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(cfgObject(c, 'headers')))
    if (typeof v === 'string') headers.append(fillMsgPattern(k, msg), fillMsgPattern(v, msg));
  const creds = cfgObject(c, 'credentials');
  if (cfgString(creds, 'type') === 'basic') {
    const token = Buffer.from(`${cfgString(creds, 'username')}:${cfgString(creds, 'password')}`, 'utf8').toString(
      'base64',
    );
    headers.set('Authorization', `Basic ${token}`);
  }
  return headers;
}

function failure(msg: TbMsg, meta: Record<string, string>, error: string): NodeOutput[] {
  return [{ msg: withMsg(msg, { metadata: { ...msg.metadata, ...meta } }), relations: ['Failure'], error }];
}

async function answer(msg: TbMsg, res: Response): Promise<NodeOutput[]> {
  const body = await res.text();
  const reason = STATUS_CODES[res.status] ?? res.statusText;
  const status = { status: statusName(res.status), statusCode: String(res.status), statusReason: reason };
  if (res.status >= 200 && res.status < 300) {
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    return [
      {
        msg: withMsg(msg, { metadata: { ...msg.metadata, ...status, ...headers }, data: body === '' ? '{}' : body }),
        relations: ['Success'],
      },
    ];
  }
  const kind = res.status >= 500 ? 'HttpServerErrorException' : 'HttpClientErrorException';
  const text = `${res.status} ${reason}`;
  return failure(msg, { ...status, error_body: body, error: `class ${kind}: ${text}` }, text);
}

/** The REST API call node over `clients.fetch`. */
export function restApiCall(clients: ExternalClients): NodeFactory {
  return (def) => {
    const c = def.config;
    const method = cfgString(c, 'requestMethod', 'POST').toUpperCase();
    const timeoutMs = cfgNumber(c, 'readTimeoutMs', 0);
    const limit = limiter(cfgNumber(c, 'maxParallelRequestsCount', 0));
    const credsType = cfgString(cfgObject(c, 'credentials'), 'type', 'anonymous');
    return {
      process: async (msg, ctx) => {
        if (cfgBool(c, 'enableProxy')) throw new NodeError('Proxies are not supported by the embedded server');
        if (credsType === 'cert.PEM')
          throw new NodeError('PEM client certificates are not supported by the embedded server');
        const url = fillMsgPattern(cfgString(c, 'restEndpointUrlPattern'), msg);
        await checkHost(ctx.db, def.tenantId, hostOfUrl(url));
        const init: RequestInit = { method, headers: requestHeaders(c, msg), redirect: 'manual' };
        if (!NO_BODY.has(method)) init.body = msg.data;
        if (timeoutMs > 0) init.signal = AbortSignal.timeout(timeoutMs);
        try {
          return await limit(async () => answer(msg, await clients.fetch(url, init)));
        } catch (err) {
          return failure(msg, { error: errorText(err) }, err instanceof Error ? err.message : String(err));
        }
      },
    };
  };
}
