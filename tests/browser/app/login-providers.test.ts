/// <reference types="mocha" />
/**
 * Login page: external sign-in providers (from `POST /api/noauth/oauth2Clients?platform=WEB`) appear as
 * 'login with {name}' links above an 'or' divider; none configured (or the call failing) means no providers.
 * Real console against the real server (`/real`), configured by the system administrator's OAuth2 API.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { getQueryClient } from '../../../src/host/query-client';
import { clearAuthStorage, shadow, until } from '../helpers';

async function sysadminToken(): Promise<string> {
  const res = await fetch('/real/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'sysadmin@thingsboard.org', password: 'sysadmin' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function saveOAuth2(config: unknown): Promise<void> {
  const res = await fetch('/real/api/oauth2/config', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Authorization': `Bearer ${await sysadminToken()}` },
    body: JSON.stringify(config),
  });
  expect(res.status).to.equal(200);
}

const registration = (label: string, platforms: string[]) => ({
  clientId: `client-${label.toLowerCase()}`,
  clientSecret: 'secret',
  loginButtonLabel: label,
  platforms,
  mapperConfig: { type: 'BASIC' },
});

async function loginScreen(apiUrl: string): Promise<ShadowRoot> {
  const el = document.createElement('iot-console');
  el.setAttribute('api-url', apiUrl);
  el.setAttribute('initial-path', '/login');
  document.body.append(el);
  const root = shadow(el);
  await until(() => root.querySelector('[data-testid="login-submit"]'), 15_000, 'login form');
  return root;
}

describe('login: external sign-in providers', function () {
  this.timeout(40_000);
  afterEach(() => {
    document.querySelectorAll('iot-console').forEach((e) => e.remove());
    clearAuthStorage();
    getQueryClient().clear(); // the provider list is cached for the page's lifetime
  });
  after(() => saveOAuth2({ enabled: false, oauth2ParamsInfos: [] }));

  it("each WEB provider is a 'login with {name}' link above the 'or' divider; mobile-only ones are not offered", async () => {
    await saveOAuth2({
      enabled: true,
      oauth2ParamsInfos: [
        {
          domainInfos: [{ name: 'localhost', scheme: 'MIXED' }],
          clientRegistrations: [
            registration('GitHub', ['WEB']),
            registration('Corporate', []),
            registration('PhoneOnly', ['ANDROID']),
          ],
        },
      ],
    });
    const root = await loginScreen('/real');
    const box = await until(() => root.querySelector('[data-testid="oauth-providers"]'), 8000, 'providers');
    const links = [...box.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).to.deep.equal(['Sign in with GitHub', 'Sign in with Corporate']);
    expect(box.lastElementChild!.textContent).to.equal('or');
    const form = root.querySelector('[data-testid="login-submit"]')!;
    expect(
      box.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
      'providers above the form',
    ).to.not.equal(0);
  });

  it('no providers without a configuration, and none when the call fails', async () => {
    await saveOAuth2({ enabled: false, oauth2ParamsInfos: [] });
    const root = await loginScreen('/real');
    await new Promise((r) => setTimeout(r, 800));
    expect(root.querySelector('[data-testid="oauth-providers"]') === null, 'no providers').to.equal(true);
    document.querySelectorAll('iot-console').forEach((e) => e.remove());
    getQueryClient().clear();
    const offline = await loginScreen('/nowhere'); // wtr answers 404: the list falls back to empty
    await new Promise((r) => setTimeout(r, 800));
    expect(offline.querySelector('[data-testid="oauth-providers"]') === null, 'no providers offline').to.equal(true);
    expect(offline.querySelector('[data-testid="login-submit"]') !== null, 'login form').to.equal(true);
  });
});
