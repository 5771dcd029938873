/** Two console elements on one partner page share one sign-in and one sign-out. */
import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshot';

test('two elements share one login and one logout', async ({ page }) => {
  await page.goto('/embedded.html');
  const left = page.locator('#left');
  const right = page.locator('#right');
  await expect(left.getByTestId('login-submit')).toBeVisible();
  await expect(right.getByTestId('login-submit')).toBeVisible();

  await left.getByRole('textbox', { name: 'Username (email)' }).fill('customer@thingsboard.org');
  await left.getByRole('textbox', { name: 'Password', exact: true }).fill('customer');
  await left.getByTestId('login-submit').click();

  await expect(left.getByTestId('user-authority')).toHaveText('Customer');
  await expect(right.getByTestId('user-authority')).toHaveText('Customer');
  await expect(page.locator('#session-log')).toContainText('signed in as CUSTOMER_USER');
  // The host page's URL is untouched by memory-routed elements.
  await expect(page).toHaveURL(/\/embedded\.html$/);
  await screenshot(page, 'tests/e2e/screenshots/embedded.png');

  await right.getByTestId('user-menu-button').click(); // Logout sits in the user menu
  await right.getByTestId('logout').click();
  await expect(left.getByTestId('login-submit')).toBeVisible();
  await expect(right.getByTestId('login-submit')).toBeVisible();
  await expect(page.locator('#session-log')).toContainText('signed out');
});
