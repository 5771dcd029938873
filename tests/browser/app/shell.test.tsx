/// <reference types="mocha" />
/**
 * The console shell in real Chromium with a fake session (no server): sidenav per role and mode per width,
 * breadcrumb and title of nested routes, search debounce and reset on navigation, forbidden routes.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { getQueryClient } from '../../../src/host/query-client';
import { byTestId, fake, mountShell, unmountAll } from './console-harness';
import { until } from '../helpers';

const links = (root: ShadowRoot) =>
  [...root.querySelectorAll('[data-testid="sidenav-menu"] a[data-path]')].map((a) => a.getAttribute('data-path'));
const click = (root: ShadowRoot, sel: string) => root.querySelector<HTMLElement>(sel)!.click();
/** The breadcrumb's entity name queries in the page's shared query cache. */
const nameQueries = () =>
  getQueryClient()
    .getQueryCache()
    .findAll({ queryKey: ['breadcrumb-name'] });
const heading = (root: ShadowRoot) => root.querySelector('[data-testid="page-heading"]')?.textContent;

describe('console shell: menu, breadcrumb and search', () => {
  afterEach(unmountAll);

  it('renders each role its own menu, edge places only with edge support', async () => {
    let { root } = await mountShell('CUSTOMER_USER');
    expect(links(root)).to.deep.equal(['/home', '/assets', '/devices', '/entityViews', '/dashboards']);
    unmountAll();
    ({ root } = await mountShell('CUSTOMER_USER', '/home', { edges: true }));
    expect(links(root)).to.deep.equal([
      '/home',
      '/assets',
      '/devices',
      '/entityViews',
      '/edgeInstances',
      '/dashboards',
    ]);
    unmountAll();
    ({ root } = await mountShell('SYS_ADMIN'));
    expect(links(root).slice(0, 4)).to.deep.equal(['/home', '/tenants', '/tenantProfiles', '/widgets-bundles']);
  });

  it('opens the group of the active path; home lists the role places', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/settings/home');
    await until(() => heading(root) === 'Home page', 4000, 'heading');
    expect(root.querySelector('[data-group="/settings"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(root.querySelector('a[data-path="/settings/home"]')!.getAttribute('aria-current')).to.equal('page');
    click(root, 'a[data-path="/home"]');
    const home = await byTestId(root, 'home-page');
    expect(home.querySelectorAll('a[data-path]').length).to.equal(13);
  });

  it('asks for no entity name on a page whose crumbs name none', async () => {
    getQueryClient().removeQueries({ queryKey: ['breadcrumb-name'] });
    const { root } = await mountShell('TENANT_ADMIN', '/home');
    await byTestId(root, 'home-page');
    expect(root.querySelector('[data-testid="breadcrumb"]')!.textContent).to.contain('Home');
    expect(nameQueries()).to.have.length(0);
  });

  it('builds breadcrumb and title from nested routes (label function, links before the heading)', async () => {
    getQueryClient().removeQueries({ queryKey: ['breadcrumb-name'] });
    const { root } = await mountShell('TENANT_ADMIN', '/dashboards/abc-123');
    // No dashboard has this id: the crumb keeps its generic label (a real one shows the title, see the e2e specs).
    await until(() => heading(root) === 'Dashboard', 4000, 'heading');
    const trail = root.querySelector('[data-testid="breadcrumb"]')!;
    expect([...trail.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Dashboards']);
    expect(root.querySelector('[data-testid="shell"]')!.getAttribute('data-page-title')).to.equal(
      'IoT Console | Dashboard',
    );
    expect(nameQueries().map((q) => q.queryKey)).to.deep.include(['breadcrumb-name', 'DASHBOARD', 'abc-123']);
    click(root, '[data-testid="breadcrumb"] a');
    await until(() => heading(root) === 'Dashboards', 4000, 'back to list');
    expect(root.querySelector('[data-testid="shell"]')!.getAttribute('data-page-title')).to.equal(
      'IoT Console | Dashboards',
    );
    expect(await byTestId(root, 'dashboards-table')).to.exist; // the list page
  });

  it('search: button only with a handler, debounced, cleared on page change', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/home');
    (await byTestId(root, 'search-button')).click();
    const input = await byTestId<HTMLInputElement>(root, 'search-input');
    await until(() => root.activeElement === input, 1000, 'focus after 10 ms');
    expect(input.placeholder).to.equal('Enter search');
    await sendKeys({ type: 'ota' });
    const tiles = () => root.querySelectorAll('[data-testid="home-page"] a[data-path]').length;
    expect(tiles()).to.equal(13);
    await until(() => tiles() === 1, 1000, 'filtered');
    click(root, 'a[data-path="/usage"]'); // a page without a search handler
    await until(() => heading(root) === 'API usage', 4000, 'usage');
    expect(root.querySelector('[data-testid="search-button"]')).to.equal(null);
    expect(root.querySelector('[data-testid="search-input"]')).to.equal(null);
    click(root, 'a[data-path="/home"]');
    await byTestId(root, 'search-button');
    await until(() => tiles() === 13, 1000, 'unfiltered');
  });
});

describe('console shell: layout, access and user menu', () => {
  afterEach(unmountAll);

  it('sidenav is an overlay under md: closed, opened by the menu button, closed by a click inside', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/home', { width: 700 });
    const shell = root.querySelector('[data-testid="shell"]')!;
    expect(shell.getAttribute('data-sidenav')).to.equal('over');
    expect(shell.getAttribute('data-breakpoint')).to.equal('sm');
    const nav = root.querySelector('[data-testid="sidenav"]')!;
    expect(nav.getAttribute('data-open')).to.equal('false');
    (await byTestId(root, 'menu-button')).click();
    await until(() => nav.getAttribute('data-open') === 'true', 2000, 'open');
    click(root, 'a[data-path="/assets"]');
    await until(() => nav.getAttribute('data-open') === 'false', 2000, 'closed');
    await until(() => heading(root) === 'Assets', 4000, 'assets');
  });

  it('forced fullscreen hides the sidenav and menu button and shows the back button', async () => {
    // The forced-place rule (guards.tsx) keeps such a user on allowed dashboards and the profile.
    const { root } = await mountShell('CUSTOMER_USER', '/profile', { width: 700 });
    fake.set({ forceFullscreen: true, allowedDashboardIds: ['d1'] });
    await byTestId(root, 'back-button');
    expect(await byTestId(root, 'profile-page')).to.exist;
    expect(root.querySelector('[data-testid="sidenav"]')).to.equal(null);
    expect(root.querySelector('[data-testid="menu-button"]')).to.equal(null);
  });

  it('navigating to a forbidden place is cancelled with the forbidden dialog', async () => {
    location.hash = '#/assets';
    const { root } = await mountShell('CUSTOMER_USER', '/assets', { attrs: { routing: 'hash' } });
    await until(() => heading(root) === 'Assets', 4000, 'assets');
    location.hash = '#/customers'; // a typed URL to a tenant-only place
    await byTestId(root, 'forbidden-dialog');
    await until(() => location.hash === '#/assets' && heading(root) === 'Assets', 4000, 'stayed on assets');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[data-testid="forbidden-dialog"]'), 2000, 'dismissed');
    expect(fake.logouts).to.be.a('number');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a route the role may not open shows the forbidden dialog; sign-in logs out', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/tenants');
    await byTestId(root, 'forbidden-dialog');
    expect(await byTestId(root, 'forbidden-page')).to.exist;
    const before = fake.logouts;
    (await byTestId(root, 'forbidden-sign-in')).click();
    await until(() => fake.logouts === before + 1, 2000, 'logout');
  });

  it('user menu: name and authority, Profile and Logout items', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/home');
    expect((await byTestId(root, 'user-display-name')).textContent).to.equal('Ada Lovelace');
    expect(root.querySelector('[data-testid="user-authority"]')!.textContent).to.equal('Tenant administrator');
    (await byTestId(root, 'user-menu-button')).click();
    const menu = await byTestId(root, 'user-menu');
    expect(menu.getAttribute('role')).to.equal('menu');
    expect(menu.closest('[data-iot-portal-root]')).to.exist;
    (await byTestId(root, 'profile')).click();
    await until(() => heading(root) === 'Profile', 4000, 'profile');
  });
});
