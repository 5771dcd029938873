/** Forms of the EXTERNAL nodes. */
import {
  credentials,
  json,
  kvMap,
  num,
  select,
  template,
  text,
  toggle,
  type FieldDef,
  type NodeFormDef,
} from '../form-def';
import { all, is, off, on, options } from './shared';

const port = (key: string, name: string, x: Partial<FieldDef> = {}): FieldDef =>
  num(key, name, {
    required: true,
    requiredMsg: `tb.rulenode.${name}-required`,
    min: 1,
    max: 65535,
    rangeMsg: `tb.rulenode.${name}-range`,
    ...(x as object),
  });
const aws = (): FieldDef[] => [
  text('accessKeyId', 'aws-access-key-id', { required: true, requiredMsg: 'tb.rulenode.aws-access-key-id-required' }),
  text('secretAccessKey', 'aws-secret-access-key', {
    secret: true,
    required: true,
    requiredMsg: 'tb.rulenode.aws-secret-access-key-required',
  }),
  text('region', 'aws-region', { required: true, requiredMsg: 'tb.rulenode.aws-region-required' }),
];
const attributes = () => kvMap('messageAttributes', 'message-attributes', 'name', 'value', { template: true });
const proxy = all(on('enableProxy'), off('useSystemProxyProperties'));

export const EXTERNAL_FORMS: Record<string, NodeFormDef> = {
  'aws.sns.TbSnsNode': {
    fields: [
      template('topicArnPattern', 'topic-arn-pattern', {
        required: true,
        requiredMsg: 'tb.rulenode.topic-arn-pattern-required',
      }),
      ...aws(),
    ],
  },
  'aws.sqs.TbSqsNode': {
    fields: [
      select(
        'queueType',
        'queue-type',
        [
          { value: 'STANDARD', label: 'tb.rulenode.sqs-queue-standard' },
          { value: 'FIFO', label: 'tb.rulenode.sqs-queue-fifo' },
        ],
        { required: true, requiredMsg: 'tb.rulenode.queue-type-required' },
      ),
      template('queueUrlPattern', 'queue-url-pattern', {
        required: true,
        requiredMsg: 'tb.rulenode.queue-url-pattern-required',
      }),
      num('delaySeconds', 'delay-seconds', {
        show: is('queueType', 'STANDARD'),
        min: 0,
        max: 900,
        rangeMsg: 'tb.rulenode.delay-seconds-range',
      }),
      attributes(),
      ...aws(),
    ],
  },
  'gcp.pubsub.TbPubSubNode': {
    fields: [
      text('projectId', 'gcp-project-id', { required: true, requiredMsg: 'tb.rulenode.gcp-project-id-required' }),
      text('topicName', 'pubsub-topic-name', { required: true, requiredMsg: 'tb.rulenode.pubsub-topic-name-required' }),
      text('serviceAccountKey', 'gcp-service-account-key', {
        multiline: true,
        secret: true,
        required: true,
        requiredMsg: 'tb.rulenode.gcp-service-account-key-required',
      }),
      text('serviceAccountKeyFileName', 'gcp-service-account-key-file-name', {
        required: true,
        requiredMsg: 'tb.rulenode.gcp-service-account-key-file-name-required',
      }),
      attributes(),
    ],
  },
  'kafka.TbKafkaNode': {
    fields: [
      template('topicPattern', 'topic-pattern', { required: true, requiredMsg: 'tb.rulenode.topic-pattern-required' }),
      text('bootstrapServers', 'bootstrap-servers', {
        required: true,
        requiredMsg: 'tb.rulenode.bootstrap-servers-required',
      }),
      num('retries', 'retries', { min: 0, rangeMsg: 'tb.rulenode.min-retries-message' }),
      num('batchSize', 'batch-size-bytes', { min: 0, rangeMsg: 'tb.rulenode.min-batch-size-bytes-message' }),
      num('linger', 'linger-ms', { min: 0, rangeMsg: 'tb.rulenode.min-linger-ms-message' }),
      num('bufferMemory', 'buffer-memory-bytes', { min: 0, rangeMsg: 'tb.rulenode.min-buffer-memory-message' }),
      select(
        'acks',
        'acks',
        [
          { value: 'all', label: 'tb.rulenode.acks-all' },
          { value: '-1', label: 'tb.rulenode.acks-minus-one' },
          { value: '0', label: 'tb.rulenode.acks-zero' },
          { value: '1', label: 'tb.rulenode.acks-one' },
        ],
        { required: true, requiredMsg: 'tb.rulenode.acks-required' },
      ),
      text('keySerializer', 'key-serializer', { required: true, requiredMsg: 'tb.rulenode.key-serializer-required' }),
      text('valueSerializer', 'value-serializer', {
        required: true,
        requiredMsg: 'tb.rulenode.value-serializer-required',
      }),
      kvMap('otherProperties', 'other-properties', 'key', 'value'),
      toggle('addMetadataKeyValuesAsKafkaHeaders', 'add-metadata-key-values-as-kafka-headers'),
      select(
        'kafkaHeadersCharset',
        'charset-encoding',
        options(['US-ASCII', 'ISO-8859-1', 'UTF-8', 'UTF-16BE', 'UTF-16LE', 'UTF-16'], 'charset-'),
        {
          show: on('addMetadataKeyValuesAsKafkaHeaders'),
          required: true,
          requiredMsg: 'tb.rulenode.charset-encoding-required',
        },
      ),
    ],
  },
  'mail.TbSendEmailNode': {
    fields: [
      toggle('useSystemSmtpSettings', 'use-system-smtp-settings'),
      select(
        'smtpProtocol',
        'smtp-protocol',
        [
          { value: 'smtp', label: 'tb.rulenode.smtp-protocol-smtp' },
          { value: 'smtps', label: 'tb.rulenode.smtp-protocol-smtps' },
        ],
        { show: off('useSystemSmtpSettings'), required: true, requiredMsg: 'tb.rulenode.smtp-protocol-required' },
      ),
      text('smtpHost', 'smtp-host', {
        show: off('useSystemSmtpSettings'),
        required: true,
        requiredMsg: 'tb.rulenode.smtp-host-required',
      }),
      port('smtpPort', 'smtp-port', { show: off('useSystemSmtpSettings') }),
      num('timeout', 'timeout-msec', {
        show: off('useSystemSmtpSettings'),
        required: true,
        requiredMsg: 'tb.rulenode.timeout-msec-required',
        min: 0,
        rangeMsg: 'tb.rulenode.min-timeout-msec-message',
      }),
      toggle('enableTls', 'enable-tls', { show: off('useSystemSmtpSettings') }),
      select('tlsVersion', 'tls-version', options(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'], 'tls-version-'), {
        show: all(off('useSystemSmtpSettings'), on('enableTls')),
      }),
      toggle('enableProxy', 'enable-proxy', { show: off('useSystemSmtpSettings') }),
      text('proxyHost', 'proxy-host', {
        show: all(off('useSystemSmtpSettings'), on('enableProxy')),
        required: true,
        requiredMsg: 'tb.rulenode.proxy-host-required',
      }),
      port('proxyPort', 'proxy-port', { show: all(off('useSystemSmtpSettings'), on('enableProxy')) }),
      text('proxyUser', 'proxy-user', { show: all(off('useSystemSmtpSettings'), on('enableProxy')) }),
      text('proxyPassword', 'proxy-password', {
        secret: true,
        show: all(off('useSystemSmtpSettings'), on('enableProxy')),
      }),
      text('username', 'username', { show: off('useSystemSmtpSettings') }),
      text('password', 'password', { secret: true, show: off('useSystemSmtpSettings') }),
    ],
  },
  'mqtt.TbMqttNode': {
    fields: [
      template('topicPattern', 'topic-pattern', { required: true, requiredMsg: 'tb.rulenode.topic-pattern-required' }),
      text('host', 'host', { required: true, requiredMsg: 'tb.rulenode.host-required' }),
      port('port', 'port'),
      num('connectTimeoutSec', 'connect-timeout', {
        required: true,
        requiredMsg: 'tb.rulenode.connect-timeout-required',
        min: 1,
        max: 200,
        rangeMsg: 'tb.rulenode.connect-timeout-range',
      }),
      text('clientId', 'client-id'),
      toggle('cleanSession', 'clean-session'),
      toggle('ssl', 'enable-ssl'),
      credentials('credentials', 'credentials', ['anonymous', 'basic', 'cert.PEM']),
    ],
  },
  'mqtt.azure.TbAzureIotHubNode': {
    fields: [
      template('topicPattern', 'topic-pattern', { required: true, requiredMsg: 'tb.rulenode.topic-pattern-required' }),
      text('host', 'hostname', { required: true, requiredMsg: 'tb.rulenode.hostname-required' }),
      text('clientId', 'device-id', { required: true, requiredMsg: 'tb.rulenode.device-id-required' }),
      credentials('credentials', 'credentials', ['sas', 'cert.PEM']),
    ],
  },
  'rabbitmq.TbRabbitMqNode': {
    fields: [
      template('exchangeNamePattern', 'exchange-name-pattern'),
      template('routingKeyPattern', 'routing-key-pattern'),
      select(
        'messageProperties',
        'message-properties',
        options(
          [
            'BASIC',
            'TEXT_PLAIN',
            'MINIMAL_BASIC',
            'MINIMAL_PERSISTENT_BASIC',
            'PERSISTENT_BASIC',
            'PERSISTENT_TEXT_PLAIN',
          ],
          'message-properties-',
        ),
      ),
      text('host', 'host', { required: true, requiredMsg: 'tb.rulenode.host-required' }),
      port('port', 'port'),
      text('virtualHost', 'virtual-host'),
      text('username', 'username'),
      text('password', 'password', { secret: true }),
      toggle('automaticRecoveryEnabled', 'automatic-recovery'),
      num('connectionTimeout', 'connection-timeout-ms', {
        min: 0,
        rangeMsg: 'tb.rulenode.min-connection-timeout-ms-message',
      }),
      num('handshakeTimeout', 'handshake-timeout-ms', {
        min: 0,
        rangeMsg: 'tb.rulenode.min-handshake-timeout-ms-message',
      }),
      kvMap('clientProperties', 'client-properties', 'key', 'value'),
    ],
  },
  'rest.TbRestApiCallNode': {
    fields: [
      template('restEndpointUrlPattern', 'endpoint-url-pattern', {
        required: true,
        requiredMsg: 'tb.rulenode.endpoint-url-pattern-required',
      }),
      select('requestMethod', 'request-method', options(['GET', 'POST', 'PUT', 'DELETE'], 'request-method-'), {
        required: true,
        requiredMsg: 'tb.rulenode.request-method-required',
      }),
      toggle('useSimpleClientHttpFactory', 'use-simple-client-http-factory'),
      num('readTimeoutMs', 'read-timeout', { min: 0, rangeMsg: 'tb.rulenode.min-read-timeout-message' }),
      num('maxParallelRequestsCount', 'max-parallel-requests-count', {
        min: 0,
        rangeMsg: 'tb.rulenode.min-max-parallel-requests-count-message',
      }),
      kvMap('headers', 'headers', 'header', 'value', { template: true }),
      toggle('useRedisQueueForMsgPersistence', 'use-redis-queue'),
      toggle('trimQueue', 'trim-redis-queue', { show: on('useRedisQueueForMsgPersistence') }),
      num('maxQueueSize', 'redis-queue-max-size', {
        show: on('useRedisQueueForMsgPersistence'),
        min: 0,
        rangeMsg: 'tb.rulenode.min-redis-queue-max-size-message',
      }),
      toggle('enableProxy', 'enable-proxy', { show: off('useSimpleClientHttpFactory') }),
      toggle('useSystemProxyProperties', 'use-system-proxy-properties', {
        show: all(off('useSimpleClientHttpFactory'), on('enableProxy')),
      }),
      select('proxyScheme', 'proxy-scheme', options(['http', 'https'], 'proxy-scheme-'), {
        show: all(off('useSimpleClientHttpFactory'), proxy),
      }),
      text('proxyHost', 'proxy-host', {
        show: all(off('useSimpleClientHttpFactory'), proxy),
        required: true,
        requiredMsg: 'tb.rulenode.proxy-host-required',
      }),
      port('proxyPort', 'proxy-port', { show: all(off('useSimpleClientHttpFactory'), proxy) }),
      text('proxyUser', 'proxy-user', { show: all(off('useSimpleClientHttpFactory'), proxy) }),
      text('proxyPassword', 'proxy-password', { secret: true, show: all(off('useSimpleClientHttpFactory'), proxy) }),
      credentials('credentials', 'credentials', ['anonymous', 'basic', 'cert.PEM']),
    ],
  },
  'sms.TbSendSmsNode': {
    fields: [
      template('numbersToTemplate', 'numbers-to-template', {
        required: true,
        requiredMsg: 'tb.rulenode.numbers-to-template-required',
      }),
      template('smsMessageTemplate', 'sms-message-template', {
        multiline: true,
        required: true,
        requiredMsg: 'tb.rulenode.sms-message-template-required',
      }),
      toggle('useSystemSmsSettings', 'use-system-sms-settings'),
      json('smsProviderConfiguration', 'sms-provider-configuration', {
        show: off('useSystemSmsSettings'),
        required: true,
        requiredMsg: 'tb.rulenode.sms-provider-configuration-required',
        check: (v) =>
          v && typeof v === 'object' && ['AWS_SNS', 'TWILIO'].includes(String((v as Record<string, unknown>)['type']))
            ? null
            : 'tb.rulenode.sms-provider-type-required',
      }),
    ],
  },
};
