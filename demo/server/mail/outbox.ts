/**
 * Outgoing mail. The embedded server keeps every mail in the `mail_outbox` table (to, subject, body, links), so
 * activation and password-reset links work on a fresh machine without SMTP; tests read the outbox directly or via
 * `GET /api/test/mail`. (Real SMTP delivery needs a mailer dependency, not part of this package yet.)
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

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
}

interface MailRow {
  id: string;
  created_time: number;
  mail_from: string | null;
  mail_to: string;
  subject: string;
  body: string;
  links: string[];
}

async function mailFrom(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ json_value: { mailFrom?: unknown } }>("SELECT json_value FROM admin_settings WHERE key = 'mail'");
  const from = rows[0]?.json_value.mailFrom;
  return typeof from === 'string' ? from : null;
}

/** Stores (sends) a mail and returns its id. */
export async function sendMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO mail_outbox (id, created_time, mail_from, mail_to, subject, body, links) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [id, uuidV1Time(id), await mailFrom(db), mail.to, mail.subject, mail.body, jsonParam(mail.links ?? [])],
  );
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
  if (general?.prohibitDifferentUrl === true && typeof general.baseUrl === 'string') return general.baseUrl.replace(/\/$/, '');
  const proto = String(request.headers['x-forwarded-proto'] ?? request.protocol ?? 'http').split(',')[0];
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost:8080').split(',')[0];
  return `${proto}://${host}`;
}
