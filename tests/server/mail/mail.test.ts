/**
 * Outgoing mail: the embedded default keeps mail in the local outbox; SMTP settings send through
 * SMTP (nodemailer) — checked against a tiny SMTP server on node:net; failures answer TB's "Unable to send mail".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { listMail } from '../../../demo/server/mail/outbox.js';
import { body, errorOf } from '../helpers.js';
import { fixture, type Fixture } from '../fixtures.js';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub.js';

let f: Fixture;
let smtp: SmtpStub;
beforeAll(async () => {
  [f, smtp] = await Promise.all([fixture(), startSmtpStub()]);
});
afterAll(async () => {
  await smtp?.close();
  await f?.server.close();
});

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const addr = s.address();
  await new Promise<void>((r) => s.close(() => r()));
  return typeof addr === 'object' && addr ? addr.port : 1;
}

const smtpSettings = (port: number) => ({
  mailFrom: 'IoT Console <noreply@iot.test>',
  smtpProtocol: 'smtp',
  smtpHost: '127.0.0.1',
  smtpPort: String(port),
  timeout: '5000',
  enableTls: false,
  tlsVersion: 'TLSv1.2',
  username: '',
  password: '',
  enableProxy: false,
});

describe('embedded default: local outbox', () => {
  it('keeps activation mail in the outbox (seeded settings carry useLocalOutbox) and sends nothing over SMTP', async () => {
    const mail = body<{ jsonValue: Record<string, unknown> }>(await f.req('GET', '/api/admin/settings/mail', 'sa'));
    expect(mail.jsonValue['useLocalOutbox']).toBe(true);
    const res = await f.req('POST', '/api/user?sendActivationMail=true', 'ta', {
      email: 'outbox.user@example.com',
      authority: 'TENANT_ADMIN',
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await listMail(f.server.db, 'outbox.user@example.com', 1);
    expect(stored).toMatchObject({
      delivery: 'OUTBOX',
      status: 'STORED',
      error: null,
      from: 'ThingsBoard <sysadmin@localhost.localdomain>',
    });
    expect(stored?.links[0]).toMatch(/\/api\/noauth\/activate\?activateToken=/);
    expect(
      (await f.req('POST', '/api/admin/settings/testMail', 'sa', { key: 'mail', jsonValue: mail.jsonValue }))
        .statusCode,
    ).toBe(200);
    expect((await listMail(f.server.db, 'sysadmin@thingsboard.org', 1))[0]).toMatchObject({
      delivery: 'OUTBOX',
      status: 'STORED',
    });
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('SMTP', () => {
  it('test mail goes through SMTP with the settings of the request', async () => {
    const res = await f.req('POST', '/api/admin/settings/testMail', 'sa', {
      key: 'mail',
      jsonValue: smtpSettings(smtp.port),
    });
    expect([res.statusCode, res.body]).toEqual([200, '']);
    const msg = smtp.messages.at(-1);
    expect(msg?.from).toBe('noreply@iot.test');
    expect(msg?.to).toEqual(['sysadmin@thingsboard.org']);
    expect(msg?.data).toMatch(/^Subject: Test message from IoT Console$/m);
    expect((await listMail(f.server.db, 'sysadmin@thingsboard.org', 1))[0]).toMatchObject({
      delivery: 'SMTP',
      status: 'SENT',
    });
  });

  it('saved SMTP settings deliver activation mail over SMTP; the link works', async () => {
    const saved = await f.req('POST', '/api/admin/settings', 'sa', { key: 'mail', jsonValue: smtpSettings(smtp.port) });
    expect(body<{ jsonValue: Record<string, unknown> }>(saved).jsonValue).not.toHaveProperty('useLocalOutbox');
    const before = smtp.messages.length;
    const res = await f.req('POST', '/api/user?sendActivationMail=true', 'ta', {
      email: 'smtp.user@example.com',
      authority: 'TENANT_ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.messages).toHaveLength(before + 1);
    const msg = smtp.messages.at(-1);
    expect(msg?.to).toEqual(['smtp.user@example.com']);
    const text = (msg?.data ?? '')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const token = /activateToken=([A-Za-z0-9]+)/.exec(text)?.[1] ?? '';
    expect(token).toHaveLength(30);
    expect((await f.req('GET', `/api/noauth/activate?activateToken=${token}`, null)).statusCode).toBe(303);
  });

  it('an unreachable SMTP server → 500/2 "Unable to send mail: …"; the new user is removed again', async () => {
    const port = await closedPort();
    const test = await f.req('POST', '/api/admin/settings/testMail', 'sa', {
      key: 'mail',
      jsonValue: smtpSettings(port),
    });
    expect(errorOf(test)).toMatchObject({ http: 500, errorCode: 2 });
    expect(String(errorOf(test).message)).toMatch(/^Unable to send mail: .*ECONNREFUSED/);
    await f.req('POST', '/api/admin/settings', 'sa', { key: 'mail', jsonValue: smtpSettings(port) });
    const res = await f.req('POST', '/api/user?sendActivationMail=true', 'ta', {
      email: 'lost.user@example.com',
      authority: 'TENANT_ADMIN',
    });
    expect(errorOf(res)).toMatchObject({ http: 500, errorCode: 2 });
    const users = body<{ data: { email: string }[] }>(
      await f.req('GET', '/api/users?pageSize=100&page=0&textSearch=lost', 'ta'),
    );
    expect(users.data).toEqual([]);
    // Without the mail flag the user is created and no mail is attempted.
    expect(
      (
        await f.req('POST', '/api/user?sendActivationMail=false', 'ta', {
          email: 'lost.user@example.com',
          authority: 'TENANT_ADMIN',
        })
      ).statusCode,
    ).toBe(200);
  });
});
