/**
 * Tenant-profile byte caps: `maxResourcesInBytes` on resource create (the sum of the stored base64 text) and
 * `maxOtaPackagesInBytes` on an OTA package's file upload (the sum of `dataSize`), refused with ThingsBoard's 400/31
 * body; a raised cap applies on profile save, system resources are never capped, and a refused upload stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import { SYSADMIN, auth, body, errorOf, login, startServer } from '../helpers.js';

let server: IotServer;
let sa: string;
beforeAll(async () => {
  server = await startServer();
  sa = (await login(server, SYSADMIN)).token;
});
afterAll(async () => {
  await server?.close();
});

type Id = { id: string };
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method,
    url,
    headers: { ...auth(token), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let seq = 0;
async function cappedTenant(
  configuration: Record<string, unknown>,
): Promise<{ profile: Record<string, unknown>; ta: string }> {
  seq += 1;
  const saved = await call('POST', '/api/tenantProfile', sa, {
    name: `Byte caps ${seq} ${Date.now()}`,
    isolatedTbCore: false,
    isolatedTbRuleEngine: false,
    profileData: { configuration: { type: 'DEFAULT', ...configuration } },
  });
  expect(saved.statusCode).toBe(200);
  const profile = body(saved);
  const tenant = body<{ id: Id }>(
    await call('POST', '/api/tenant', sa, { title: `Byte caps tenant ${seq}`, tenantProfileId: profile['id'] }),
  );
  const user = body<{ id: Id }>(
    await call('POST', '/api/user?sendActivationMail=false', sa, {
      email: `bytecaps${seq}-${Date.now()}@example.com`,
      authority: 'TENANT_ADMIN',
      tenantId: { entityType: 'TENANT', id: tenant.id.id },
    }),
  );
  const ta = body<{ token: string }>(await call('GET', `/api/user/${user.id.id}/token`, sa)).token;
  return { profile, ta };
}

async function raiseCap(profile: Record<string, unknown>, configuration: Record<string, unknown>): Promise<void> {
  const data = profile['profileData'] as { configuration: Record<string, unknown> };
  const res = await call('POST', '/api/tenantProfile', sa, {
    ...profile,
    profileData: { ...data, configuration: { ...data.configuration, ...configuration } },
  });
  expect(res.statusCode).toBe(200);
  Object.assign(profile, body(res));
}

const exhausted = (noun: string, max: number) => ({
  http: 400,
  status: 400,
  errorCode: 31,
  message: `Failed to create the ${noun}, files size limit is exhausted ${max} bytes!`,
});

/** A JKS resource whose stored base64 text is exactly `chars` long (a multiple of 4). */
const resource = (title: string, chars: number) => ({
  title,
  resourceType: 'JKS',
  fileName: `${title}.jks`,
  data: Buffer.alloc((chars / 4) * 3, 7).toString('base64'),
});

describe('maxResourcesInBytes', () => {
  it('refuses a resource whose base64 text would pass the cap; edits and raised caps pass', async () => {
    const { profile, ta } = await cappedTenant({ maxResourcesInBytes: 1000 });
    const first = await call('POST', '/api/resource', ta, resource('a', 600));
    expect(first.statusCode).toBe(200);
    expect((await call('POST', '/api/resource', ta, resource('b', 400))).statusCode).toBe(200); // exactly at the cap
    const over = await call('POST', '/api/resource', ta, resource('c', 4));
    expect(errorOf(over)).toEqual(exhausted('tb resource', 1000));
    const list = body<{ data: { title: string }[] }>(await call('GET', '/api/resource?pageSize=50&page=0', ta));
    expect(list.data.map((r) => r.title)).not.toContain('c');
    // An edit of a stored resource is not a create: ThingsBoard checks the cap on create only.
    const edited = await call('POST', '/api/resource', ta, { ...resource('a', 800), id: body(first)['id'] });
    expect(edited.statusCode).toBe(200);
    await raiseCap(profile, { maxResourcesInBytes: 0 });
    expect((await call('POST', '/api/resource', ta, resource('c', 4))).statusCode).toBe(200);
  });

  it('never caps system resources', async () => {
    const res = await call('POST', '/api/resource', sa, resource(`sys-${Date.now()}`, 8));
    expect(res.statusCode).toBe(200);
    await call('DELETE', `/api/resource/${body<{ id: Id }>(res).id.id}`, sa);
  });
});

function multipart(data: Buffer, filename: string) {
  const boundary = '----iotByteCaps';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('maxOtaPackagesInBytes', () => {
  it('refuses the upload that would pass the cap and stores nothing; a raised cap applies at once', async () => {
    const { profile, ta } = await cappedTenant({ maxOtaPackagesInBytes: 5000 });
    const profileId = body<{ id: Id }>(await call('GET', '/api/deviceProfileInfo/default', ta)).id.id;
    const info = async (version: string) =>
      body<{ id: Id }>(
        await call('POST', '/api/otaPackage', ta, {
          title: 'fw',
          version,
          type: 'FIRMWARE',
          deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
        }),
      ).id.id;
    const upload = async (id: string, size: number) => {
      const { payload, headers } = multipart(Buffer.alloc(size, 1), 'fw.bin');
      return call('POST', `/api/otaPackage/${id}?checksumAlgorithm=SHA256`, ta, payload, headers);
    };
    const a = await info('1');
    const b = await info('2');
    const c = await info('3');
    expect((await upload(a, 3000)).statusCode).toBe(200);
    expect((await upload(b, 2000)).statusCode).toBe(200); // exactly at the cap
    const refused = await upload(c, 1);
    expect(errorOf(refused)).toEqual(exhausted('ota package', 5000));
    expect(body(await call('GET', `/api/otaPackage/info/${c}`, ta))).toMatchObject({ hasData: false, dataSize: null });
    await raiseCap(profile, { maxOtaPackagesInBytes: 5001 });
    expect((await upload(c, 1)).statusCode).toBe(200);
    expect(body(await call('GET', `/api/otaPackage/info/${c}`, ta))).toMatchObject({ hasData: true, dataSize: 1 });
  });
});
