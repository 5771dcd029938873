/**
 * Screenshots for people to look at (tests/e2e/screenshots/, git-ignored). Nothing compares them, so they are taken
 * only when IOT_SCREENSHOTS=1: a CI machine with whatever Chromium and fonts Debian ships that day would only spend
 * time on them. Playwright's own screenshot of a failed test (tests/e2e/.results/) is kept either way.
 */
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOTS = process.env.IOT_SCREENSHOTS === '1';

/**
 * Saves a PNG of the page (or of one element) to `file`, when screenshots are on. `settleMs` lets an animation
 * (a fit, a menu opening) end before the picture; it is waited only when the picture is taken, since nothing else
 * depends on it.
 */
export async function screenshot(
  target: Page | Locator,
  file: string,
  { settleMs = 0, ...opts }: { fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
  await target.screenshot({ path: file, ...opts });
}
