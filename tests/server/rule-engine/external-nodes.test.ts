/**
 * The external rule nodes against local endpoints: REST API call to a loopback HTTP server (methods, patterns,
 * headers, statuses, the allowed-hosts check), MQTT to the server's own MQTT transport (the node publishes device
 * telemetry with a device token), Azure IoT Hub to a local aedes broker (user name and SAS token), AWS SNS / SQS and
 * GCP Pub/Sub to a loopback server standing in for the service APIs (signed requests, the JWT bearer grant verified
 * with the key's public half), SMS into the SMS outbox, and Kafka / RabbitMQ through fakes of our client interfaces
 * (set IOT_RABBITMQ_URL=amqp://guest:guest@127.0.0.1:5672 — any port — to run the RabbitMQ case against a real
 * broker, e.g. Debian's rabbitmq-server).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { createServer as netServer, type Server as NetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg } from '../../../demo/server/rule-engine/message.js';
import {
  DEFAULT_CLIENTS,
  type AmqpSettings,
  type KafkaSettings,
} from '../../../demo/server/rule-engine/nodes/external/clients.js';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { listSms } from '../../../demo/server/sms/outbox.js';
import { fixture, type Fixture } from '../fixtures.js';
import { debugEvents, device, latest, node, saveChain, type DebugBody } from './support.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
let http: Server;
let httpPort = 0;
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const kafkaSent: { settings: KafkaSettings; record: unknown }[] = [];
const amqpSent: { settings: AmqpSettings; args: unknown[] }[] = [];
let azure: {
  server: NetServer;
  port: number;
  connects: { clientId: string; username: string; password: string }[];
  published: { topic: string; payload: string }[];
};
let mqttTransport: MqttTransport;
let f: Fixture;

function route(req: IncomingMessage, body: string): [number, string, Record<string, string>] {
  const url = req.url ?? '';
  if (url.startsWith('/rest/missing')) return [404, '{"message":"nope"}', {}];
  if (url.startsWith('/aws-fail'))
    return [
      400,
      '<ErrorResponse><Error><Code>AWS.SimpleQueueService.NonExistentQueue</Code><Message>The queue does not exist</Message></Error></ErrorResponse>',
      {},
    ];
  if (url.startsWith('/rest/'))
    return [
      201,
      JSON.stringify({ echoed: body, method: req.method }),
      { 'x-answer': '42', 'content-type': 'application/json' },
    ];
  if (url === '/token') return [200, JSON.stringify({ access_token: 'gcp-token', expires_in: 3600 }), {}];
  if (url.includes(':publish')) return [200, JSON.stringify({ messageIds: ['pubsub-1'] }), {}];
  if (body.includes('Action=Publish'))
    return [
      200,
      '<PublishResponse><PublishResult><MessageId>sns-1</MessageId></PublishResult><ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata></PublishResponse>',
      {},
    ];
  if (body.includes('Action=SendMessage'))
    return [
      200,
      '<SendMessageResponse><SendMessageResult><MessageId>sqs-1</MessageId><MD5OfMessageBody>md5b</MD5OfMessageBody></SendMessageResult><ResponseMetadata><RequestId>req-2</RequestId></ResponseMetadata></SendMessageResponse>',
      {},
    ];
  return [
    400,
    '<ErrorResponse><Error><Code>InvalidAction</Code><Message>unknown</Message></Error></ErrorResponse>',
    {},
  ];
}

async function startAzureBroker(): Promise<typeof azure> {
  const state = {
    connects: [] as { clientId: string; username: string; password: string }[],
    published: [] as { topic: string; payload: string }[],
  };
  const broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      state.connects.push({ clientId: client.id, username: username ?? '', password: password?.toString() ?? '' });
      done(null, true);
    },
  });
  broker.on('publish', (p, client) => {
    if (client) state.published.push({ topic: p.topic, payload: p.payload.toString() });
  });
  const server = netServer(broker.handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  server.on('close', () => broker.close());
  return { server, port: (server.address() as AddressInfo).port, ...state };
}

beforeAll(async () => {
  http = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, text, headers] = route(req, body);
      res.writeHead(status, headers).end(text);
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  httpPort = (http.address() as AddressInfo).port;
  azure = await startAzureBroker();
  f = await fixture({
    externalClients: {
      awsEndpoint: () => `http://127.0.0.1:${httpPort}/`,
      pubsubEndpoint: `http://127.0.0.1:${httpPort}`,
      // Azure IoT Hub always dials 8883: here it reaches the local broker instead.
      mqtt: (url, options) =>
        DEFAULT_CLIENTS.mqtt(url.endsWith(':8883') ? `mqtt://127.0.0.1:${azure.port}` : url, options),
      kafka: async (settings) => ({
        send: async (record) => {
          kafkaSent.push({ settings, record });
          return { topic: record.topic, partition: 2, offset: String(kafkaSent.length + 9) };
        },
        disconnect: async () => undefined,
      }),
      ...(process.env['IOT_RABBITMQ_URL']
        ? {}
        : {
            amqp: async (settings: AmqpSettings) => ({
              publish: async (...args: unknown[]) => void amqpSent.push({ settings, args }),
              close: async () => undefined,
            }),
          }),
    },
  });
  mqttTransport = await startMqttTransport(f.server, 0, '127.0.0.1');
  const allow = await f.req('POST', '/api/admin/settings', 'sa', {
    key: 'ruleNodeHosts',
    jsonValue: { tenantHosts: { [f.tenantId]: ['127.0.0.1', 'localhost'] } },
  });
  expect(allow.statusCode).toBe(200);
});

afterAll(async () => {
  await mqttTransport?.close();
  await f?.server.close();
  await new Promise((r) => http.close(r));
  await new Promise((r) => azure.server.close(r));
});

/** Runs one message through a one-node chain and returns the node's OUT debug event. */
async function run(
  clazz: string,
  config: Record<string, unknown>,
  data: unknown = { temp: 21 },
  metadata: Record<string, string> = { deviceName: 'D1' },
): Promise<DebugBody> {
  const { chainId, nodeIds } = await saveChain(
    f,
    `ext ${clazz} ${Math.random()}`,
    [node(clazz, 'Under test', config, true)],
    [],
  );
  const msg = createMsg({
    type: 'POST_TELEMETRY_REQUEST',
    originator: { entityType: 'DEVICE', id: '3d9c1a70-0000-11ee-8000-000000000001' },
    metadata,
    data: JSON.stringify(data),
    tenantId: f.tenantId,
  });
  await f.server.ruleEngine.push(msg, chainId);
  const out = (await debugEvents(f, nodeIds[0] as string)).find((e) => e.type === 'OUT');
  if (!out) throw new Error('no OUT event');
  return out;
}

const meta = (e: DebugBody) => JSON.parse(e.metadata) as Record<string, string>;

describe('REST API call', () => {
  const base = {
    requestMethod: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device': '${deviceName}' },
    readTimeoutMs: 0,
    maxParallelRequestsCount: 0,
    credentials: { type: 'basic', username: 'u', password: 'p' },
  };

  it('posts the data to the URL pattern and leaves by Success with the answer and its status', async () => {
    const out = await run('rest.TbRestApiCallNode', {
      ...base,
      restEndpointUrlPattern: `http://127.0.0.1:${httpPort}/rest/\${deviceName}?t=$[temp]`,
    });
    expect(out.relationType).toBe('Success');
    const req = seen.find((s) => s.url === '/rest/D1?t=21');
    expect(req?.method).toBe('POST');
    expect(req?.body).toBe('{"temp":21}');
    expect(req?.headers['x-device']).toBe('D1');
    expect(req?.headers['authorization']).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    expect(meta(out)).toMatchObject({
      status: 'CREATED',
      statusCode: '201',
      statusReason: 'Created',
      'x-answer': '42',
      deviceName: 'D1',
    });
    expect(JSON.parse(out.data)).toEqual({ echoed: '{"temp":21}', method: 'POST' });
  });

  it('sends no body with GET and leaves by Failure with error_body on a 404', async () => {
    const out = await run('rest.TbRestApiCallNode', {
      ...base,
      requestMethod: 'GET',
      restEndpointUrlPattern: `http://127.0.0.1:${httpPort}/rest/missing`,
    });
    expect(out.relationType).toBe('Failure');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
    expect(meta(out)).toMatchObject({ status: 'NOT_FOUND', statusCode: '404', error_body: '{"message":"nope"}' });
    expect(out.error).toBe('404 Not Found');
    expect(JSON.parse(out.data)).toEqual({ temp: 21 });
  });

  it('refuses a host outside the allowed hosts without calling it', async () => {
    const before = seen.length;
    const out = await run('rest.TbRestApiCallNode', {
      ...base,
      restEndpointUrlPattern: `http://127.0.0.2:${httpPort}/rest/x`,
    });
    expect(out.relationType).toBe('Failure');
    expect(out.error).toContain("Host '127.0.0.2' is not in the hosts rule nodes may connect to");
    expect(seen.length).toBe(before);
  });
});

describe('MQTT and Azure IoT Hub', () => {
  it('publishes to the embedded MQTT broker: with a device token as user name the data becomes its telemetry', async () => {
    const d = await device(f, 'MQTT node target');
    const out = await run(
      'mqtt.TbMqttNode',
      {
        topicPattern: 'v1/devices/me/telemetry',
        host: '127.0.0.1',
        port: mqttTransport.port,
        connectTimeoutSec: 10,
        clientId: '',
        cleanSession: true,
        ssl: false,
        credentials: { type: 'basic', username: d.token, password: '' },
      },
      { viaMqttNode: 7 },
    );
    expect(out.relationType).toBe('Success');
    expect((await latest(f, d.id, 'viaMqttNode'))['viaMqttNode']?.[0]?.value).toBe(7);
  });

  it('fails with the connect error when the broker refuses the credentials', async () => {
    const out = await run('mqtt.TbMqttNode', {
      topicPattern: 't',
      host: '127.0.0.1',
      port: mqttTransport.port,
      connectTimeoutSec: 5,
      ssl: false,
      credentials: { type: 'basic', username: 'no-such-token', password: '' },
    });
    expect(out.relationType).toBe('Failure');
    expect(out.error).toContain(`Failed to connect to MQTT broker at 127.0.0.1:${mqttTransport.port}`);
    expect(meta(out)['error']).toMatch(/^class \w+: /);
  });

  it('Azure IoT Hub connects as {host}/{deviceId} with a SAS token and publishes to the device topic', async () => {
    const sasKey = Buffer.from('0123456789abcdef').toString('base64');
    const out = await run('mqtt.azure.TbAzureIotHubNode', {
      topicPattern: 'devices/dev-1/messages/events/',
      host: 'localhost',
      port: 8883,
      connectTimeoutSec: 10,
      clientId: 'dev-1',
      cleanSession: true,
      ssl: false,
      credentials: { type: 'sas', sasKey },
    });
    expect(out.relationType).toBe('Success');
    expect(azure.connects.at(-1)).toMatchObject({
      clientId: 'dev-1',
      username: 'localhost/dev-1/?api-version=2018-06-30',
    });
    expect(azure.connects.at(-1)?.password).toMatch(/^SharedAccessSignature sr=localhost&sig=[^&]+&se=\d+$/);
    expect(azure.published.at(-1)).toEqual({ topic: 'devices/dev-1/messages/events/', payload: '{"temp":21}' });
  });
});

describe('AWS SNS, AWS SQS and GCP Pub/Sub', () => {
  it('SNS publishes the data to the topic and adds messageId and requestId', async () => {
    const out = await run('aws.sns.TbSnsNode', {
      topicArnPattern: 'arn:aws:sns:us-east-1:1:${deviceName}',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(out.relationType).toBe('Success');
    expect(meta(out)).toMatchObject({ messageId: 'sns-1', requestId: 'req-1' });
    const req = seen.at(-1);
    expect(new URLSearchParams(req?.body)).toEqual(
      new URLSearchParams({
        Action: 'Publish',
        Version: '2010-03-31',
        TopicArn: 'arn:aws:sns:us-east-1:1:D1',
        Message: '{"temp":21}',
      }),
    );
    expect(req?.headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/sns\/aws4_request/,
    );
  });

  it('SQS sends to the queue URL pattern with delay and String attributes', async () => {
    const out = await run('aws.sqs.TbSqsNode', {
      queueType: 'STANDARD',
      queueUrlPattern: `http://127.0.0.1:${httpPort}/123/\${deviceName}`,
      delaySeconds: 5,
      messageAttributes: { device: '${deviceName}' },
      accessKeyId: 'AKID',
      secretAccessKey: 's',
      region: 'eu-west-1',
    });
    expect(out.relationType).toBe('Success');
    expect(meta(out)).toMatchObject({ messageId: 'sqs-1', requestId: 'req-2', messageBodyMd5: 'md5b' });
    const p = new URLSearchParams(seen.at(-1)?.body);
    expect(seen.at(-1)?.url).toBe('/123/D1');
    expect([
      p.get('DelaySeconds'),
      p.get('MessageAttribute.1.Name'),
      p.get('MessageAttribute.1.Value.StringValue'),
    ]).toEqual(['5', 'device', 'D1']);
  });

  it('SQS leaves by Failure with the AWS error code and message', async () => {
    const out = await run('aws.sqs.TbSqsNode', {
      queueType: 'FIFO',
      queueUrlPattern: `http://127.0.0.1:${httpPort}/aws-fail`,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      region: 'x',
    });
    expect(out.relationType).toBe('Failure');
    expect(out.error).toBe('AWS.SimpleQueueService.NonExistentQueue: The queue does not exist');
    const p = new URLSearchParams(seen.at(-1)?.body);
    expect(p.get('MessageGroupId')).toBe('3d9c1a70-0000-11ee-8000-000000000001');
    expect(p.get('MessageDeduplicationId')).toBeTruthy();
    expect(meta(out)['error']).toContain('NonExistentQueue');
  });

  it('Pub/Sub gets a token with a JWT signed by the service account key and publishes base64 data with attributes', async () => {
    const key = JSON.stringify({
      client_email: 'svc@p.iam.gserviceaccount.com',
      private_key: keys.privateKey,
      private_key_id: 'k1',
      token_uri: `http://127.0.0.1:${httpPort}/token`,
    });
    const out = await run('gcp.pubsub.TbPubSubNode', {
      projectId: 'proj',
      topicName: 'topic-a',
      messageAttributes: { dev: '${deviceName}' },
      serviceAccountKey: key,
      serviceAccountKeyFileName: 'key.json',
    });
    expect(out.relationType).toBe('Success');
    expect(meta(out)['messageId']).toBe('pubsub-1');
    const tokenReq = seen.find((s) => s.url === '/token');
    const assertion = new URLSearchParams(tokenReq?.body).get('assertion') ?? '';
    const { payload } = await jwtVerify(assertion, await importSPKI(keys.publicKey, 'RS256'), {
      issuer: 'svc@p.iam.gserviceaccount.com',
      audience: `http://127.0.0.1:${httpPort}/token`,
    });
    expect(payload['scope']).toBe('https://www.googleapis.com/auth/pubsub');
    const publish = seen.find((s) => s.url === '/v1/projects/proj/topics/topic-a:publish');
    expect(publish?.headers['authorization']).toBe('Bearer gcp-token');
    expect(JSON.parse(publish?.body ?? '{}')).toEqual({
      messages: [{ data: Buffer.from('{"temp":21}').toString('base64'), attributes: { dev: 'D1' } }],
    });
  });
});

describe('Kafka, RabbitMQ and SMS', () => {
  it('Kafka sends to the topic pattern with metadata headers and adds offset, partition and topic', async () => {
    const out = await run('kafka.TbKafkaNode', {
      topicPattern: 'tb-${deviceName}',
      bootstrapServers: '127.0.0.1:9092',
      retries: 0,
      acks: 'all',
      otherProperties: {},
      addMetadataKeyValuesAsKafkaHeaders: true,
      kafkaHeadersCharset: 'UTF-8',
    });
    expect(out.relationType).toBe('Success');
    const sent = kafkaSent.at(-1);
    expect(sent?.settings.brokers).toEqual(['127.0.0.1:9092']);
    expect(sent?.record).toMatchObject({
      topic: 'tb-D1',
      acks: -1,
      value: '{"temp":21}',
      headers: { tb_msg_md_deviceName: Buffer.from('D1') },
    });
    expect(meta(out)).toMatchObject({ topic: 'tb-D1', partition: '2' });
    expect(Number(meta(out)['offset'])).toBeGreaterThan(9);
    const refused = await run('kafka.TbKafkaNode', { topicPattern: 't', bootstrapServers: '10.1.2.3:9092' });
    expect(refused.relationType).toBe('Failure');
  });

  it('RabbitMQ publishes to the exchange and routing key patterns with the properties preset', async () => {
    const realUrl = process.env['IOT_RABBITMQ_URL'];
    const amqp = realUrl ? await import('amqplib') : null;
    const conn = amqp && realUrl ? await amqp.connect(realUrl) : null;
    const channel = conn ? await conn.createChannel() : null;
    await channel?.assertQueue('rk.D1', { durable: false, autoDelete: false });
    await channel?.purgeQueue('rk.D1');
    const port = realUrl ? Number(new URL(realUrl).port || 5672) : 5672;
    const out = await run('rabbitmq.TbRabbitMqNode', {
      exchangeNamePattern: realUrl ? '' : 'ex',
      routingKeyPattern: 'rk.${deviceName}',
      messageProperties: 'PERSISTENT_TEXT_PLAIN',
      host: '127.0.0.1',
      port,
      virtualHost: '/',
      username: 'guest',
      password: 'guest',
      connectionTimeout: 5000,
      handshakeTimeout: 5000,
      clientProperties: {},
    });
    expect(out.relationType, out.error).toBe('Success');
    if (!process.env['IOT_RABBITMQ_URL']) {
      expect(amqpSent.at(-1)?.args).toEqual([
        'ex',
        'rk.D1',
        Buffer.from('{"temp":21}'),
        { contentType: 'text/plain', deliveryMode: 2, priority: 0 },
      ]);
      expect(amqpSent.at(-1)?.settings).toMatchObject({ host: '127.0.0.1', port: 5672, virtualHost: '/' });
    }
    if (channel) {
      const got = await channel.get('rk.D1', { noAck: true });
      expect(got && got.content.toString()).toBe('{"temp":21}');
      expect(got && got.properties.contentType).toBe('text/plain');
      await conn?.close();
    }
    const unknown = await run('rabbitmq.TbRabbitMqNode', { host: '127.0.0.1', messageProperties: 'FANCY' });
    expect(unknown.error).toBe("Message Properties: 'FANCY' is undefined");
  });

  it('send SMS fills the templates and records each number in the SMS outbox; a bad number is a Failure', async () => {
    const out = await run(
      'sms.TbSendSmsNode',
      {
        numbersToTemplate: '${phone}, +15550002',
        smsMessageTemplate: 'Device ${deviceName} is at $[temp]',
        useSystemSmsSettings: true,
      },
      { temp: 30 },
      { deviceName: 'D1', phone: '+15550001' },
    );
    expect(out.relationType).toBe('Success');
    const sms = await listSms(f.server.db, null, 2);
    expect(sms.map((s) => [s.to, s.message, s.delivery, s.status])).toEqual([
      ['+15550002', 'Device D1 is at 30', 'OUTBOX', 'STORED'],
      ['+15550001', 'Device D1 is at 30', 'OUTBOX', 'STORED'],
    ]);
    const bad = await run('sms.TbSendSmsNode', {
      numbersToTemplate: '12345',
      smsMessageTemplate: 'x',
      useSystemSmsSettings: true,
    });
    expect(bad.error).toBe('Invalid phone number format. Phone number must be in E.164 format.');
  });
});
