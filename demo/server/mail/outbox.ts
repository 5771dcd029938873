/**
 * Outgoing mail. Every mail is recorded in the `mail_outbox` table (to, subject, body, links, how it was delivered).
 * With the embedded default settings (`useLocalOutbox: true`) the outbox is the only destination, so activation and
 * password-reset links work on a fresh machine; once an administrator saves real SMTP settings, mail goes out over
 * SMTP (nodemailer) and the outbox row records `SENT` or `FAILED`. Tests read the outbox directly or via
 * `GET /api/test/mail`.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { ApiError, ErrorCode } from '../http/errors.js';
import { deliverSmtp, deliveryOf, type Delivery, type MailSettings } from './smtp.js';

/** A mail to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  /** Links contained in the body (e.g. the activation URL), for tests and the demo outbox view. */
  links?: string[];
}

/** A stored mail. */
export interface StoredMail {
  id: string;
  createdTime: number;
  from: string | null;
  to: string;
  subject: string;
  body: string;
  links: string[];
  /** `OUTBOX` (kept locally) or `SMTP`. */
  delivery: Delivery;
  /** `STORED` (outbox only), `SENT` or `FAILED` (SMTP). */
  status: 'STORED' | 'SENT' | 'FAILED';
  error: string | null;
}

interface MailRow {
  id: string;
  created_time: number;
  mail_from: string | null;
  mail_to: string;
  subject: string;
  body: string;
  links: string[];
  delivery: Delivery;
  status: 'STORED' | 'SENT' | 'FAILED';
  error: string | null;
}

/** The saved `mail` admin settings (with the password), or null. */
export async function mailSettings(db: Queryable): Promise<MailSettings | null> {
  const { rows } = await db.query<{ json_value: MailSettings }>(
    "SELECT json_value FROM admin_settings WHERE key = 'mail'",
  );
  return rows[0]?.json_value ?? null;
}

/**
 * Sends a mail per the saved mail settings (or `settings`, e.g. the test-mail request's), records it in the outbox
 * and returns the outbox id.
 * @throws ApiError 500/2 "Unable to send mail: …" (ThingsBoard's MailService message) when SMTP delivery fails.
 */
export async function sendMail(db: Queryable, mail: OutgoingMail, settings?: MailSettings): Promise<string> {
  const s = settings ?? (await mailSettings(db));
  const from = typeof s?.['mailFrom'] === 'string' ? s['mailFrom'] : null;
  const delivery = deliveryOf(s);
  let status: StoredMail['status'] = 'STORED';
  let error: string | null = null;
  if (delivery === 'SMTP' && s) {
    try {
      await deliverSmtp(s, { from, to: mail.to, subject: mail.subject, text: mail.body });
      status = 'SENT';
    } catch (err) {
      status = 'FAILED';
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const id = uuidV1();
  await db.query(
    `INSERT INTO mail_outbox (id, created_time, mail_from, mail_to, subject, body, links, delivery, status, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
    [id, uuidV1Time(id), from, mail.to, mail.subject, mail.body, jsonParam(mail.links ?? []), delivery, status, error],
  );
  if (status === 'FAILED')
    throw new ApiError(500, ErrorCode.GENERAL, `Unable to send mail: ${error ?? 'unknown error'}`);
  return id;
}

/** Reads mails, newest first, optionally only those to one address. */
export async function listMail(db: Queryable, to: string | null, limit = 50): Promise<StoredMail[]> {
  const { rows } = await db.query<MailRow>(
    `SELECT * FROM mail_outbox WHERE ($1::varchar IS NULL OR mail_to = $1) ORDER BY created_time DESC, id DESC LIMIT $2`,
    [to, Math.max(1, Math.min(limit, 1000))],
  );
  return rows.map((r) => ({
    id: r.id,
    createdTime: r.created_time,
    from: r.mail_from,
    to: r.mail_to,
    subject: r.subject,
    body: r.body,
    links: r.links,
    delivery: r.delivery,
    status: r.status,
    error: r.error,
  }));
}

/**
 * The base URL put into mailed links: the `general` admin setting's `baseUrl` when `prohibitDifferentUrl` is set,
 * otherwise the scheme/host of the current request (as ThingsBoard's SystemSecurityService does).
 */
export async function baseUrl(db: Queryable, request: FastifyRequest): Promise<string> {
  const { rows } = await db.query<{ json_value: { baseUrl?: unknown; prohibitDifferentUrl?: unknown } }>(
    "SELECT json_value FROM admin_settings WHERE key = 'general'",
  );
  const general = rows[0]?.json_value;
  if (general?.prohibitDifferentUrl === true && typeof general.baseUrl === 'string')
    return general.baseUrl.replace(/\/$/, '');
  const proto = String(request.headers['x-forwarded-proto'] ?? request.protocol ?? 'http').split(',')[0];
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost:8080').split(',')[0];
  return `${proto}://${host}`;
}
