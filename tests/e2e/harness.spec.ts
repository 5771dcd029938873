/**
 * Sanity check of the e2e harness itself (tests/config/playwright.config.mjs + tests/e2e/support/):
 * one server was started for the run and `baseURL` points at it, for both API requests and pages.
 */
import { expect, test } from '@playwright/test';

test('the harness server answers the REST API through baseURL', async ({ request, baseURL }) => {
  expect(baseURL).toMatch(/^http:\/\/localhost:\d+$/);
  const res = await request.get('/api/noauth/userPasswordPolicy');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual(expect.any(Object));
});

test('the harness browser loads / from the server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const res = await page.goto('/');
  expect(res?.ok()).toBe(true);
  await expect(page.locator('body')).toBeAttached();
  expect(errors).toEqual([]);
});
