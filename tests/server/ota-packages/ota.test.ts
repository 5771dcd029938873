import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksum, CHECKSUM_ALGORITHMS } from '../../../demo/server/ota-packages/checksum.js';
import { auth, body, errorOf } from '../helpers.js';
import { fixture, type Fixture, type Id, type Page } from '../fixtures.js';

let f: Fixture;
let profileId = '';
beforeAll(async () => {
  f = await fixture();
  profileId = body<{ id: Id }>(await f.req('GET', '/api/deviceProfileInfo/default', 'ta')).id.id;
});
afterAll(async () => {
  await f?.server.close();
});

function multipart(data: Buffer, filename: string, field = 'file') {
  const boundary = '----iotBoundary7MA4YWxk';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/x-firmware\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function createInfo(title: string, version: string) {
  const res = await f.req('POST', '/api/otaPackage', 'ta', {
    title,
    version,
    type: 'FIRMWARE',
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
  });
  expect(res.statusCode).toBe(200);
  return body<{ id: Id; hasData: boolean }>(res);
}

describe('OTA packages', () => {
  const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31) % 256));

  it.each(CHECKSUM_ALGORITHMS)('uploads with %s (given and computed), downloads the same bytes', async (algorithm) => {
    const info = await createInfo(`fw-${algorithm}`, '1.0');
    expect(info.hasData).toBe(false);
    const expected = checksum(algorithm, data);
    const { payload, headers } = multipart(data, `fw-${algorithm}.bin`);
    const wrong = await f.server.app.inject({
      method: 'POST',
      url: `/api/otaPackage/${info.id.id}?checksumAlgorithm=${algorithm}&checksum=deadbeef`,
      payload,
      headers: { ...headers, ...auth(f.tok.ta) },
    });
    expect(errorOf(wrong)).toMatchObject({ http: 400, errorCode: 31, message: 'Wrong otaPackage file!' });
    const url = `/api/otaPackage/${info.id.id}?checksumAlgorithm=${algorithm}${algorithm === 'MD5' ? '' : `&checksum=${expected}`}`;
    const up = await f.server.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth(f.tok.ta) } });
    expect(up.statusCode).toBe(200);
    expect(body(up)).toMatchObject({
      hasData: true,
      checksum: expected,
      checksumAlgorithm: algorithm,
      dataSize: 3000,
      fileName: `fw-${algorithm}.bin`,
      contentType: 'application/x-firmware',
    });
    const dl = await f.req('GET', `/api/otaPackage/${info.id.id}/download`, 'ta');
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['x-filename']).toBe(`fw-${algorithm}.bin`);
    expect(dl.headers['content-type']).toBe('application/x-firmware');
    expect(Buffer.compare(dl.rawPayload, data)).toBe(0);
  });

  it('validates, lists by profile and type, deletes', async () => {
    expect(errorOf(await f.req('POST', '/api/otaPackage', 'ta', { title: 'x', type: 'FIRMWARE' }))).toMatchObject({
      message: 'OtaPackage version should be specified!',
    });
    expect(
      errorOf(
        await f.req('POST', '/api/otaPackage', 'ta', {
          title: 'fw-MD5',
          version: '1.0',
          type: 'FIRMWARE',
          deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
        }),
      ),
    ).toMatchObject({
      message: 'OtaPackage with such title and version already exists!',
    });
    const empty = await createInfo('no-data', '1');
    const list = body<Page<{ title: string }>>(
      await f.req(
        'GET',
        `/api/otaPackages/${profileId}/FIRMWARE?pageSize=50&page=0&sortProperty=title&sortOrder=ASC`,
        'cu',
      ),
    );
    expect(list.data.map((p) => p.title)).not.toContain('no-data');
    expect(list.totalElements).toBe(CHECKSUM_ALGORITHMS.length);
    // + the two seeded thermostat packages
    expect(body<Page>(await f.req('GET', '/api/otaPackages?pageSize=50&page=0', 'ta')).totalElements).toBe(
      CHECKSUM_ALGORITHMS.length + 3,
    );
    expect(body<Page>(await f.req('GET', '/api/otaPackages?pageSize=50&page=0', 'tb')).totalElements).toBe(0);
    expect(errorOf(await f.req('GET', `/api/otaPackage/info/${empty.id.id}`, 'tb'))).toMatchObject({ http: 403 });
    const full = body<{ data: string | null }>(
      await f.req('GET', `/api/otaPackage/${list.data[0] ? (list.data[0] as unknown as { id: Id }).id.id : ''}`, 'ta'),
    );
    expect(typeof full.data).toBe('string');
    expect((await f.req('DELETE', `/api/otaPackage/${empty.id.id}`, 'ta', {})).body).toBe('');
    expect(errorOf(await f.req('GET', `/api/otaPackage/info/${empty.id.id}`, 'ta'))).toMatchObject({ http: 404 });
  });
});
