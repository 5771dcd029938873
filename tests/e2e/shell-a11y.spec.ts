/**
 * Accessibility of the shell: axe-core finds no serious or critical violations on the shell, home
 * and profile pages in light and dark themes; landmarks and the skip link exist. Also the sidenav of each role
 * against the real server.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { setTheme, sidenavPaths, signIn } from './shell-support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: shell, home and profile in ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'tenant');
    await setTheme(page, theme);
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await seriousViolations(page), 'home').toEqual([]);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.getByTestId('profile').click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    expect(await seriousViolations(page), 'profile').toEqual([]);
    // Every place is built now: an unknown path lands on home (the route table has no not-found page).
    await page.evaluate(() => {
      history.pushState({}, '', '/no-such-place');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await seriousViolations(page), 'unknown path').toEqual([]);
  });
}

test('landmarks, skip link and labelled icon buttons', async ({ page }) => {
  await signIn(page, 'customer');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to page content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  for (const button of await page.getByRole('banner').getByRole('button').all()) {
    await expect(button).toHaveAccessibleName(/\S/);
  }
});

test('each role sees its own menu, with edge support on the demo server', async ({ page }) => {
  const edges = await (await page.request.get('/api/edges/enabled', { failOnStatusCode: false })).text();
  await signIn(page, 'sysadmin');
  expect(await sidenavPaths(page)).toEqual([
    '/home',
    '/tenants',
    '/tenantProfiles',
    '/widgets-bundles',
    '/settings/general',
    '/settings/outgoing-mail',
    '/settings/sms-provider',
    '/settings/security-settings',
    '/settings/oauth2',
    '/settings/resources-library',
  ]);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  // The sign-out must finish (tokens dropped, login screen shown) before the next navigation.
  await expect(page.getByTestId('login-submit')).toBeVisible({ timeout: 15_000 });
  await signIn(page, 'customer');
  const customer = await sidenavPaths(page);
  expect(customer.filter((p) => p !== '/edgeInstances')).toEqual([
    '/home',
    '/assets',
    '/devices',
    '/entityViews',
    '/dashboards',
  ]);
  expect(edges === 'false' ? !customer.includes('/edgeInstances') : true).toBe(true);
});
