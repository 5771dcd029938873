/** The external rule nodes by short class name, over a set of client factories (the real ones by default). */
import type { NodeFactory } from '../../node-api.js';
import { snsNode, sqsNode } from './aws.js';
import { DEFAULT_CLIENTS, type ExternalClients } from './clients.js';
import { kafkaNode } from './kafka.js';
import { azureIotHubNode, mqttPublishNode } from './mqtt.js';
import { pubSubNode } from './pubsub.js';
import { rabbitMqNode } from './rabbitmq.js';
import { restApiCall } from './rest.js';
import { sendSmsNode } from './sms.js';

/** Factories of the external nodes. */
export function externalNodes(clients: ExternalClients = DEFAULT_CLIENTS): Record<string, NodeFactory> {
  return {
    'rest.TbRestApiCallNode': restApiCall(clients),
    'mqtt.TbMqttNode': mqttPublishNode(clients),
    'mqtt.azure.TbAzureIotHubNode': azureIotHubNode(clients),
    'kafka.TbKafkaNode': kafkaNode(clients),
    'rabbitmq.TbRabbitMqNode': rabbitMqNode(clients),
    'aws.sns.TbSnsNode': snsNode(clients),
    'aws.sqs.TbSqsNode': sqsNode(clients),
    'gcp.pubsub.TbPubSubNode': pubSubNode(clients),
    'sms.TbSendSmsNode': sendSmsNode(clients),
  };
}
