/**
 * Copy-and-paste commands that publish a first telemetry message with a device's credentials (beyond ThingsBoard,
 * which only documents them): MQTT (`mosquitto_pub`, topic v1/devices/me/telemetry) and HTTP
 * (`curl` to /api/v1/{token}/telemetry). Pure string building.
 */
import type { CredentialsValues } from './credentials-model';

export interface SnippetTarget {
  /** Host name of the MQTT broker, e.g. "iot.example.com". */
  host: string;
  /** Base URL of the HTTP device API, e.g. "https://iot.example.com". */
  httpBase: string;
  mqttPort?: number;
  mqttTlsPort?: number;
}

export interface Snippets {
  mqtt: string | null;
  http: string | null;
}

const SAMPLE = '{"temperature":25}';
const q = (s: string) => `"${s.replace(/(["\\$`])/g, '\\$1')}"`;

export function connectionSnippets(c: CredentialsValues, target: SnippetTarget): Snippets {
  const port = target.mqttPort ?? 1883;
  const topic = 'v1/devices/me/telemetry';
  const mqttBase = `mosquitto_pub -d -q 1 -h ${q(target.host)}`;
  switch (c.credentialsType) {
    case 'ACCESS_TOKEN': {
      const token = c.accessToken.trim();
      return {
        mqtt: `${mqttBase} -p ${port} -t ${topic} -u ${q(token)} -m '${SAMPLE}'`,
        http: `curl -v -X POST ${target.httpBase}/api/v1/${encodeURIComponent(token)}/telemetry --header "Content-Type:application/json" --data '${SAMPLE}'`,
      };
    }
    case 'MQTT_BASIC': {
      const parts = [
        c.clientId.trim() ? `-i ${q(c.clientId.trim())}` : '',
        c.userName.trim() ? `-u ${q(c.userName.trim())}` : '',
        c.password ? `-P ${q(c.password)}` : '',
      ].filter(Boolean);
      return { mqtt: `${mqttBase} -p ${port} -t ${topic} ${parts.join(' ')} -m '${SAMPLE}'`, http: null };
    }
    case 'X509_CERTIFICATE':
      return {
        mqtt: `mosquitto_pub --cafile server.pem --cert cert.pem --key key.pem -d -q 1 -h ${q(target.host)} -p ${target.mqttTlsPort ?? 8883} -t ${topic} -m '${SAMPLE}'`,
        http: null,
      };
    default:
      return { mqtt: null, http: null };
  }
}
