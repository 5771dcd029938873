/**
 * Shell screenshots for people to look at (tests/e2e/screenshots/, git-ignored, with IOT_SCREENSHOTS=1): the tenant
 * shell at the five breakpoints (xs–xl), every role's home page, the profile page, light and dark. Also checks the
 * sidenav mode per width.
 */
import { expect, test } from '@playwright/test';
import { setTheme, signIn, type Role } from './shell-support';
import { screenshot } from './support/screenshot';

const WIDTHS = { xs: 400, sm: 700, md: 1000, lg: 1440, xl: 1920 } as const;
const shot = (name: string) => `tests/e2e/screenshots/${name}.png`;

test('tenant shell at xs, sm, md, lg, xl', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant');
  await page.getByTestId('sidenav-menu').locator('a[data-path="/devices"]').click();
  await expect(page.getByTestId('page-heading')).toHaveText('Devices');
  for (const [bp, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: bp === 'xs' ? 760 : 900 });
    const shell = page.getByTestId('shell');
    await expect(shell).toHaveAttribute('data-breakpoint', bp);
    await expect(shell).toHaveAttribute('data-sidenav', width >= 960 ? 'side' : 'over');
    await screenshot(page, shot(`shell-${bp}`));
  }
  await page.setViewportSize({ width: 400, height: 760 });
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('sidenav')).toHaveAttribute('data-open', 'true');
  const box = await page.getByTestId('sidenav').boundingBox();
  expect(Math.round(box!.width)).toBe(400 - 56);
  await screenshot(page, shot('shell-xs-menu-open'));
  await page.getByTestId('sidenav-menu').locator('a[data-path="/assets"]').click();
  await expect(page.getByTestId('sidenav')).toHaveAttribute('data-open', 'false');
  await page.setViewportSize({ width: 700, height: 900 });
  await page.getByTestId('menu-button').click();
  expect(Math.round((await page.getByTestId('sidenav').boundingBox())!.width)).toBe(250);
});

for (const role of ['sysadmin', 'tenant', 'customer'] as Role[]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${role} home, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, role);
      await setTheme(page, theme);
      await expect(page.getByTestId('home-page')).toBeVisible();
      await screenshot(page, shot(`home-${role}-${theme}`));
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`profile page, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'tenant');
    await setTheme(page, theme);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('profile').click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('page-heading')).toHaveText('Profile');
    await screenshot(page, shot(`profile-${theme}`));
  });
}
