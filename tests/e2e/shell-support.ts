/** Helpers for the shell e2e specs: sign in through the real login form, shadow-piercing locators. */
import { expect, type Page } from '@playwright/test';

export const USERS = {
  sysadmin: { email: 'sysadmin@thingsboard.org', password: 'sysadmin' },
  tenant: { email: 'tenant@thingsboard.org', password: 'tenant' },
  customer: { email: 'customer@thingsboard.org', password: 'customer' },
} as const;

export type Role = keyof typeof USERS;

/** Open the console and sign in as `role`; resolves when the shell shows. */
export async function signIn(page: Page, role: Role, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username (email)' }).fill(USERS[role].email);
  await page.locator('input[autocomplete="current-password"], input[type="password"]').first().fill(USERS[role].password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('shell')).toBeVisible();
}

/** Set the console's theme attribute. */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((th) => document.querySelector('iot-console')!.setAttribute('theme', th), theme);
}

/** The sidenav's link paths in order (group children included). */
export async function sidenavPaths(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidenav-menu');
  await expect(menu).toBeVisible();
  return menu.locator('a[data-path]').evaluateAll((as) => as.map((a) => a.getAttribute('data-path') ?? ''));
}
