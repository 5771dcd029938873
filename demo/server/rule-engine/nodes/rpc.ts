/**
 * RPC nodes. "rpc call request" sends the message's `{method, params}` to the originator device through the
 * server-side RPC dispatcher (transport/device-rpc.ts) and leaves by Success with the device's reply as data
 * (Failure on timeout or when the device is offline). "rpc call reply" answers a device→server RPC: the reply is
 * the message data, addressed by the `requestId` / `sessionId` metadata the transport put on the request.
 */
import { dataJson, withMsg } from '../message.js';
import { cfgNumber, cfgString, NodeError, out, type NodeFactory } from '../node-api.js';

const rpcRequest: NodeFactory = (def) => {
  const timeoutMs = Math.max(1, cfgNumber(def.config, 'timeoutInSeconds', 60)) * 1000;
  return {
    process: async (msg, ctx) => {
      if (msg.originator.entityType !== 'DEVICE') throw new NodeError('Originator is not a device: ' + msg.originator.entityType);
      const body = dataJson(msg) as Record<string, unknown> | null;
      const method = body && typeof body['method'] === 'string' ? body['method'] : null;
      if (!method) throw new NodeError('Method is not present in the message');
      const oneway = msg.metadata['oneway'] === 'true';
      const outcome = await ctx.telemetry.rpc.call(msg.originator.id, method, body?.['params'] ?? null, oneway, timeoutMs);
      switch (outcome.status) {
        case 'REPLIED':
          return out(withMsg(msg, { data: outcome.reply }), 'Success');
        case 'DELIVERED':
          return out(msg, 'Success');
        case 'TIMEOUT':
          throw new NodeError('TIMEOUT');
        case 'NO_ACTIVE_CONNECTION':
          throw new NodeError('NO_ACTIVE_CONNECTION');
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
      if (msg.metadata[requestKey] === undefined || !Number.isInteger(requestId)) throw new NodeError('Request id is not present in the metadata!');
      const sessionId = msg.metadata[sessionKey];
      if (!sessionId) throw new NodeError('Session id is not present in the metadata!');
      if (msg.data === '') throw new NodeError('Request body is empty!');
      if (!ctx.clientRpc.reply(sessionId, requestId, msg.data)) throw new NodeError(`No device session waits for RPC reply ${requestId}`);
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const RPC_NODES: Record<string, NodeFactory> = {
  'rpc.TbSendRPCRequestNode': rpcRequest,
  'rpc.TbSendRPCReplyNode': rpcReply,
};
