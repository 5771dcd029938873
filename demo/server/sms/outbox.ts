/**
 * Outgoing SMS. Every SMS is recorded in the `sms_outbox` table. Without a provider (no `sms` admin settings, or
 * settings with `useLocalOutbox: true`) the outbox is the only destination, so SMS rules work on a fresh machine; with
 * an AWS SNS or Twilio provider configuration the SMS is sent through the provider's HTTP API and the outbox row
 * records `SENT` or `FAILED`. Numbers must be in E.164 format, as ThingsBoard requires.
 */
import { AwsClient } from 'aws4fetch';
import type { Queryable } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

/** An SMS provider configuration (ThingsBoard's SmsProviderConfiguration JSON). */
export type SmsProvider = Record<string, unknown>;

/** ThingsBoard's message for a number that is not E.164. */
export const INVALID_NUMBER = 'Invalid phone number format. Phone number must be in E.164 format.';

/** Whether a number is in E.164 format. */
export const isE164 = (n: string): boolean => /^\+[1-9]\d{1,14}$/.test(n);

/** The saved `sms` admin settings, or null. */
export async function systemSmsProvider(db: Queryable): Promise<SmsProvider | null> {
  const { rows } = await db.query<{ json_value: SmsProvider }>(
    "SELECT json_value FROM admin_settings WHERE key = 'sms'",
  );
  return rows[0]?.json_value ?? null;
}

const str = (p: SmsProvider, k: string): string => (typeof p[k] === 'string' ? (p[k] as string) : '');

/** The HTTP request that sends one SMS through a provider. */
export async function providerRequest(p: SmsProvider, to: string, message: string): Promise<Request> {
  if (p['type'] === 'TWILIO') {
    const auth = Buffer.from(`${str(p, 'accountSid')}:${str(p, 'accountToken')}`).toString('base64');
    const body = new URLSearchParams({ To: to, From: str(p, 'numberFrom'), Body: message }).toString();
    return new Request(
      `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(str(p, 'accountSid'))}/Messages.json`,
      {
        method: 'POST',
        body,
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    );
  }
  if (p['type'] === 'AWS_SNS') {
    const region = str(p, 'region') || 'us-east-1';
    const aws = new AwsClient({
      accessKeyId: str(p, 'accessKeyId'),
      secretAccessKey: str(p, 'secretAccessKey'),
      region,
      service: 'sns',
      retries: 0,
    });
    const body = new URLSearchParams({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: to,
      Message: message,
    }).toString();
    return aws.sign(`https://sns.${region}.amazonaws.com/`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error(`Unsupported sms provider type: ${String(p['type'])}`);
}

/** What {@link sendSms} needs to deliver: the provider (null = outbox only) and the HTTP client. */
export interface SmsDelivery {
  provider: SmsProvider | null;
  fetch?: typeof fetch;
  /** Checks the provider's host before a call (the tenant's allowed hosts for a node's own provider). */
  checkHost?(host: string): Promise<void>;
}

/** Sends one SMS and records it; throws when the provider refused it (the outbox row says FAILED). */
export async function sendSms(
  db: Queryable,
  tenantId: string | null,
  to: string,
  message: string,
  d: SmsDelivery,
): Promise<void> {
  if (!isE164(to)) throw new Error(INVALID_NUMBER);
  const local = !d.provider || d.provider['useLocalOutbox'] === true;
  let status = 'STORED';
  let error: string | null = null;
  if (!local && d.provider) {
    try {
      const req = await providerRequest(d.provider, to, message);
      await d.checkHost?.(new URL(req.url).hostname);
      const res = await (d.fetch ?? fetch)(req, { redirect: 'manual' });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      status = 'SENT';
    } catch (err) {
      status = 'FAILED';
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const id = uuidV1();
  await db.query(
    'INSERT INTO sms_outbox (id, created_time, tenant_id, number_to, message, delivery, status, error) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, uuidV1Time(id), tenantId, to, message, local ? 'OUTBOX' : String(d.provider?.['type']), status, error],
  );
  if (status === 'FAILED') throw new Error(`Unable to send SMS: ${error ?? 'unknown error'}`);
}

/** Stored SMS, newest first (tests and the demo). */
export async function listSms(
  db: Queryable,
  to: string | null,
  limit = 50,
): Promise<{ to: string; message: string; delivery: string; status: string; tenantId: string | null }[]> {
  const { rows } = await db.query<{
    number_to: string;
    message: string;
    delivery: string;
    status: string;
    tenant_id: string | null;
  }>(
    'SELECT number_to, message, delivery, status, tenant_id FROM sms_outbox WHERE ($1::varchar IS NULL OR number_to = $1) ORDER BY created_time DESC, id DESC LIMIT $2',
    [to, Math.max(1, Math.min(limit, 1000))],
  );
  return rows.map((r) => ({
    to: r.number_to,
    message: r.message,
    delivery: r.delivery,
    status: r.status,
    tenantId: r.tenant_id,
  }));
}
