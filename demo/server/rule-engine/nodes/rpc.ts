/**
 * RPC nodes. "rpc call request" sends the message's `{method, params}` to the originator device through the
 * server-side RPC dispatcher (transport/device-rpc.ts) within the `expirationTime` metadata (else the node's
 * `timeoutInSeconds`) and leaves by Success with the device's reply as data (`{}` for one-way calls), or by Failure
 * with `{"error": "TIMEOUT" | "NO_ACTIVE_CONNECTION"}`; for an RPC_CALL_FROM_SERVER_TO_DEVICE message it also answers
 * the REST call waiting under its `requestUUID` (server-rpc.ts). "rpc call reply" answers a device→server RPC: the reply is
 * the message data, addressed by the `requestId` / `sessionId` metadata the transport put on the request.
 */
import { dataJson, MSG_TYPES, withMsg } from '../message.js';
import { cfgNumber, cfgString, NodeError, out, type NodeFactory } from '../node-api.js';

/** The params a device receives: TB's message carries them as JSON text (REST calls), scripts may put any JSON. */
function paramsOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const rpcRequest: NodeFactory = (def) => {
  const timeoutMs = Math.max(1, cfgNumber(def.config, 'timeoutInSeconds', 60)) * 1000;
  return {
    process: async (msg, ctx) => {
      if (msg.originator.entityType !== 'DEVICE') throw new NodeError('Message originator is not a device entity!');
      const body = dataJson(msg);
      const json =
        body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
      if (!json || !('method' in json)) throw new NodeError('Method is not present in the message!');
      if (!('params' in json)) throw new NodeError('Params are not present in the message!');
      const oneway = msg.metadata['oneway'] === 'true';
      const expiration = Number(msg.metadata['expirationTime']);
      const left =
        msg.metadata['expirationTime'] && Number.isFinite(expiration)
          ? Math.max(0, expiration - Date.now())
          : timeoutMs;
      // A call made through the REST API (or persistent RPC) answers its caller with what the device did.
      const uuid = msg.metadata['requestUUID'];
      const waiter =
        msg.type === MSG_TYPES.TO_DEVICE_RPC && uuid ? ctx.serverRpc.take(uuid, msg.originator.id) : undefined;
      const outcome = await ctx.telemetry.rpc.call(
        msg.originator.id,
        String(json['method']),
        paramsOf(json['params']),
        oneway,
        left,
        waiter?.options,
      );
      waiter?.settle(outcome);
      switch (outcome.status) {
        case 'REPLIED':
          return out(withMsg(msg, { data: outcome.reply }), 'Success');
        case 'DELIVERED':
          return out(withMsg(msg, { data: '{}' }), 'Success');
        case 'TIMEOUT':
        case 'NO_ACTIVE_CONNECTION':
          return [
            {
              msg: withMsg(msg, { data: JSON.stringify({ error: outcome.status }) }),
              relations: ['Failure'],
              error: outcome.status,
            },
          ];
      }
    },
  };
};

const rpcReply: NodeFactory = (def) => {
  const requestKey = cfgString(def.config, 'requestIdMetaDataAttribute', 'requestId') || 'requestId';
  const sessionKey = cfgString(def.config, 'sessionIdMetaDataAttribute', 'sessionId') || 'sessionId';
  return {
    process: async (msg, ctx) => {
      if (msg.originator.entityType !== 'DEVICE') throw new NodeError('Message originator is not a device entity!');
      const requestId = Number(msg.metadata[requestKey]);
      if (msg.metadata[requestKey] === undefined || !Number.isInteger(requestId))
        throw new NodeError('Request id is not present in the metadata!');
      const sessionId = msg.metadata[sessionKey];
      if (!sessionId) throw new NodeError('Session id is not present in the metadata!');
      if (msg.data === '') throw new NodeError('Request body is empty!');
      if (!ctx.clientRpc.reply(sessionId, requestId, msg.data))
        throw new NodeError(`No device session waits for RPC reply ${requestId}`);
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const RPC_NODES: Record<string, NodeFactory> = {
  'rpc.TbSendRPCRequestNode': rpcRequest,
  'rpc.TbSendRPCReplyNode': rpcReply,
};
