/**
 * Sign-in end to end against the real embedded server (login page, user menu).
 * With IOT_SCREENSHOTS=1, screenshots go to tests/e2e/screenshots/ (git-ignored) for people to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './support/screenshot';

const USERS = [
  { email: 'sysadmin@thingsboard.org', password: 'sysadmin', authority: 'System administrator' },
  { email: 'tenant@thingsboard.org', password: 'tenant', authority: 'Tenant administrator' },
  { email: 'customer@thingsboard.org', password: 'customer', authority: 'Customer' },
] as const;

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Username (email)' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('the login screen', async ({ page }) => {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'tests/e2e/screenshots/login.png');
});

for (const user of USERS) {
  test(`${user.email} signs in, sees "${user.authority}" and signs out`, async ({ page }) => {
    await signIn(page, user.email, user.password);
    await expect(page.getByTestId('user-authority')).toHaveText(user.authority);
    await expect(page.getByTestId('user-display-name')).not.toBeEmpty();
    await expect(page).not.toHaveURL(/\/login/);
    if (user.email.startsWith('tenant')) await screenshot(page, 'tests/e2e/screenshots/shell-tenant.png');
    const stored = await page.evaluate(() => localStorage.getItem('jwt_token'));
    expect(stored).toBeTruthy();
    await page.getByTestId('user-menu-button').click(); // Logout sits in the user menu
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  });
}

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  await signIn(page, 'tenant@thingsboard.org', 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid username or password');
  await expect(page.getByRole('textbox', { name: 'Username (email)' })).toHaveValue('tenant@thingsboard.org');
  await screenshot(page, 'tests/e2e/screenshots/login-error.png');
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page, 'tenant@thingsboard.org', 'tenant');
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  await page.reload();
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
});
