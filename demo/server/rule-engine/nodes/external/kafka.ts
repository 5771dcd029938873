/**
 * Kafka (ThingsBoard 3.3.1 semantics) with kafkajs: one producer per node, connected on the first message to the
 * bootstrap servers (every broker host must be allowed). Each message's data goes to the topic pattern with the
 * configured acks (`all` = -1); with `addMetadataKeyValuesAsKafkaHeaders` every metadata entry becomes a record
 * header `tb_msg_md_<key>` encoded in `kafkaHeadersCharset`. Success adds `offset`, `partition` and `topic` to the
 * metadata; a failure adds `error`. kafkajs has no batch-size, linger or buffer-memory settings: those keys are kept
 * in the configuration but not applied.
 */
import { withMsg, type TbMsg } from '../../message.js';
import { cfgBool, cfgNumber, cfgObject, cfgString, NodeError, type NodeFactory } from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { ExternalClients, KafkaProducer } from './clients.js';
import { checkHost } from './hosts.js';

const CHARSETS: Record<string, BufferEncoding> = {
  'US-ASCII': 'ascii',
  'ISO-8859-1': 'latin1',
  'UTF-8': 'utf8',
  'UTF-16LE': 'utf16le',
  'UTF-16': 'utf16le',
};

/** Metadata as record headers in a Java charset. */
export function kafkaHeaders(msg: TbMsg, charset: string): Record<string, Buffer> {
  const encode = (s: string): Buffer => {
    if (charset === 'UTF-16BE') return Buffer.from(s, 'utf16le').swap16();
    return Buffer.from(s, CHARSETS[charset] ?? 'utf8');
  };
  return Object.fromEntries(Object.entries(msg.metadata).map(([k, v]) => [`tb_msg_md_${k}`, encode(v)]));
}

/** The Kafka node. */
export function kafkaNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const c = def.config;
    const brokers = cfgString(c, 'bootstrapServers')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const acks = cfgString(c, 'acks', '-1') === 'all' ? -1 : Number(cfgString(c, 'acks', '-1'));
    let producer: Promise<KafkaProducer> | null = null;
    return {
      process: async (msg, ctx) => {
        try {
          if (brokers.length === 0) throw new NodeError('Kafka bootstrap servers are not set');
          for (const b of brokers)
            await checkHost(ctx.db, def.tenantId, b.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1'));
          producer ??= clients.kafka({
            brokers,
            clientId: `tb-rule-node-${def.id}`,
            retries: cfgNumber(c, 'retries', 0),
            otherProperties: Object.fromEntries(
              Object.entries(cfgObject(c, 'otherProperties')).map(([k, v]) => [k, String(v)]),
            ),
          });
          const p = await producer.catch((err: unknown) => {
            producer = null;
            throw err;
          });
          const headers = cfgBool(c, 'addMetadataKeyValuesAsKafkaHeaders')
            ? kafkaHeaders(msg, cfgString(c, 'kafkaHeadersCharset', 'UTF-8'))
            : undefined;
          const meta = await p.send({
            topic: fillMsgPattern(cfgString(c, 'topicPattern'), msg),
            acks: Number.isFinite(acks) ? acks : -1,
            value: msg.data,
            ...(headers ? { headers } : {}),
          });
          return [
            {
              msg: withMsg(msg, {
                metadata: {
                  ...msg.metadata,
                  offset: meta.offset,
                  partition: String(meta.partition),
                  topic: meta.topic,
                },
              }),
              relations: ['Success'],
            },
          ];
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
        void producer?.then((p) => p.disconnect()).catch(() => undefined);
        producer = null;
      },
    };
  };
}
