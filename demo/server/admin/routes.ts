/** `/api/admin/…`: settings (general, mail, sms, …), test mail/SMS, security settings, update check. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { objectBody, optInt, optObject, optString } from '../http/validate.js';
import { sendMail } from '../mail/outbox.js';
import { testMail } from '../mail/templates.js';
import { HOSTS_SETTINGS_KEY, hostsSettingsError } from './rule-node-hosts.js';
import { sendSms } from '../sms/outbox.js';
import { getSecuritySettings } from '../system/settings.js';
import { findSettings, saveSettings, type SettingsRow } from './repo.js';

function toSettings(row: SettingsRow): Record<string, unknown> {
  const value = { ...row.json_value };
  if (row.key === 'mail') delete value['password'];
  return { id: { id: row.id }, createdTime: row.created_time, key: row.key, jsonValue: value };
}

const NON_NEGATIVE = [
  'minimumLength',
  'minimumUppercaseLetters',
  'minimumLowercaseLetters',
  'minimumDigits',
  'minimumSpecialCharacters',
  'passwordExpirationPeriodDays',
  'passwordReuseFrequencyDays',
];

/** Registers the admin routes. */
export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const sa = { preHandler: requireAuthority('SYS_ADMIN') };

  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', sa, async (req) => {
    const row = await findSettings(db, req.params.key);
    if (!row || req.params.key === 'securitySettings') throw notFound();
    return toSettings(row);
  });

  app.post('/api/admin/settings', sa, async (req) => {
    const body = objectBody(req.body);
    const key = optString(body, 'key') ?? '';
    if (key.trim() === '') throw badRequest('Key should be specified!');
    const value = optObject(body, 'jsonValue');
    if (!value) throw badRequest('Json value should be specified!');
    if (key === HOSTS_SETTINGS_KEY) {
      const invalid = hostsSettingsError(value);
      if (invalid) throw badRequest(invalid);
    }
    if (key === 'mail' && !('password' in value)) {
      const old = await findSettings(db, 'mail');
      if (old && 'password' in old.json_value) value['password'] = old.json_value['password'];
    }
    return toSettings(await saveSettings(db, key, value));
  });

  app.post('/api/admin/settings/testMail', sa, async (req, reply) => {
    const body = objectBody(req.body);
    const value = optObject(body, 'jsonValue');
    if (optString(body, 'key') !== 'mail' || !value) throw badRequest('Invalid mail settings');
    // As TB: the settings under test are the request's; a missing password is taken from the saved settings.
    const settings = { ...value };
    if (!('password' in settings)) {
      const old = await findSettings(db, 'mail');
      if (old && 'password' in old.json_value) settings['password'] = old.json_value['password'];
    }
    await sendMail(db, testMail(currentUser(req).sub), settings);
    return reply.code(200).send();
  });

  app.post('/api/admin/settings/testSms', sa, async (req, reply) => {
    const body = objectBody(req.body);
    const numberTo = optString(body, 'numberTo') ?? '';
    if (!/^\+[1-9]\d{1,14}$/.test(numberTo))
      throw badRequest('Invalid phone number format. Phone number must be in E.164 format.');
    const provider = body['providerConfiguration'];
    if (!isJsonObject(provider) || (provider['type'] !== 'AWS_SNS' && provider['type'] !== 'TWILIO'))
      throw badRequest('Unsupported sms provider configuration!');
    // A test SMS checks the settings form; it is recorded in the SMS outbox, addressed to the number, and not handed
    // to the provider (rule nodes' SMS are).
    await sendSms(db, null, numberTo, optString(body, 'message') ?? '', { provider: null });
    return reply.code(200).send();
  });

  app.get('/api/admin/securitySettings', sa, async () => getSecuritySettings(db));
  app.post('/api/admin/securitySettings', sa, async (req) => {
    const body = objectBody(req.body);
    const policy = optObject(body, 'passwordPolicy');
    if (!policy) throw badRequest('Password policy should be specified!');
    const clean: Record<string, number | null> = {};
    for (const k of NON_NEGATIVE) {
      const v = optInt(policy, k);
      if (v !== null && v < 0) throw badRequest(`${k} must be greater than or equal to 0`);
      clean[k] = v;
    }
    const value = {
      passwordPolicy: clean,
      maxFailedLoginAttempts: optInt(body, 'maxFailedLoginAttempts'),
      userLockoutNotificationEmail: optString(body, 'userLockoutNotificationEmail'),
    };
    await saveSettings(db, 'securitySettings', value);
    return getSecuritySettings(db);
  });

  // The embedded server never calls home: there is never an update to offer.
  app.get('/api/admin/updates', sa, async () => ctx.updates.check());
};
