/** The console under a strict Content-Security-Policy: no inline script, no eval, nonce-only inline styles. */
import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshot';

test('renders, styles and signs in under a strict CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/csp.html');
  const submit = page.getByTestId('login-submit');
  await expect(submit).toBeVisible();
  await expect(submit).toHaveCSS('background-color', 'rgb(48, 86, 128)');
  await page.getByRole('textbox', { name: 'Username (email)' }).fill('tenant@thingsboard.org');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('tenant');
  await submit.click();
  await expect(page.getByTestId('user-authority')).toHaveText('Tenant administrator');
  await screenshot(page, 'tests/e2e/screenshots/csp-shell.png');
  expect(violations).toEqual([]);
});
