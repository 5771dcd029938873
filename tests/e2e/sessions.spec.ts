/**
 * Sessions that stay put, in real tabs of one browser against the real server: demo/cms.html (the seeded public
 * dashboard, live) opened beside a signed-in console leaves its stored sign-in alone; signing out (and in) in one tab reaches the other; a page
 * hears one `iot-session-change` per change, however many elements it has.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { reportFromPublicSensor } from './public-dashboard-support';
import { signIn, signInThroughForm } from './shell-support';

const jwt = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_token'));

async function signOutWithMenu(where: Page | Locator): Promise<void> {
  await where.getByTestId('user-menu-button').click();
  await where.getByTestId('logout').click();
}

test('demo/cms.html, opened beside the signed-in console, shows the seeded public dashboard live and leaves the stored sign-in alone', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'tenant');
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  const before = await jwt(page);
  expect(before).toBeTruthy();

  const cms = await context.newPage();
  const errors: string[] = [];
  cms.on('pageerror', (e) => errors.push(e.message));
  await cms.goto('/cms.html'); // no ids in the URL: the article carries the seeded dashboard's
  const dash = cms.locator('iot-dashboard');
  await expect(dash.getByTestId('widget')).toHaveCount(2);
  const value = await reportFromPublicSensor(cms);
  await expect(dash.getByTestId('table-row').filter({ hasText: 'Sensor 07' })).toContainText(value, {
    timeout: 20_000,
  });
  await expect(dash.getByText('No data found')).toHaveCount(0);
  await cms.screenshot({ path: 'tests/e2e/screenshots/cms-public.png', fullPage: true });
  expect(errors).toEqual([]);
  expect(await jwt(cms)).toBe(before); // the public visitor's tokens never reached localStorage
  expect(await jwt(page)).toBe(before);
  await page.reload();
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  await expect(cms.locator('iot-dashboard').getByTestId('widget')).toHaveCount(2); // the article is unaffected too
});

test('signing out in one tab signs the other tab out; signing in again reaches it too', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(page, 'tenant');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('user-authority')).toHaveText('Tenant administrator'); // the stored session

  await signOutWithMenu(page);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(other.getByTestId('login-submit')).toBeVisible({ timeout: 5000 });

  await signInThroughForm(other, 'customer');
  await expect(page.getByTestId('user-authority')).toHaveText('Customer', { timeout: 10_000 });
});

test('one iot-session-change per change on the page, with two consoles on it', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { target: string; authenticated: boolean }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    document.addEventListener('iot-session-change', (e) => {
      const detail = (e as CustomEvent<{ authenticated: boolean }>).detail;
      seen.push({
        target: e.target === document ? 'document' : (e.target as Element).id,
        authenticated: detail.authenticated,
      });
    });
  });
  await page.goto('/embedded.html');
  const left = page.locator('#left');
  await expect(left.getByTestId('login-submit')).toBeVisible();
  await left.getByRole('textbox', { name: 'Username (email)' }).fill('tenant@thingsboard.org');
  await left.getByRole('textbox', { name: 'Password', exact: true }).fill('tenant');
  await left.getByTestId('login-submit').click();
  await expect(page.locator('#right').getByTestId('user-authority')).toHaveText('Tenant administrator');
  await signOutWithMenu(page.locator('#right'));
  await expect(left.getByTestId('login-submit')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
    { target: 'document', authenticated: true },
    { target: 'document', authenticated: false },
  ]);
});
