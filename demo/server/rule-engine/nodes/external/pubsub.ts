/**
 * GCP Pub/Sub (ThingsBoard 3.3.1 semantics) over the Pub/Sub REST API: the service account key (the JSON key file's
 * text in `serviceAccountKey`) signs a token request (OAuth 2.0 JWT bearer grant, RS256 with jose) to the key's
 * `token_uri`; the access token is kept until shortly before it expires. The message data is published to
 * `projects/{projectId}/topics/{topicName}` with the message attributes (patterns); `messageId` is added to the
 * metadata. A failed call leaves by Failure with `error` in the metadata.
 */
import { importPKCS8, SignJWT } from 'jose';
import { withMsg } from '../../message.js';
import { cfgObject, cfgString, NodeError, type NodeFactory } from '../../node-api.js';
import { errorText, fillMsgPattern } from '../pattern.js';
import type { ExternalClients } from './clients.js';
import { checkHost, hostOfUrl } from './hosts.js';

const SCOPE = 'https://www.googleapis.com/auth/pubsub';

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

/** Parses the key file text; a Failure names what is missing. */
export function parseServiceAccountKey(text: string): ServiceAccountKey {
  let key: unknown;
  try {
    key = JSON.parse(text);
  } catch {
    throw new NodeError('GCP service account key is not valid JSON');
  }
  const k = (key ?? {}) as Record<string, unknown>;
  for (const field of ['client_email', 'private_key'])
    if (typeof k[field] !== 'string') throw new NodeError(`GCP service account key has no ${field}`);
  return {
    client_email: k['client_email'] as string,
    private_key: k['private_key'] as string,
    ...(typeof k['private_key_id'] === 'string' ? { private_key_id: k['private_key_id'] } : {}),
    token_uri: typeof k['token_uri'] === 'string' ? k['token_uri'] : 'https://oauth2.googleapis.com/token',
  };
}

/** The GCP Pub/Sub node. */
export function pubSubNode(clients: ExternalClients): NodeFactory {
  return (def) => {
    const c = def.config;
    let token: { value: string; until: number } | null = null;

    async function accessToken(key: ServiceAccountKey): Promise<string> {
      if (token && token.until > Date.now()) return token.value;
      const pk = await importPKCS8(key.private_key, 'RS256');
      const assertion = await new SignJWT({ scope: SCOPE })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
        .setIssuer(key.client_email)
        .setAudience(key.token_uri)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(pk);
      const body = new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString();
      const res = await clients.fetch(key.token_uri, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
      const json = (await res.json().catch(() => ({}))) as {
        access_token?: string;
        expires_in?: number;
        error?: string;
      };
      if (!res.ok || !json.access_token) throw new NodeError(`GCP token request failed: ${json.error ?? res.status}`);
      token = { value: json.access_token, until: Date.now() + Math.max(0, (json.expires_in ?? 3600) - 60) * 1000 };
      return token.value;
    }

    return {
      process: async (msg, ctx) => {
        try {
          const key = parseServiceAccountKey(cfgString(c, 'serviceAccountKey'));
          const url = `${clients.pubsubEndpoint}/v1/projects/${encodeURIComponent(cfgString(c, 'projectId'))}/topics/${encodeURIComponent(cfgString(c, 'topicName'))}:publish`;
          await checkHost(ctx.db, def.tenantId, hostOfUrl(key.token_uri));
          await checkHost(ctx.db, def.tenantId, hostOfUrl(url));
          const attributes: Record<string, string> = {};
          for (const [k, v] of Object.entries(cfgObject(c, 'messageAttributes')))
            if (typeof v === 'string') attributes[fillMsgPattern(k, msg)] = fillMsgPattern(v, msg);
          const payload = {
            messages: [
              {
                data: Buffer.from(msg.data, 'utf8').toString('base64'),
                ...(Object.keys(attributes).length ? { attributes } : {}),
              },
            ],
          };
          const res = await clients.fetch(url, {
            method: 'POST',
            redirect: 'manual',
            body: JSON.stringify(payload),
            headers: { Authorization: `Bearer ${await accessToken(key)}`, 'Content-Type': 'application/json' },
          });
          const json = (await res.json().catch(() => ({}))) as { messageIds?: string[]; error?: { message?: string } };
          if (!res.ok || !json.messageIds?.[0])
            throw new NodeError(`Pub/Sub publish failed: ${json.error?.message ?? res.status}`);
          return [
            {
              msg: withMsg(msg, { metadata: { ...msg.metadata, messageId: json.messageIds[0] } }),
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
    };
  };
}
