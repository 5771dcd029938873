/**
 * SMTP delivery with nodemailer, configured from ThingsBoard's `mail` admin settings: protocol
 * `smtp`/`smtps`, host, port and timeout (numbers or strings, as TB's installer stores them), STARTTLS with a minimum
 * TLS version, login, and an HTTP proxy.
 */
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** The `mail` admin settings (`jsonValue`), as far as delivery needs them. */
export type MailSettings = Record<string, unknown>;

/** Where mail goes: the local outbox only (embedded default) or an SMTP server. */
export type Delivery = 'OUTBOX' | 'SMTP';

/**
 * The embedded server's seeded mail settings carry `useLocalOutbox: true`, so activation and reset links work on a
 * fresh machine without an SMTP server. Settings without that flag (as an administrator saves them) use SMTP.
 */
export function deliveryOf(settings: MailSettings | null): Delivery {
  return !settings || settings['useLocalOutbox'] === true ? 'OUTBOX' : 'SMTP';
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** TB's `tlsVersion` values (`TLSv1.2`, …) are Node's `minVersion` names too. */
const TLS_VERSIONS = new Set(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);

/** nodemailer transport options from TB mail settings. */
export function transportOptions(s: MailSettings): Record<string, unknown> {
  const secure = str(s['smtpProtocol']).toLowerCase() === 'smtps';
  const timeout = num(s['timeout'], 10_000);
  const username = str(s['username']);
  const tlsVersion = str(s['tlsVersion']);
  const proxyHost = str(s['proxyHost']);
  return {
    host: str(s['smtpHost']) || 'localhost',
    port: num(s['smtpPort'], secure ? 465 : 25),
    secure,
    requireTLS: !secure && s['enableTls'] === true,
    ignoreTLS: !secure && s['enableTls'] !== true,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(username ? { auth: { user: username, pass: str(s['password']) } } : {}),
    tls: TLS_VERSIONS.has(tlsVersion) ? { minVersion: tlsVersion } : {},
    ...(s['enableProxy'] === true && proxyHost ? { proxy: `http://${proxyHost}:${num(s['proxyPort'], 3128)}` } : {}),
  };
}

/** One message to deliver. */
export interface SmtpMessage {
  from: string | null;
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends one message over SMTP and resolves with the server's message id.
 * @throws Error with the SMTP/network failure (callers turn it into TB's "Unable to send mail: …").
 */
export async function deliverSmtp(settings: MailSettings, msg: SmtpMessage): Promise<string> {
  const transport: Transporter = nodemailer.createTransport(transportOptions(settings));
  try {
    const options: SendMailOptions = {
      from: msg.from ?? str(settings['mailFrom']),
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
    };
    const info = (await transport.sendMail(options)) as { messageId?: string };
    return info.messageId ?? '';
  } finally {
    transport.close();
  }
}
