/**
 * MQTT and Azure IoT Hub (ThingsBoard 3.3.1 semantics) with mqtt.js: the node connects once, on its first message
 * (within `connectTimeoutSec`), and publishes each message's data with QoS 1 to the topic pattern; it leaves by
 * Success unchanged, or by Failure with `error` in the metadata. Credentials: anonymous, basic (username/password)
 * or PEM (CA, client certificate and key over TLS when `ssl` is on). Azure IoT Hub always uses port 8883, a clean
 * session and MQTT 3.1.1, the client id as device id, the user name `{host}/{deviceId}/?api-version=2018-06-30` and,
 * with SAS credentials, a SharedAccessSignature token valid for a year as password.
 */
import { createHmac } from 'node:crypto';
import type { IClientOptions, MqttClient } from 'mqtt';
import { withMsg } from '../../message.js';
import {
  cfgBool,
  cfgNumber,
  cfgObject,
  cfgString,
  NodeError,
  type NodeDef,
  type NodeFactory,
  type NodeImpl,
} from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { ExternalClients } from './clients.js';
import { checkHost } from './hosts.js';

const SAS_VALID_S = 365 * 24 * 3600;

/** An Azure IoT Hub SAS token for a host (HMAC-SHA256 with the base64 key, as ThingsBoard builds it). */
export function azureSasToken(host: string, sasKey: string, nowMs = Date.now()): string {
  const resource = encodeURIComponent(host.toLowerCase());
  const expiry = Math.floor(nowMs / 1000) + SAS_VALID_S;
  const sig = createHmac('sha256', Buffer.from(sasKey, 'base64')).update(`${resource}\n${expiry}`).digest('base64');
  return `SharedAccessSignature sr=${resource}&sig=${encodeURIComponent(sig)}&se=${expiry}`;
}

function pem(creds: Record<string, unknown>): Partial<IClientOptions> {
  const opt = (k: string) => (cfgString(creds, k) ? cfgString(creds, k) : undefined);
  const out: Partial<IClientOptions> = {};
  if (opt('caCert')) out.ca = opt('caCert');
  if (opt('cert')) out.cert = opt('cert');
  if (opt('privateKey')) out.key = opt('privateKey');
  if (opt('password')) Object.assign(out, { passphrase: opt('password') });
  return out;
}

/** Connection options of a node; `azure` applies the IoT Hub rules. */
export function mqttOptions(def: NodeDef, azure: boolean): { url: string; host: string; options: IClientOptions } {
  const c = def.config;
  const host = cfgString(c, 'host');
  if (!host) throw new NodeError('MQTT host is not set');
  const port = azure ? 8883 : cfgNumber(c, 'port', 1883);
  const ssl = cfgBool(c, 'ssl');
  const creds = cfgObject(c, 'credentials');
  const type = cfgString(creds, 'type', 'anonymous');
  const clientId = cfgString(c, 'clientId');
  const options: IClientOptions = {
    protocolVersion: 4,
    clean: azure ? true : cfgBool(c, 'cleanSession', true),
    reconnectPeriod: 0,
    connectTimeout: Math.max(1, cfgNumber(c, 'connectTimeoutSec', 10)) * 1000,
    clientId: clientId || `tb_${def.id.replace(/-/g, '').slice(0, 16)}`,
  };
  if (type === 'basic')
    Object.assign(options, { username: cfgString(creds, 'username'), password: cfgString(creds, 'password') });
  if (type === 'cert.PEM' || (type === 'sas' && cfgString(creds, 'caCert'))) Object.assign(options, pem(creds));
  if (azure) {
    options.username = `${host}/${clientId}/?api-version=2018-06-30`;
    if (type === 'sas') options.password = azureSasToken(host, cfgString(creds, 'sasKey'));
  }
  return { url: `${ssl ? 'mqtts' : 'mqtt'}://${host.includes(':') ? `[${host}]` : host}:${port}`, host, options };
}

function mqttNode(clients: ExternalClients, azure: boolean): NodeFactory {
  return (def): NodeImpl => {
    let client: Promise<MqttClient> | null = null;
    const connect = async (tenantCheck: () => Promise<void>): Promise<MqttClient> => {
      await tenantCheck();
      const { url, host, options } = mqttOptions(def, azure);
      try {
        return await clients.mqtt(url, options);
      } catch (err) {
        throw new NodeError(
          `Failed to connect to MQTT broker at ${host}:${azure ? 8883 : cfgNumber(def.config, 'port', 1883)}. ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    };
    return {
      process: async (msg, ctx) => {
        const topic = fillMsgPattern(cfgString(def.config, 'topicPattern'), msg);
        try {
          client ??= connect(() => checkHost(ctx.db, def.tenantId, cfgString(def.config, 'host')));
          const c = await client.catch((err: unknown) => {
            client = null; // the next message tries again
            throw err;
          });
          await c.publishAsync(topic, msg.data, { qos: 1 });
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
        void client?.then((c) => c.end(true)).catch(() => undefined);
        client = null;
      },
    };
  };
}

/** The MQTT node. */
export const mqttPublishNode = (clients: ExternalClients): NodeFactory => mqttNode(clients, false);
/** The Azure IoT Hub node. */
export const azureIotHubNode = (clients: ExternalClients): NodeFactory => mqttNode(clients, true);
