/// <reference types="mocha" />
/**
 * A REST rate limit of the real embedded server (`api-url="/real"`, see wtr-real-server.mjs), end to end: a tenant on
 * a profile with a tenant REST limit signs in to the real `<iot-console>`; once its calls exceed the limit the server
 * answers 429 / 33 "Too many requests for current tenant!" and the console shows that message in its toast; with
 * resendRequest the same call waits and is sent again instead.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-console';
import { http } from '../../../src/api/http';
import type { ApiError } from '../../../src/api/api-error';
import { clearAuthStorage, shadow, until } from '../helpers';

const MESSAGE = 'Too many requests for current tenant!';

async function call<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`/real${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Authorization': `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, path).to.equal(200);
  return res.json() as Promise<T>;
}

/** A new tenant on a profile limited to `limit` REST calls, and its administrator's tokens. */
async function limitedTenantAdmin(limit: string): Promise<{ token: string; refreshToken: string }> {
  const { token: sa } = await call<{ token: string }>('/api/auth/login', null, {
    username: 'sysadmin@thingsboard.org',
    password: 'sysadmin',
  });
  const stamp = Date.now();
  const profile = await call<{ id: unknown }>('/api/tenantProfile', sa, {
    name: `REST-limited ${stamp}`,
    isolatedTbCore: false,
    isolatedTbRuleEngine: false,
    profileData: { configuration: { type: 'DEFAULT', tenantServerRestLimitsConfiguration: limit } },
  });
  const tenant = await call<{ id: { id: string } }>('/api/tenant', sa, {
    title: `REST-limited tenant ${stamp}`,
    tenantProfileId: profile.id,
  });
  const user = await call<{ id: { id: string } }>('/api/user?sendActivationMail=false', sa, {
    email: `rest-limited-${stamp}@example.com`,
    authority: 'TENANT_ADMIN',
    tenantId: { entityType: 'TENANT', id: tenant.id.id },
  });
  return call(`/api/user/${user.id.id}/token`, sa);
}

describe('REST rate limit of the real server in the console', function () {
  // The first `/real` request starts the real server (a fresh seeded database), which takes a while on a busy machine.
  this.timeout(180_000);
  let el: HTMLElement;

  after(() => {
    el?.remove();
    clearAuthStorage();
  });

  it('shows "Too many requests for current tenant!" in a toast once the tenant is over its limit', async () => {
    clearAuthStorage();
    const tokens = await limitedTenantAdmin('40:600');
    el = document.createElement('iot-console');
    el.setAttribute('api-url', '/real');
    el.setAttribute('initial-path', '/home');
    Object.assign(el, { accessToken: tokens.token, refreshToken: tokens.refreshToken });
    el.style.cssText = 'display:block;height:700px;width:1280px';
    document.body.append(el);
    const root = shadow(el);
    await until(() => root.querySelector('[data-testid="shell"]'), 20_000, 'signed-in shell');

    let refused: ApiError | null = null;
    for (let i = 0; i < 60 && !refused; i++) {
      try {
        await http.get('/api/tenant/devices?pageSize=1&page=0');
      } catch (e) {
        refused = e as ApiError;
      }
    }
    expect(refused, 'a call was refused').to.not.equal(null);
    expect([refused?.status, refused?.errorCode, refused?.message]).to.deep.equal([429, 33, MESSAGE]);
    await until(
      () => (root.querySelector('[data-testid="toast-root"]')?.textContent ?? '').includes(MESSAGE),
      4000,
      'rate-limit toast',
    );
  });
});
