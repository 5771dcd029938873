/**
 * RabbitMQ (ThingsBoard 3.3.1 semantics) with amqplib: one connection per node, opened on the first message. Each
 * message's data is published to the exchange name pattern (empty = the default exchange) with the routing key
 * pattern and the chosen message properties preset, on a confirm channel, and leaves by Success unchanged once the
 * broker confirmed it; a failure adds `error` to the metadata. Automatic recovery is not applied: a broken
 * connection is opened again on the next message.
 */
import { withMsg } from '../../message.js';
import { cfgNumber, cfgObject, cfgString, NodeError, type NodeFactory } from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { AmqpPublisher, ExternalClients } from './clients.js';
import { checkHost } from './hosts.js';

const OCTET = 'application/octet-stream';
/** The AMQP properties presets of the node (RabbitMQ's MessageProperties). */
export const MESSAGE_PROPERTIES: Readonly<Record<string, Record<string, unknown>>> = {
  BASIC: { contentType: OCTET, deliveryMode: 1, priority: 0 },
  TEXT_PLAIN: { contentType: 'text/plain', deliveryMode: 1, priority: 0 },
  MINIMAL_BASIC: {},
  MINIMAL_PERSISTENT_BASIC: { deliveryMode: 2 },
  PERSISTENT_BASIC: { contentType: OCTET, deliveryMode: 2, priority: 0 },
  PERSISTENT_TEXT_PLAIN: { contentType: 'text/plain', deliveryMode: 2, priority: 0 },
};

/** The RabbitMQ node. */
export function rabbitMqNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const c = def.config;
    let publisher: Promise<AmqpPublisher> | null = null;
    return {
      process: async (msg, ctx) => {
        try {
          const host = cfgString(c, 'host');
          if (!host) throw new NodeError('RabbitMQ host is not set');
          await checkHost(ctx.db, def.tenantId, host);
          const preset = cfgString(c, 'messageProperties');
          if (preset && !MESSAGE_PROPERTIES[preset])
            throw new NodeError(`Message Properties: '${preset}' is undefined`);
          publisher ??= clients.amqp({
            host,
            port: cfgNumber(c, 'port', 5672),
            virtualHost: cfgString(c, 'virtualHost', '/'),
            username: cfgString(c, 'username', 'guest'),
            password: cfgString(c, 'password', 'guest'),
            connectionTimeout: cfgNumber(c, 'connectionTimeout', 60000),
            handshakeTimeout: cfgNumber(c, 'handshakeTimeout', 10000),
            clientProperties: Object.fromEntries(
              Object.entries(cfgObject(c, 'clientProperties')).map(([k, v]) => [k, String(v)]),
            ),
          });
          const p = await publisher.catch((err: unknown) => {
            publisher = null;
            throw err;
          });
          const exchange = cfgString(c, 'exchangeNamePattern')
            ? fillMsgPattern(cfgString(c, 'exchangeNamePattern'), msg)
            : '';
          const key = cfgString(c, 'routingKeyPattern') ? fillMsgPattern(cfgString(c, 'routingKeyPattern'), msg) : '';
          await p
            .publish(exchange, key, Buffer.from(msg.data, 'utf8'), preset ? (MESSAGE_PROPERTIES[preset] ?? {}) : {})
            .catch((err: unknown) => {
              publisher = null;
              throw err;
            });
          return [{ msg, relations: ['Success'] }];
        } catch (err) {
          return [
            {
              msg: withMsg(msg, { metadata: { ...msg.metadata, error: errorText(err) } }),
              relations: ['Failure'],
              error: err instanceof Error ? err.message : String(err),
            },
          ];
        }
      },
      stop: () => {
        void publisher?.then((p) => p.close()).catch(() => undefined);
        publisher = null;
      },
    };
  };
}
