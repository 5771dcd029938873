/**
 * The client libraries behind the external rule nodes, behind small interfaces of our own so the libraries load
 * only when a chain uses them (kafkajs, amqplib and mqtt.js are imported on first use) and so tests can point a
 * node at a local broker. HTTP services (REST API call, AWS SNS / SQS, GCP Pub/Sub, SMS providers) use `fetch`.
 */
import type { IClientOptions, MqttClient } from 'mqtt';

/** A Kafka producer as the Kafka node uses it. */
export interface KafkaProducer {
  send(record: {
    topic: string;
    acks: number;
    value: string;
    headers?: Record<string, Buffer>;
  }): Promise<{ topic: string; partition: number; offset: string }>;
  disconnect(): Promise<void>;
}

/** Settings of a Kafka producer (from the node configuration). */
export interface KafkaSettings {
  brokers: string[];
  clientId: string;
  retries: number;
  otherProperties: Record<string, string>;
}

/** An AMQP channel as the RabbitMQ node uses it. */
export interface AmqpPublisher {
  publish(exchange: string, routingKey: string, body: Buffer, properties: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/** Settings of an AMQP connection (from the node configuration). */
export interface AmqpSettings {
  host: string;
  port: number;
  virtualHost: string;
  username: string;
  password: string;
  connectionTimeout: number;
  handshakeTimeout: number;
  clientProperties: Record<string, string>;
}

/** Factories of the external clients. */
export interface ExternalClients {
  fetch: typeof fetch;
  mqtt(url: string, options: IClientOptions): Promise<MqttClient>;
  kafka(settings: KafkaSettings): Promise<KafkaProducer>;
  amqp(settings: AmqpSettings): Promise<AmqpPublisher>;
  /** Base URL of an AWS service API in a region (`https://sns.us-east-1.amazonaws.com/`). */
  awsEndpoint(service: 'sns' | 'sqs', region: string): string;
  /** Base URL of the Google Cloud Pub/Sub REST API. */
  pubsubEndpoint: string;
}

async function mqttClient(url: string, options: IClientOptions): Promise<MqttClient> {
  const { connectAsync } = await import('mqtt');
  return connectAsync(url, options);
}

async function kafkaProducer(s: KafkaSettings): Promise<KafkaProducer> {
  const { Kafka, logLevel } = await import('kafkajs');
  const kafka = new Kafka({
    clientId: s.clientId,
    brokers: s.brokers,
    retry: { retries: s.retries },
    logLevel: logLevel.NOTHING,
  });
  const producer = kafka.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  return {
    async send(r) {
      const [meta] = await producer.send({
        topic: r.topic,
        acks: r.acks,
        messages: [{ value: r.value, ...(r.headers ? { headers: r.headers } : {}) }],
      });
      if (!meta) throw new Error('Kafka returned no record metadata');
      return { topic: meta.topicName, partition: meta.partition, offset: meta.baseOffset ?? meta.offset ?? '0' };
    },
    disconnect: () => producer.disconnect(),
  };
}

async function amqpPublisher(s: AmqpSettings): Promise<AmqpPublisher> {
  const amqp = await import('amqplib');
  const conn = await amqp.connect(
    {
      protocol: 'amqp',
      hostname: s.host,
      port: s.port,
      vhost: s.virtualHost,
      username: s.username,
      password: s.password,
    },
    { timeout: s.connectionTimeout || undefined, clientProperties: s.clientProperties },
  );
  const channel = await conn.createConfirmChannel();
  return {
    publish: (exchange, routingKey, body, properties) =>
      new Promise((resolve, reject) => {
        channel.publish(exchange, routingKey, body, properties, (err: unknown) =>
          err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(),
        );
      }),
    close: async () => {
      await channel.close().catch(() => undefined);
      await conn.close().catch(() => undefined);
    },
  };
}

/** The real clients. */
export const DEFAULT_CLIENTS: ExternalClients = {
  fetch: (input, init) => fetch(input, init),
  mqtt: mqttClient,
  kafka: kafkaProducer,
  amqp: amqpPublisher,
  awsEndpoint: (service, region) => `https://${service}.${region}.amazonaws.com/`,
  pubsubEndpoint: 'https://pubsub.googleapis.com',
};
