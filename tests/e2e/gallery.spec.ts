/**
 * The controls gallery (demo/gallery.html, served by the embedded server): every control of src/ui in a light and
 * a dark element side by side. Screenshots go to tests/e2e/screenshots/ (IOT_SCREENSHOTS=1) to be looked at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from './support/screenshot';

// 2000 px: each element gets 1000 px, wide enough for the large-screen variants (dashboard selector panel).
test.use({ viewport: { width: 2000, height: 1100 } });
// Tall full-element screenshots take a while on a loaded 2-core machine.
test.setTimeout(120_000);

const shot = (name: string) => `tests/e2e/screenshots/${name}.png`;

async function openGallery(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/gallery.html');
  const light = page.locator('#light');
  const dark = page.locator('#dark');
  await expect(light.getByTestId('gallery')).toBeVisible();
  await expect(dark.getByTestId('gallery')).toBeVisible();
  // Lazy parts settled: CodeMirror editors, the tree's roots, the lookups' stored values.
  for (const g of [light, dark]) {
    await expect(g.locator('.cm-editor')).toHaveCount(2);
    await expect(g.getByRole('treeitem', { name: 'Site A' })).toBeVisible();
  }
  return { light, dark, errors };
}

test('gallery: every control renders in light and dark themes without errors', async ({ page }) => {
  const { light, dark, errors } = await openGallery(page);
  const cards = await light.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(cards.length).toBeGreaterThanOrEqual(30);
  await expect(dark.locator('[data-card]')).toHaveCount(cards.length);
  // The two elements really differ in theme (shadow-root styles, not page CSS).
  const bg = async (g: Locator) => g.getByTestId('gallery').evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await bg(light)).toBe('rgb(238, 241, 245)');
  expect(await bg(dark)).toBe('rgb(18, 22, 28)');
  await screenshot(light, shot('gallery-light'));
  await screenshot(dark, shot('gallery-dark'));
  // Section by section as well: the whole page is too tall to look at in one image.
  const section = (g: Locator) => g.locator('[data-testid="gallery"] > section');
  const sections = await section(light).count();
  expect(sections).toBe(5);
  for (let i = 0; i < sections; i++) {
    await screenshot(section(light).nth(i), shot(`gallery-light-section-${i + 1}`));
    await screenshot(section(dark).nth(i), shot(`gallery-dark-section-${i + 1}`));
  }
  expect(errors).toEqual([]);
});

test('gallery: dialogs and popups in both themes', async ({ page }) => {
  const { light, dark, errors } = await openGallery(page);
  for (const [name, g] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    for (const id of ['color', 'icon', 'edit-json', 'confirm']) {
      await g.locator(`[data-open="${id}"]`).click();
      const dialog = g.locator('[role="dialog"], [role="alertdialog"]').last();
      await expect(dialog).toBeVisible();
      if (id === 'icon') await expect(g.getByTestId('icon-grid')).toBeVisible();
      if (id === 'edit-json') await expect(dialog.locator('.cm-editor')).toBeVisible();
      await screenshot(page, shot(`gallery-${name}-${id}`));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await g.getByRole('button', { name: /^Time window:/ }).click();
    await expect(g.getByTestId('timewindow-popover')).toBeVisible();
    await screenshot(g.getByTestId('timewindow-popover'), shot(`gallery-${name}-timewindow`));
    await page.keyboard.press('Escape');
    await g.getByTestId('gallery-dashboard-select').click();
    await expect(g.getByTestId('dashboard-select-panel')).toBeVisible();
    await screenshot(page, shot(`gallery-${name}-dashboard-select`));
    await page.keyboard.press('Escape');
  }
  expect(errors).toEqual([]);
});
