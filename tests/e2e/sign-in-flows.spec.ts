/**
 * Sign-in transitions end to end, through the real server and its mail outbox:
 * activation (login/createPassword), reset request, reset (login/resetPassword), expired reset, startup parameters.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './support/screenshot';

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const auth = (t: string) => ({ 'X-Authorization': `Bearer ${t}` });

/** The last link mailed to `to`, read from the outbox as the system administrator. */
async function mailedToken(request: APIRequestContext, to: string, param: string): Promise<string> {
  const sys = await token(request, 'sysadmin@thingsboard.org', 'sysadmin');
  const res = await request.get(`/api/test/mail?to=${encodeURIComponent(to)}`, { headers: auth(sys) });
  const mails = (await res.json()) as { links: string[] }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes(`${param}=`));
  expect(link, `a mailed link with ${param}`).toBeTruthy();
  return new URL(link!).searchParams.get(param)!;
}

async function fillPasswords(page: Page, a: string, b: string) {
  const boxes = page.locator('input[autocomplete="new-password"]');
  await boxes.nth(0).fill(a);
  await boxes.nth(1).fill(b);
  await page.getByTestId('password-submit').click();
}

test('a new user activates the account from the mailed link, then resets the password', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const tenant = await token(request, 'tenant@thingsboard.org', 'tenant');
  const customers = (await (
    await request.get('/api/customers?pageSize=10&page=0', { headers: auth(tenant) })
  ).json()) as {
    data: { id: { id: string }; title: string }[];
  };
  const customerA = customers.data.find((c) => c.title === 'Customer A')!;
  const created = await request.post('/api/user?sendActivationMail=true', {
    headers: auth(tenant),
    data: {
      email,
      authority: 'CUSTOMER_USER',
      customerId: { entityType: 'CUSTOMER', id: customerA.id.id },
      firstName: 'Eve',
    },
  });
  expect(created.status()).toBe(200);

  // Activation: login/createPassword with the mailed activateToken; mismatching passwords are refused first.
  const activateToken = await mailedToken(request, email, 'activateToken');
  await page.goto(`/login/createPassword?activateToken=${activateToken}`);
  await fillPasswords(page, 'First-pass1', 'Other-pass1');
  await expect(page.getByTestId('toast-root')).toHaveAttribute('data-type', 'error');
  await expect(page.getByTestId('toast-root')).toContainText('The two passwords differ.');
  await fillPasswords(page, 'First-pass1', 'First-pass1');
  await expect(page.getByTestId('user-authority')).toHaveText('Customer');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();

  // Reset request: input disabled and button locked after a valid email, with the sent message.
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/login\/resetPasswordRequest$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByTestId('reset-request-submit').click();
  await expect(page.getByTestId('toast-root')).toHaveAttribute('data-type', 'success');
  await expect(page.getByTestId('toast-root')).toContainText('We sent a password reset link to that address.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(page.getByTestId('reset-request-submit')).toBeDisabled();
  await screenshot(page, 'tests/e2e/screenshots/reset-request-sent.png');

  // Reset: the mailed link's resetToken opens login/resetPassword; the new pair signs the user in.
  const resetToken = await mailedToken(request, email, 'resetToken');
  await page.goto(`/login/resetPassword?resetToken=${resetToken}`);
  await fillPasswords(page, 'Second-pass2', 'Second-pass2');
  await expect(page.getByTestId('user-authority')).toHaveText('Customer');
  expect(
    (await request.post('/api/auth/login', { data: { username: email, password: 'Second-pass2' } })).status(),
  ).toBe(200);
  expect((await request.post('/api/auth/login', { data: { username: email, password: 'First-pass1' } })).status()).toBe(
    401,
  );
});

test('the expired-password screen shows its subtitle and a bad reset token is refused', async ({ page }) => {
  await page.goto('/login/resetExpiredPassword?resetToken=not-a-token');
  await expect(page.getByTestId('expired-subtitle')).toBeVisible();
  await screenshot(page, 'tests/e2e/screenshots/reset-expired.png');
  await fillPasswords(page, 'Whatever-1', 'Whatever-1');
  await expect(page.getByTestId('password-error')).toContainText(/reset token/i);
});

test('startup parameters: loginError opens a non-dismissible dialog', async ({ page }) => {
  await page.goto('/login?loginError=Provider%20refused%20the%20sign-in');
  const dialog = page.getByTestId('login-error-dialog');
  await expect(dialog).toContainText('Provider refused the sign-in');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('startup parameters: accessToken + refreshToken adopt a session and leave the URL', async ({ page, request }) => {
  const res = await request.post('/api/auth/login', {
    data: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  const pair = (await res.json()) as { token: string; refreshToken: string };
  await page.goto(`/?accessToken=${pair.token}&refreshToken=${pair.refreshToken}`);
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  expect(page.url()).not.toContain('accessToken');
});

test('startup parameters: username + password sign in, wrong ones show the error dialog', async ({ page }) => {
  await page.goto('/?username=customer@thingsboard.org&password=nope');
  await expect(page.getByTestId('login-error-dialog')).toContainText('Invalid username or password');
  expect(page.url()).not.toContain('password=');
  await page.goto('/?username=customer@thingsboard.org&password=customer');
  await expect(page.getByTestId('user-authority')).toHaveText('Customer');
});

test('an access token past its expiry is refreshed on reload with the stored refresh token', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username (email)' }).fill('tenant@thingsboard.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('tenant');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  const before = await page.evaluate(() => localStorage.getItem('jwt_token'));
  // Within 2000 ms of expiry a token no longer counts as valid: the session must refresh.
  await page.evaluate(() => localStorage.setItem('jwt_token_expiration', String(Date.now() + 1000)));
  await page.waitForTimeout(1100); // a new token needs a new iat second to differ
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).not.toBe(before);
});

test('a public dashboard link signs in as the public user and keeps publicId in the URL', async ({ page, request }) => {
  const tenant = await token(request, 'tenant@thingsboard.org', 'tenant');
  const customers = (await (
    await request.get('/api/customers?pageSize=50&page=0', { headers: auth(tenant) })
  ).json()) as {
    data: { id: { id: string }; title: string; additionalInfo?: { isPublic?: boolean } }[];
  };
  const pub = customers.data.find((c) => c.additionalInfo?.isPublic)!;
  const dashboardId = '784f3940-2f04-11ec-8f3d-b5d6e4c2c8f7';
  await page.goto(`/dashboard/${dashboardId}?publicId=${pub.id.id}`);
  await expect.poll(async () => page.evaluate(() => localStorage.getItem('jwt_token'))).toBeTruthy();
  const claims = await page.evaluate(() =>
    JSON.parse(atob(localStorage.getItem('jwt_token')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))),
  );
  expect(claims).toMatchObject({ isPublic: true, sub: pub.id.id, scopes: ['CUSTOMER_USER'] });
  await expect(page).toHaveURL(new RegExp(`/dashboard/${dashboardId}\\?publicId=${pub.id.id}$`));
});

test('a wrong publicId is removed from the URL and the visitor goes to login', async ({ page }) => {
  await page.goto('/dashboard/784f3940-2f04-11ec-8f3d-b5d6e4c2c8f7?publicId=13814000-1dd2-11b2-8080-808080808080');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(page.url()).not.toContain('publicId');
});

test('a user held to a fullscreen default dashboard lands on it and cannot leave it', async ({ page, request }) => {
  const tenant = await token(request, 'tenant@thingsboard.org', 'tenant');
  const dash = await request.post('/api/dashboard', { headers: auth(tenant), data: { title: `Kiosk ${Date.now()}` } });
  expect(dash.status()).toBe(200);
  const dashboardId = ((await dash.json()) as { id: { id: string } }).id.id;
  const email = `kiosk-${Date.now()}@example.com`;
  const user = await request.post('/api/user?sendActivationMail=false', {
    headers: auth(tenant),
    data: {
      email,
      authority: 'TENANT_ADMIN',
      additionalInfo: { defaultDashboardId: dashboardId, defaultDashboardFullscreen: true },
    },
  });
  expect(user.status()).toBe(200);
  const userId = ((await user.json()) as { id: { id: string } }).id.id;
  const link = await request.get(`/api/user/${userId}/activationLink`, { headers: auth(tenant) });
  const activateToken = new URL(await link.text()).searchParams.get('activateToken')!;
  await request.post('/api/noauth/activate?sendActivationMail=false', {
    data: { activateToken, password: 'Kiosk-pass1' },
  });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username (email)' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kiosk-pass1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${dashboardId}$`));
  // The forced-place rule sends every other place back to the allowed dashboard; the profile stays reachable.
  await page.goto('/devices');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${dashboardId}$`));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
