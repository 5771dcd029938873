/**
 * Home and default dashboards, as ThingsBoard 3.3.1 resolves them: /home shows the home dashboard named by the user,
 * the customer or the tenant (GET /api/dashboard/home) through the dashboard runtime, with its toolbar unless the
 * setting hides it; a customer user whose default dashboard is "always fullscreen" lands on it fullscreen (no shell)
 * and may not leave it; the user details set both. Everything is set up over REST in its own tenant or customer, so the seeded users' home pages
 * stay the link cards other specs expect.
 */
import { expect, test } from '@playwright/test';
import { openAs, pick, row, unique } from './entities-support';
import {
  call,
  createActiveUser,
  createCustomer,
  createDashboard,
  headersOf,
  login,
  signInAs,
} from './console-extras-support';

test('tenant admin: the tenant home dashboard shows on /home with its toolbar', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sys = await headersOf(request, 'sysadmin');
  const tenant = await call<{ id: { id: string } } & Record<string, unknown>>(request, sys, 'POST', '/api/tenant', {
    title: unique('E2E Home Tenant'),
  });
  const admin = await createActiveUser(request, sys, {
    authority: 'TENANT_ADMIN',
    tenantId: tenant.id,
    firstName: 'Home',
    lastName: 'Admin',
  });
  const ta = { 'X-Authorization': `Bearer ${(await login(request, admin.email, admin.password)).token}` };
  const title = unique('Tenant home');
  const dashboardId = await createDashboard(request, ta, title);
  // The system administrator sets the tenant's home dashboard (ThingsBoard's tenant form: dashboard + hide toolbar).
  await call(request, sys, 'POST', '/api/tenant', {
    ...tenant,
    additionalInfo: { homeDashboardId: dashboardId, homeDashboardHideToolbar: false },
  });

  await signInAs(page, request, admin.email, admin.password, '/home');
  const home = page.getByTestId('home-dashboard');
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('data-hide-toolbar', 'false');
  await expect(home.getByTestId('dashboard')).toBeVisible();
  await expect(home.getByTestId('dashboard-toolbar')).toBeVisible();
  await expect(page.getByTestId('shell')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/home-dashboard-tenant.png' });
});

test('customer user: the customer home dashboard with a hidden toolbar; a fullscreen default dashboard is where the user lands', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tenant = await headersOf(request, 'tenant');
  const customerId = await createCustomer(request, tenant);
  const homeTitle = unique('Customer home');
  const homeId = await createDashboard(request, tenant, homeTitle);
  const defaultId = await createDashboard(request, tenant, unique('Customer default'));
  for (const id of [homeId, defaultId])
    await call(request, tenant, 'POST', `/api/customer/${customerId}/dashboard/${id}`);
  const customer = await call<Record<string, unknown>>(request, tenant, 'GET', `/api/customer/${customerId}`);
  await call(request, tenant, 'POST', '/api/customer', {
    ...customer,
    additionalInfo: { homeDashboardId: homeId, homeDashboardHideToolbar: true },
  });

  // A plain customer user: /home is the customer's home dashboard, toolbar hidden.
  const plain = await createActiveUser(request, tenant, {
    authority: 'CUSTOMER_USER',
    customerId: { entityType: 'CUSTOMER', id: customerId },
  });
  await signInAs(page, request, plain.email, plain.password, '/home');
  const home = page.getByTestId('home-dashboard');
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('data-hide-toolbar', 'true');
  await expect(home.getByTestId('dashboard')).toBeVisible();
  await expect(home.getByTestId('dashboard-toolbar')).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screenshots/home-dashboard-customer.png' });

  // A customer user with a default dashboard that is always fullscreen lands on it, without the console's shell.
  const forced = await createActiveUser(request, tenant, {
    authority: 'CUSTOMER_USER',
    customerId: { entityType: 'CUSTOMER', id: customerId },
    additionalInfo: { defaultDashboardId: defaultId, defaultDashboardFullscreen: true },
  });
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const other = await context.newPage();
  await signInAs(other, request, forced.email, forced.password, '/');
  await expect(other).toHaveURL(new RegExp(`/dashboard/${defaultId}`));
  await expect(other.getByTestId('dashboard')).toBeVisible();
  await expect(other.getByTestId('shell')).toHaveCount(0);
  // Other places are not for this user: the console brings them back to the dashboard.
  await other.evaluate(() => {
    history.pushState({}, '', '/devices');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(other).toHaveURL(new RegExp(`/dashboard/${defaultId}`));
  await other.screenshot({ path: 'tests/e2e/screenshots/default-dashboard-fullscreen.png' });
  await context.close();
});

test('tenant admin: a customer user gets a default dashboard, always fullscreen, in the user details', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tenant = await headersOf(request, 'tenant');
  const customerId = await createCustomer(request, tenant);
  const title = unique('User default');
  const dashboardId = await createDashboard(request, tenant, title);
  await call(request, tenant, 'POST', `/api/customer/${customerId}/dashboard/${dashboardId}`);
  const email = `e2e.form.${Date.now().toString(36)}@example.com`;
  const user = await call<{ id: { id: string } }>(request, tenant, 'POST', '/api/user?sendActivationMail=false', {
    email,
    authority: 'CUSTOMER_USER',
    customerId: { entityType: 'CUSTOMER', id: customerId },
  });

  await openAs(page, 'tenant', `/customers/${customerId}/users`);
  await row(page, email).click();
  const drawer = page.getByTestId('details-drawer');
  await drawer.getByTestId('details-edit').click();
  await pick(page, 'field-default-dashboard-dashboard', title);
  await drawer.getByTestId('field-default-dashboard-flag').check();
  await drawer.getByTestId('details-save').click();
  await expect(drawer).toHaveAttribute('data-editing', 'false');
  const info = async () =>
    (await call<{ additionalInfo?: Record<string, unknown> }>(request, tenant, 'GET', `/api/user/${user.id.id}`))
      .additionalInfo ?? {};
  await expect.poll(async () => (await info())['defaultDashboardId']).toBe(dashboardId);
  expect((await info())['defaultDashboardFullscreen']).toBe(true);
});
