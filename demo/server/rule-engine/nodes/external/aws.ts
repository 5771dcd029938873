/**
 * AWS SNS and AWS SQS (ThingsBoard 3.3.1 semantics) over the services' query APIs, signed with AWS Signature V4
 * (aws4fetch). SNS publishes the message data to the topic ARN pattern and adds `messageId` and `requestId` to the
 * metadata; SQS sends the data to the queue URL pattern (FIFO queues: the message id deduplicates, the originator
 * groups) with the configured delay and `String` message attributes (patterns), and adds `messageId`, `requestId`,
 * `messageBodyMd5`, `messageAttributesMd5` and `sequenceNumber` when AWS returns them. A failed call leaves by
 * Failure with `error` in the metadata.
 */
import { AwsClient } from 'aws4fetch';
import { withMsg, type TbMsg } from '../../message.js';
import {
  cfgNumber,
  cfgObject,
  cfgString,
  NodeError,
  type NodeDef,
  type NodeFactory,
  type NodeOutput,
} from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { ExternalClients } from './clients.js';
import { checkHost, hostOfUrl } from './hosts.js';
import type { NodeContext } from '../../node-api.js';

/** Text of the first `<tag>` of an AWS XML answer. */
export function xmlValue(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return m?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function awsClient(def: NodeDef, service: string): AwsClient {
  const c = def.config;
  return new AwsClient({
    accessKeyId: cfgString(c, 'accessKeyId'),
    secretAccessKey: cfgString(c, 'secretAccessKey'),
    region: cfgString(c, 'region', 'us-east-1'),
    service,
    retries: 0,
  });
}

/** Signs and posts a query API call; the XML answer, or a Failure with AWS's error code and message. */
async function call(
  ctx: NodeContext,
  def: NodeDef,
  clients: ExternalClients,
  aws: AwsClient,
  url: string,
  params: Record<string, string>,
): Promise<string> {
  await checkHost(ctx.db, def.tenantId, hostOfUrl(url));
  const signed = await aws.sign(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(params).toString(),
  });
  const res = await clients.fetch(signed);
  const xml = await res.text();
  if (!res.ok) throw new NodeError(`${xmlValue(xml, 'Code') ?? res.status}: ${xmlValue(xml, 'Message') ?? xml}`);
  return xml;
}

function outputs(msg: TbMsg, meta: Record<string, string | undefined>): NodeOutput[] {
  const add = Object.fromEntries(
    Object.entries(meta).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return [{ msg: withMsg(msg, { metadata: { ...msg.metadata, ...add } }), relations: ['Success'] }];
}

function failed(msg: TbMsg, err: unknown): NodeOutput[] {
  return [
    {
      msg: withMsg(msg, { metadata: { ...msg.metadata, error: errorText(err) } }),
      relations: ['Failure'],
      error: err instanceof Error ? err.message : String(err),
    },
  ];
}

/** The AWS SNS node. */
export function snsNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const aws = awsClient(def, 'sns');
    const url = clients.awsEndpoint('sns', cfgString(def.config, 'region', 'us-east-1'));
    return {
      process: async (msg, ctx) => {
        try {
          const params = {
            Action: 'Publish',
            Version: '2010-03-31',
            TopicArn: fillMsgPattern(cfgString(def.config, 'topicArnPattern'), msg),
            Message: msg.data,
          };
          const xml = await call(ctx, def, clients, aws, url, params);
          return outputs(msg, { messageId: xmlValue(xml, 'MessageId'), requestId: xmlValue(xml, 'RequestId') });
        } catch (err) {
          return failed(msg, err);
        }
      },
    };
  };
}

function sqsParams(c: Record<string, unknown>, msg: TbMsg): Record<string, string> {
  const params: Record<string, string> = { Action: 'SendMessage', Version: '2012-11-05', MessageBody: msg.data };
  if (cfgString(c, 'queueType', 'STANDARD') === 'FIFO') {
    params['MessageDeduplicationId'] = msg.id;
    params['MessageGroupId'] = msg.originator.id;
  } else {
    params['DelaySeconds'] = String(cfgNumber(c, 'delaySeconds', 0));
  }
  let i = 0;
  for (const [k, v] of Object.entries(cfgObject(c, 'messageAttributes'))) {
    if (typeof v !== 'string') continue;
    i += 1;
    params[`MessageAttribute.${i}.Name`] = fillMsgPattern(k, msg);
    params[`MessageAttribute.${i}.Value.DataType`] = 'String';
    params[`MessageAttribute.${i}.Value.StringValue`] = fillMsgPattern(v, msg);
  }
  return params;
}

/** The AWS SQS node. */
export function sqsNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const aws = awsClient(def, 'sqs');
    return {
      process: async (msg, ctx) => {
        try {
          const url = fillMsgPattern(cfgString(def.config, 'queueUrlPattern'), msg);
          const xml = await call(ctx, def, clients, aws, url, sqsParams(def.config, msg));
          return outputs(msg, {
            messageId: xmlValue(xml, 'MessageId'),
            requestId: xmlValue(xml, 'RequestId'),
            messageBodyMd5: xmlValue(xml, 'MD5OfMessageBody'),
            messageAttributesMd5: xmlValue(xml, 'MD5OfMessageAttributes'),
            sequenceNumber: xmlValue(xml, 'SequenceNumber'),
          });
        } catch (err) {
          return failed(msg, err);
        }
      },
    };
  };
}
