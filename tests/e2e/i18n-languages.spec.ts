/**
 * Languages end to end: a user switches the console to German, Chinese and Persian on the profile page. The switch
 * applies everywhere without a reload, is remembered (TB-SETTINGS userLang and the user's additionalInfo.lang, as
 * ThingsBoard 3.3.1 keeps it) and survives a reload. Persian lays the console out right to left: the side menu on
 * the right, a table's first column on the right, no serious axe violation. Each language walks the shell, the
 * device table, a device's details, a dialog, the Thermostats dashboard (chart and table) and the root rule chain;
 * with IOT_SCREENSHOTS=1 each screen is saved to tests/e2e/screenshots/ to be looked at.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, seriousViolations, shot, tokenOf, unique } from './rest-support';
import { screenshot } from './support/screenshot';

/** A PNG of the page for people to look at, when screenshots are on (support/screenshot.ts). */
async function snap(page: Page, name: string, settleMs = 0): Promise<void> {
  await screenshot(page, shot(name), { settleMs });
}

/** A tenant administrator of the demo tenant of its own, so its language choice touches no other spec. */
async function newTenantAdmin(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const tenant = await tokenOf(request, 'tenant');
  const email = `${unique('lang').replace(/\s/g, '-').toLowerCase()}@example.com`;
  const created = await call<{ id: { id: string } }>(request, tenant, 'POST', '/api/user?sendActivationMail=false', {
    email,
    authority: 'TENANT_ADMIN',
    firstName: 'Lang',
    lastName: 'Tester',
  });
  expect(created.status).toBe(200);
  const link = await request.get(`/api/user/${created.body.id.id}/activationLink`, {
    headers: { 'X-Authorization': `Bearer ${tenant}` },
  });
  const activateToken = new URL(await link.text()).searchParams.get('activateToken')!;
  const password = 'Lang-pass1';
  const activated = await request.post('/api/noauth/activate?sendActivationMail=false', {
    data: { activateToken, password },
  });
  expect(activated.status()).toBe(200);
  return { email, password };
}

/** Sign in with REST tokens put where the console keeps them, then open `path`. */
async function signInAs(page: Page, user: { email: string; password: string }, path: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { username: user.email, password: user.password } });
  const { token, refreshToken } = (await res.json()) as { token: string; refreshToken: string };
  await page.addInitScript(
    ({ token, refreshToken }) => {
      if (sessionStorage.getItem('lang-seeded')) return;
      sessionStorage.setItem('lang-seeded', '1');
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('jwt_token_expiration', String(Date.now() + 3_600_000));
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('refresh_token_expiration', String(Date.now() + 86_400_000));
    },
    { token, refreshToken },
  );
  await page.goto(path);
  await expect(page.getByTestId('shell')).toBeVisible();
  return token;
}

/** Navigate inside the console (the demo page routes by the browser URL). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const root = (page: Page) => page.locator('iot-console [data-iot-root]').first();

interface Ids {
  dashboard: string;
  ruleChain: string;
}

async function ids(request: APIRequestContext, token: string): Promise<Ids> {
  const dashboards = await call<{ data: { id: { id: string }; title: string }[] }>(
    request,
    token,
    'GET',
    '/api/tenant/dashboards?pageSize=50&page=0&textSearch=Thermostats',
  );
  const chains = await call<{ data: { id: { id: string }; root: boolean }[] }>(
    request,
    token,
    'GET',
    '/api/ruleChains?pageSize=50&page=0&type=CORE',
  );
  return {
    dashboard: dashboards.body.data.find((d) => d.title === 'Thermostats')!.id.id,
    ruleChain: chains.body.data.find((c) => c.root)!.id.id,
  };
}

/** Switch the language on the profile page; resolves once the page reads in it, with no reload. */
async function switchLanguage(page: Page, lang: string, profileHeading: string): Promise<void> {
  await go(page, '/profile');
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByTestId('profile-language').selectOption(lang);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('page-heading')).toHaveText(profileHeading);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(root(page)).toHaveAttribute('lang', lang.replace('_', '-'));
}

/** The screens every language is looked at on; returns after the last one. */
async function walk(page: Page, lang: string, where: Ids): Promise<void> {
  await go(page, '/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await snap(page, `lang-${lang}-shell`);

  await go(page, '/devices');
  const rows = page.locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await snap(page, `lang-${lang}-device-table`);

  await page.getByTestId('table-add').click();
  await page.getByRole('menuitem').first().click();
  const dialog = page.getByTestId('entity-add-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('entity-add-submit').click(); // shows the translated validation message
  await snap(page, `lang-${lang}-dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await rows.first().click();
  const drawer = page.getByTestId('details-drawer');
  await expect(drawer.getByTestId('details-title')).not.toBeEmpty();
  await snap(page, `lang-${lang}-device-details`);

  await go(page, `/dashboards/${where.dashboard}`);
  await expect(page.locator('[data-testid="widget"]')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.locator('[data-testid="widget"] [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  // Both widgets have their first data (the chart draws it).
  await expect(page.locator('[data-testid="widget"][data-first-data]')).toHaveCount(2, { timeout: 15_000 });
  await snap(page, `lang-${lang}-dashboard`);

  await go(page, `/ruleChains/${where.ruleChain}`);
  await expect(page.getByTestId('rule-chain-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('rule-chain-canvas')).toBeVisible();
  await snap(page, `lang-${lang}-rule-chain`, 300); // after the canvas's fit
}

const LANGUAGES = [
  { lang: 'de_DE', profile: 'Profil', dir: 'ltr' },
  { lang: 'zh_CN', profile: '个人资料', dir: 'ltr' },
  { lang: 'fa_IR', profile: 'نمایه', dir: 'rtl' },
] as const;

for (const { lang, profile, dir } of LANGUAGES) {
  test(`switch to ${lang} on the profile page: applied everywhere, remembered, ${dir}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const user = await newTenantAdmin(request);
    const token = await signInAs(page, user, '/profile');
    const where = await ids(request, token);
    await expect(root(page)).toHaveAttribute('dir', 'ltr');
    await switchLanguage(page, lang, profile);
    await expect(root(page)).toHaveAttribute('dir', dir);

    // Remembered as ThingsBoard does: the settings key of the browser, and the user's own record.
    const settings = await page.evaluate(
      () => JSON.parse(localStorage.getItem('TB-SETTINGS') ?? '{}') as { userLang?: string },
    );
    expect(settings.userLang).toBe(lang);
    const me = await call<{ additionalInfo: { lang?: string } }>(request, token, 'GET', '/api/auth/user');
    expect(me.body.additionalInfo.lang).toBe(lang);

    await walk(page, lang, where);

    // A reload starts in the chosen language.
    await page.reload();
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(root(page)).toHaveAttribute('lang', lang.replace('_', '-'));
    await expect(root(page)).toHaveAttribute('dir', dir);
  });
}

test('fa_IR mirrors the console: side menu and first table column on the right; axe finds nothing serious', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await newTenantAdmin(request);
  await signInAs(page, user, '/profile');
  await switchLanguage(page, 'fa_IR', 'نمایه');
  expect(await seriousViolations(page), 'profile').toEqual([]);

  await go(page, '/devices');
  const header = page.locator('thead tr').first().locator('th');
  await expect(header.nth(2)).toBeVisible();
  const side = (await page.getByTestId('sidenav').boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(side.x).toBeGreaterThan(main.x);
  expect(Math.round(side.x + side.width)).toBe(1440);
  const first = (await header.first().boundingBox())!;
  const last = (await header.last().boundingBox())!;
  expect(first.x).toBeGreaterThan(last.x);
  expect(await seriousViolations(page), 'devices').toEqual([]);

  await go(page, '/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await seriousViolations(page), 'home').toEqual([]);
});
