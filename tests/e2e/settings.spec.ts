/**
 * System settings end to end: general, outgoing mail (a test mail lands in the outbox), SMS provider (a test SMS is
 * recorded), security settings with the hosts rule nodes may reach, OAuth2 (a saved provider appears on the login
 * page) and the tenant's home settings — each page screenshotted in light and dark and scanned with axe-core.
 */
import { expect, test, type Page } from '@playwright/test';
import { setTheme, signIn } from './shell-support';
import { call, seriousViolations, shot, tokenOf } from './rest-support';
import { screenshot } from './support/screenshot';

async function openSettings(page: Page, path: string, testId: string): Promise<void> {
  const link = page.getByTestId('sidenav-menu').locator(`a[data-path="${path}"]`);
  if (!(await link.isVisible())) await page.getByTestId('sidenav-menu').locator('[data-group="/settings"]').click();
  await link.click();
  await expect(page.getByTestId(testId)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('system administrator: every settings page, light and dark, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'sysadmin');
  const pages: [string, string][] = [
    ['/settings/general', 'general-settings'],
    ['/settings/outgoing-mail', 'mail-settings'],
    ['/settings/sms-provider', 'sms-settings'],
    ['/settings/security-settings', 'security-settings'],
    ['/settings/oauth2', 'oauth2-settings'],
  ];
  for (const [path, id] of pages) {
    await openSettings(page, path, id);
    await expect(page.getByTestId(id).locator('form input').first()).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await screenshot(page, shot(`settings-${id}-${theme}`), { fullPage: true });
      expect(await seriousViolations(page), `${id} ${theme}`).toEqual([]);
    }
    await setTheme(page, 'light');
  }
});

test('general settings are saved and reloaded', async ({ page, request }) => {
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/general', 'general-settings');
  const url = page.getByTestId('base-url');
  await url.fill('not a url');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Enter an http or https URL, e.g. https://iot.example.com.')).toBeVisible();
  await url.fill('https://iot.example.com');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const token = await tokenOf(request, 'sysadmin');
  expect(
    (await call<{ jsonValue: Record<string, unknown> }>(request, token, 'GET', '/api/admin/settings/general')).body
      .jsonValue,
  ).toMatchObject({ baseUrl: 'https://iot.example.com' });
  await call(request, token, 'POST', '/api/admin/settings', {
    key: 'general',
    jsonValue: { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false },
  });
});

test('outgoing mail: saved settings, and a test mail lands in the outbox', async ({ page, request }) => {
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/outgoing-mail', 'mail-settings');
  await page.getByTestId('mail-mailFrom').fill('IoT console <noreply@iot.example.com>');
  await page.getByTestId('mail-smtpPort').fill('0');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('A port is a whole number from 1 to 65535.')).toBeVisible();
  await page.getByTestId('mail-smtpPort').fill('2525');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const token = await tokenOf(request, 'sysadmin');
  const before = Date.now();
  await page.getByTestId('send-test-mail').click();
  await expect(page.getByText('Test mail sent to your address.')).toBeVisible();
  const outbox = (
    await call<{ to: string; from: string; subject: string; createdTime: number }[]>(
      request,
      token,
      'GET',
      '/api/test/mail?to=sysadmin@thingsboard.org&limit=5',
    )
  ).body;
  expect(outbox[0]).toMatchObject({ to: 'sysadmin@thingsboard.org', from: 'IoT console <noreply@iot.example.com>' });
  expect(outbox[0]!.createdTime).toBeGreaterThanOrEqual(before - 1000);
  expect(
    (await call<{ jsonValue: Record<string, unknown> }>(request, token, 'GET', '/api/admin/settings/mail')).body
      .jsonValue,
  ).toMatchObject({ smtpPort: '2525' });
});

test('SMS provider: Twilio settings saved, a test SMS is recorded', async ({ page, request }) => {
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/sms-provider', 'sms-settings');
  await page.getByTestId('sms-provider-type').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Twilio' }).click();
  await page.getByTestId('sms-numberFrom').fill('12345');
  await page.getByTestId('sms-accountSid').fill('AC0123');
  await page.getByTestId('sms-accountToken').fill('secret-token');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Use the international format: + and up to 15 digits, e.g. +14155550123.')).toBeVisible();
  await page.getByTestId('sms-numberFrom').fill('+14155550100');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.getByTestId('send-test-sms').click();
  await page.getByTestId('test-sms-number').fill('+14155550123');
  await page.getByTestId('test-sms-message').fill('Hello from e2e');
  await screenshot(page, shot('settings-test-sms-dialog'));
  await page.getByTestId('test-sms-send').click();
  await expect(page.getByText('Test SMS sent to +14155550123.')).toBeVisible();
  const token = await tokenOf(request, 'sysadmin');
  const sms = (
    await call<{ to: string; message: string }[]>(request, token, 'GET', '/api/test/sms?to=%2B14155550123&limit=1')
  ).body;
  expect(sms[0]).toMatchObject({ to: '+14155550123', message: 'Hello from e2e', delivery: 'OUTBOX', status: 'STORED' });
  expect((await call<unknown[]>(request, token, 'GET', '/api/test/mail?to=%2B14155550123&limit=1')).body).toEqual([]);
  expect(
    (await call<{ jsonValue: Record<string, unknown> }>(request, token, 'GET', '/api/admin/settings/sms')).body
      .jsonValue,
  ).toEqual({ type: 'TWILIO', numberFrom: '+14155550100', accountSid: 'AC0123', accountToken: 'secret-token' });
});

test('security settings: policy and lockout saved', async ({ page, request }) => {
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/security-settings', 'security-settings');
  await page.getByTestId('policy-minimumLength').fill('3');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Between 5 and 50 characters.')).toBeVisible();
  await page.getByTestId('policy-minimumLength').fill('8');
  await page.getByTestId('policy-minimumDigits').fill('1');
  await page.getByTestId('max-failed-login-attempts').fill('5');
  await page.getByTestId('lockout-email').fill('security@iot.example.com');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const token = await tokenOf(request, 'sysadmin');
  const saved = (await call<Record<string, unknown>>(request, token, 'GET', '/api/admin/securitySettings')).body;
  expect(saved).toMatchObject({
    passwordPolicy: { minimumLength: 8, minimumDigits: 1 },
    maxFailedLoginAttempts: 5,
    userLockoutNotificationEmail: 'security@iot.example.com',
  });
  await call(request, token, 'POST', '/api/admin/securitySettings', {
    passwordPolicy: { minimumLength: 6 },
    maxFailedLoginAttempts: null,
    userLockoutNotificationEmail: null,
  });
});

test('rule node hosts: bad entries named and not saved; hosts for all tenants and per tenant saved and reloaded', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const token = await tokenOf(request, 'sysadmin');
  const stored = async () => {
    const r = await call<{ jsonValue: Record<string, unknown> }>(
      request,
      token,
      'GET',
      '/api/admin/settings/ruleNodeHosts',
    );
    return r.status === 200 ? r.body.jsonValue : null;
  };
  const before = await stored();
  const tenants = (
    await call<{ data: { id: { id: string }; title: string }[] }>(
      request,
      token,
      'GET',
      '/api/tenantInfos?pageSize=10&page=0&textSearch=Tenant%20B',
    )
  ).body.data;
  const tenantB = tenants.find((x) => x.title === 'Tenant B')?.id.id ?? '';
  expect(tenantB).not.toBe('');
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/security-settings', 'security-settings');
  const card = page.getByTestId('rule-node-hosts-settings');
  const global = card.getByTestId('rule-node-hosts-global').locator('input');
  for (const host of ['api.example.com', '*.amazonaws.com', 'http://evil.example/']) {
    await global.fill(host);
    await global.press('Enter');
  }
  await expect(card.getByText('Not a host name or IP address: http://evil.example/')).toBeVisible();
  await card.getByTestId('rule-node-hosts-save').click();
  await expect(page.getByText('Settings saved.')).toHaveCount(0);
  expect(await stored()).toEqual(before);
  await card.getByRole('button', { name: 'Remove http://evil.example/' }).click();
  await expect(card.getByText(/Not a host name/)).toHaveCount(0);

  await card.getByTestId('rule-node-hosts-add-tenant').click();
  const row = card.getByTestId('rule-node-hosts-tenant');
  await card.getByTestId('rule-node-hosts-save').click();
  await expect(row.locator('p[role="alert"]')).toHaveText('Select a tenant.');
  expect(await stored()).toEqual(before);
  await row.getByRole('combobox').fill('Tenant B');
  await page.getByRole('option', { name: 'Tenant B', exact: true }).click();
  const tenantHosts = row.getByTestId('rule-node-hosts-tenant-hosts').locator('input');
  await tenantHosts.fill('Broker.Tenant-B.example');
  await tenantHosts.press('Enter');
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await card.screenshot({ path: shot(`settings-rule-node-hosts-${theme}`) });
    expect(await seriousViolations(page), `rule node hosts ${theme}`).toEqual([]);
  }
  await setTheme(page, 'light');
  await card.getByTestId('rule-node-hosts-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(row.locator('p[role="alert"]')).toHaveCount(0);
  expect(await stored()).toEqual({
    allowedHosts: ['api.example.com', '*.amazonaws.com'],
    tenantHosts: { [tenantB]: ['broker.tenant-b.example'] },
  });

  await page.reload();
  await expect(card.getByTestId('rule-node-hosts-global').getByRole('listitem')).toHaveText([
    'api.example.com',
    '*.amazonaws.com',
  ]);
  await expect(row.getByRole('combobox')).toHaveValue('Tenant B');
  await expect(row.getByRole('listitem')).toHaveText(['broker.tenant-b.example']);
  await call(request, token, 'POST', '/api/admin/settings', { key: 'ruleNodeHosts', jsonValue: before ?? {} });
});

test('OAuth2: a provider from the GitHub template is saved and shows on the login page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'sysadmin');
  await openSettings(page, '/settings/oauth2', 'oauth2-settings');
  await page.getByTestId('oauth2-enabled').check();
  await page.getByTestId('oauth2-add-params').click();
  await expect(page.getByTestId('oauth2-domain-name')).toHaveValue(/.+/);
  await page.getByTestId('oauth2-add-provider').click();
  await page.getByTestId('oauth2-provider').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Github' }).click();
  await page.getByTestId('oauth2-clientId').fill('e2e-client');
  await page.getByTestId('oauth2-clientSecret').fill('e2e-secret');
  await page.getByTestId('oauth2-loginButtonLabel').fill('GitHub E2E');
  await page.getByTestId('oauth2-advanced').click();
  await expect(page.getByTestId('oauth2-authorizationUri')).toHaveValue('https://github.com/login/oauth/authorize');
  await screenshot(page, shot('settings-oauth2-provider'), { fullPage: true });
  expect(await seriousViolations(page), 'oauth2 with provider').toEqual([]);
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const token = await tokenOf(request, 'sysadmin');
  const cfg = (
    await call<{ enabled: boolean; oauth2ParamsInfos: { clientRegistrations: Record<string, unknown>[] }[] }>(
      request,
      token,
      'GET',
      '/api/oauth2/config',
    )
  ).body;
  expect(cfg.enabled).toBe(true);
  expect(cfg.oauth2ParamsInfos[0]!.clientRegistrations[0]).toMatchObject({
    clientId: 'e2e-client',
    clientSecret: 'e2e-secret',
    loginButtonLabel: 'GitHub E2E',
    clientAuthenticationMethod: 'BASIC',
    accessTokenUri: 'https://github.com/login/oauth/access_token',
    mapperConfig: { type: 'GITHUB' },
    additionalInfo: { providerName: 'Github' },
  });
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('oauth-providers').getByRole('link', { name: /GitHub E2E/ })).toBeVisible();
  await screenshot(page, shot('login-with-oauth2-provider'));
  await call(request, token, 'POST', '/api/oauth2/config', { enabled: false, oauth2ParamsInfos: [] });
});

test('tenant home settings: default home dashboard and hidden toolbar, light and dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant');
  await openSettings(page, '/settings/home', 'home-settings');
  const input = page.getByTestId('home-dashboard').getByRole('combobox');
  await input.click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const title = (await option.textContent())!.trim();
  await option.click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const token = await tokenOf(request, 'tenant');
  const info = (
    await call<{ dashboardId: { id: string } | null; hideDashboardToolbar: boolean }>(
      request,
      token,
      'GET',
      '/api/tenant/dashboard/home/info',
    )
  ).body;
  expect(info.dashboardId).not.toBeNull();
  expect(info.hideDashboardToolbar).toBe(true);
  await expect(input).toHaveValue(title);
  // The success toast closes after 1 s with a fade; axe must not measure contrast halfway through the fade.
  await expect(page.getByText('Settings saved.')).toBeHidden({ timeout: 10_000 });
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await screenshot(page, shot(`settings-home-${theme}`));
    expect(await seriousViolations(page), `home settings ${theme}`).toEqual([]);
  }
  await call(request, token, 'POST', '/api/tenant/dashboard/home/info', { dashboardId: null });
});
