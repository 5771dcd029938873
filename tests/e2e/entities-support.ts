/** Helpers of the entity page e2e specs: open a place, find rows, run confirm dialogs, pick in autocompletes, axe. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn, type Role } from './shell-support';

export { signIn, type Role };

/** Sign in and open a console path through the sidenav-independent router (pushState + popstate). */
export async function openAs(page: Page, role: Role, path: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, role);
  await go(page, path);
}

/** Navigate inside the console (routing="browser" on the demo page). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('entity-grid').first()).toBeVisible();
}

/** The row whose cells contain `text` (exact cell match). */
export function row(page: Page, text: string): Locator {
  return page
    .locator('tbody tr[data-index]')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${escape(text)}$`) }) });
}

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Search the current table through the toolbar search. */
export async function search(page: Page, text: string): Promise<void> {
  if (!(await page.getByTestId('search-input').isVisible()))
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('search-input').fill(text);
}

/** Answer the open confirm dialog with Yes. */
export async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

/** Type into an autocomplete (by test id) and pick the option with that text. */
export async function pick(page: Page, testId: string, text: string, option = text): Promise<void> {
  const input = page.getByTestId(testId).locator('input[role="combobox"]').first();
  await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
  // Multi-pick controls keep their list open for the next pick; close it so it covers nothing else.
  // (Escape would also reach the dialog around it; leaving the field closes the list.)
  await input.blur();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Run a row's action button (icon button with that accessible name). */
export async function rowAction(page: Page, rowText: string, action: string): Promise<void> {
  await row(page, rowText).getByRole('button', { name: action, exact: true }).click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the page (ids and targets, for readable failures). */
export async function seriousViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            c: unknown,
            o: unknown,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
}

/** A name unique to this run. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
