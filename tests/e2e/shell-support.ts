/** Helpers for the shell e2e specs: sign in (with REST tokens, or through the real login form), shadow-piercing locators. */
import { expect, type Page } from '@playwright/test';

export const USERS = {
  sysadmin: { email: 'sysadmin@thingsboard.org', password: 'sysadmin' },
  tenant: { email: 'tenant@thingsboard.org', password: 'tenant' },
  customer: { email: 'customer@thingsboard.org', password: 'customer' },
} as const;

export type Role = keyof typeof USERS;

let seeds = 0;

/**
 * Sign in as `role` without the login form (its own specs drive it: login.spec.ts, sign-in-flows.spec.ts): the tokens
 * come from the REST login and are put where the console keeps them before its first script runs, then `path` opens;
 * resolves when the shell shows. Each call seeds once per tab, so a later sign-out stays signed out.
 */
export async function signIn(page: Page, role: Role, path = '/'): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: USERS[role].email, password: USERS[role].password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
  const seed = `iot-e2e-seed-${++seeds}`;
  await page.addInitScript(
    ({ token, refreshToken, seed }) => {
      if (sessionStorage.getItem(seed)) return;
      sessionStorage.setItem(seed, '1');
      const now = Date.now();
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('jwt_token_expiration', String(now + 3_600_000));
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('refresh_token_expiration', String(now + 86_400_000));
    },
    { token, refreshToken, seed },
  );
  await page.goto(path);
  await expect(page.getByTestId('shell')).toBeVisible();
}

/** Open the console and sign in as `role` through the login form; resolves when the shell shows. */
export async function signInThroughForm(page: Page, role: Role, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username (email)' }).fill(USERS[role].email);
  await page
    .locator('input[autocomplete="current-password"], input[type="password"]')
    .first()
    .fill(USERS[role].password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('shell')).toBeVisible();
}

/**
 * Set the console's theme attribute and wait until the page shows it: the re-render, then the colour transitions of
 * the controls (120 ms), which an accessibility scan must not catch halfway (a contrast check mid-transition fails).
 * Settled = three frames in a row without a running transition (endless animations such as spinners do not count).
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (th) => {
    const host = document.querySelector('iot-console')!;
    // Colours switch at once: axe and screenshots look at the theme, not at a colour transition halfway through.
    const root = host.shadowRoot;
    if (root && !root.adoptedStyleSheets.some((s) => s.cssRules[0]?.cssText.includes('transition-duration: 0s'))) {
      const still = new CSSStyleSheet();
      still.replaceSync(
        '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }',
      );
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, still];
    }
    host.setAttribute('theme', th);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The document's animations include those of elements in shadow roots.
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)),
        ).length;
    const until = performance.now() + 3000;
    for (let quiet = 0; quiet < 3 && performance.now() < until;) {
      await frame();
      quiet = running() === 0 ? quiet + 1 : 0;
    }
  }, theme);
}

/** The sidenav's link paths in order (group children included). */
export async function sidenavPaths(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidenav-menu');
  await expect(menu).toBeVisible();
  return menu.locator('a[data-path]').evaluateAll((as) => as.map((a) => a.getAttribute('data-path') ?? ''));
}
