/**
 * The element catalogue served at /elements/ against the real server: the index lists every element of the
 * manifest, every element page opens without a page error and its live example shows data, the playground changes
 * attributes and tokens live. (demo/cms.html with the seeded public dashboard: sessions.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { reportFromPublicSensor } from './public-dashboard-support';

/** Page errors and console errors of a page (404s of optional lookups excluded). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('404')) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

const example = (page: Page) => page.getByTestId('live-example');

/** What "shows data" means for each live example. */
const SHOWS_DATA: Record<string, (page: Page) => Promise<void>> = {
  'iot-device-list': async (page) => expect(example(page).locator('tbody tr[data-index]')).toHaveCount(5),
  'iot-asset-list': async (page) => expect(example(page).locator('tbody tr[data-index]')).toHaveCount(5),
  'iot-customer-list': async (page) => expect(example(page).locator('tbody tr[data-index]')).toHaveCount(3),
  // The seeded thermostat alarm is listed (specs running at the same time may add newer alarms above it).
  'iot-alarm-table': async (page) =>
    expect(example(page).locator('tbody tr[data-index]').filter({ hasText: 'Thermostat' }).first()).toBeVisible(),
  'iot-console': async (page) => {
    await expect(example(page).getByTestId('shell')).toBeVisible();
    await expect(example(page).locator('tbody tr[data-index]').first()).toBeVisible();
  },
  'iot-rule-chain-editor': async (page) => {
    await expect(example(page).getByTestId('rule-chain-name')).toHaveText('Root Rule Chain');
    await expect(example(page).locator('.react-flow__node').first()).toBeVisible();
  },
  'iot-dashboard': async (page) => {
    await expect(example(page).getByTestId('widget')).toHaveCount(2);
    const value = await reportFromPublicSensor(page);
    await expect(example(page).getByTestId('table-row').filter({ hasText: 'Sensor 07' })).toContainText(value, {
      timeout: 20_000,
    });
  },
};

test('the index lists every element of the manifest and the shared theme tokens', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/elements/');
  const manifest = (await (await page.request.get('/dist/custom-elements.json')).json()) as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));
  expect(tags.sort()).toEqual(Object.keys(SHOWS_DATA).sort());
  await expect(page.getByTestId('element-card')).toHaveCount(tags.length);
  const primary = page
    .getByTestId('tokens-table')
    .locator('tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: /^--iot-color-primary$/ }) });
  await expect(primary).toContainText('#305680');
  await expect(primary).toContainText('#7fa7d4');
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogue-index.png', fullPage: true });
  expect(errors).toEqual([]);
});

for (const [tag, showsData] of Object.entries(SHOWS_DATA)) {
  test(`the ${tag} page opens without errors and its live example shows data`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto(`/elements/?tag=${tag}`);
    // By name: the live example may show a heading of its own (the dashboard's title).
    await expect(page.getByRole('heading', { level: 1, name: `<${tag}>`, exact: true })).toBeVisible();
    for (const id of ['attributes-table', 'events-table', 'parts-table', 'tokens-table'])
      await expect(page.getByTestId(id).locator('tbody tr').first()).toBeVisible();
    await showsData(page);
    await page.screenshot({ path: `tests/e2e/screenshots/catalogue-${tag}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('the playground changes attributes, theme and tokens of the live example', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/elements/?tag=iot-device-list');
  const rows = example(page).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(5);
  await page.getByTestId('pg-attr-page-size').locator('input').fill('8');
  await page.getByTestId('pg-attr-page-size').locator('input').press('Tab'); // commit: the input's change event
  await expect(rows).toHaveCount(8);
  await expect(example(page).getByTestId('page-size')).toHaveValue('8');
  await expect(page.getByTestId('pg-snippet')).toContainText('page-size="8"');
  const selectAll = example(page).getByTestId('select-all');
  await page.getByTestId('pg-token-color-primary').locator('input').fill('#0b6e4f');
  await expect.poll(() => selectAll.evaluate((el) => getComputedStyle(el).accentColor)).toBe('rgb(11, 110, 79)');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--iot-color-primary'))).toBe(
    '#0b6e4f',
  );
  await page.getByTestId('pg-theme').selectOption('dark');
  await expect(example(page)).toHaveAttribute('theme', 'dark');
  await expect
    .poll(() =>
      example(page)
        .locator('[part~="card"]')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .toBe('rgb(29, 35, 43)');
  await page.getByTestId('pg-parts').check();
  await expect
    .poll(() =>
      example(page)
        .locator('[part~="table"]')
        .evaluate((el) => getComputedStyle(el).outlineStyle),
    )
    .toBe('dashed');
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogue-playground.png' });
});
