/**
 * API usage end to end (tenant administrator): /usage shows one card per metered service; device
 * telemetry posted over the HTTP device API reaches the transport and storage cards live once the server flushes
 * its counters; the hourly/daily switch redraws the bars. Screenshots light and dark, axe-core clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shot } from './rest-support';
import { setTheme, signIn } from './shell-support';
import { screenshot } from './support/screenshot';

const SERVICES = [
  'transport-messages',
  'transport-data-points',
  'rule-engine-executions',
  'javascript-executions',
  'telemetry-persistence',
  'email-messages',
  'sms-messages',
  'alarms-created',
];

const card = (page: Page, id: string) => page.getByTestId(`usage-card-${id}`);
const valueOf = async (page: Page, id: string) =>
  Number((await card(page, id).getByTestId('usage-value').innerText()).replace(/[^\d]/g, ''));

async function snap(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.mouse.move(1439, 899);
  await screenshot(page, shot(`api-usage-${name}`), { fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

test('tenant admin: usage cards, live counters after device telemetry, hourly and daily bars', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant');
  await page.getByTestId('sidenav-menu').locator('a[data-path="/usage"]').click();
  await expect(page.getByTestId('api-usage-page')).toBeVisible();
  await expect(page.getByTestId('page-heading')).toHaveText('API usage');
  for (const id of SERVICES) await expect(card(page, id)).toBeVisible();
  await expect(card(page, 'transport-messages').getByTestId('usage-limit')).toHaveText('Unlimited');
  await expect(card(page, 'transport-messages').getByTestId('usage-state')).toHaveText('Enabled');

  const messages = await valueOf(page, 'transport-messages');
  const stored = await valueOf(page, 'telemetry-persistence');
  for (const body of ['{"e2eUsage": 1, "e2eUsage2": 2}', '{"e2eUsage": 3}']) {
    const res = await page.request.post('/api/v1/T1_TEST_TOKEN/telemetry', {
      data: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(200);
  }
  // The server flushes every 5 s; the page refreshes at the same period (no reload).
  await expect
    .poll(() => valueOf(page, 'transport-messages'), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(messages + 2);
  await expect
    .poll(() => valueOf(page, 'telemetry-persistence'), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(stored + 3);
  const bars = card(page, 'transport-messages').getByTestId('usage-bars').getByRole('img');
  await expect(bars).toHaveAttribute('aria-label', /Hourly, last 24 hours: [1-9]/);
  await expect(bars.locator('div')).toHaveCount(24);
  await snap(page, 'light');

  await page.getByTestId('usage-range-month').click();
  await expect(page.getByTestId('usage-range-month')).toHaveAttribute('aria-pressed', 'true');
  await expect(bars).toHaveAttribute('aria-label', /Daily, last 30 days: [1-9]/);
  await expect(bars.locator('div')).toHaveCount(30);
  await setTheme(page, 'dark');
  await snap(page, 'daily-dark');
  await setTheme(page, 'light');
});
