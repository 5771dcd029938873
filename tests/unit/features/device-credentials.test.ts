import { describe, expect, it } from 'vitest';
import { connectionSnippets } from '../../../src/features/devices/components/connection-snippets';
import {
  credentialsSchema,
  credentialsToValues,
  emptyCredentials,
  valuesToCredentials,
} from '../../../src/features/devices/components/credentials-model';

const target = { host: 'iot.example.com', httpBase: 'https://iot.example.com' };

describe('device credentials', () => {
  it('map each type to the wire shape and back', () => {
    const mqtt = {
      ...emptyCredentials(),
      credentialsType: 'MQTT_BASIC' as const,
      clientId: 'c1',
      userName: 'u',
      password: 'p',
    };
    const wire = valuesToCredentials(mqtt);
    expect(wire).toEqual({
      credentialsType: 'MQTT_BASIC',
      credentialsId: null,
      credentialsValue: '{"clientId":"c1","userName":"u","password":"p"}',
    });
    expect(credentialsToValues(wire)).toMatchObject({ clientId: 'c1', userName: 'u', password: 'p' });
    expect(valuesToCredentials({ ...emptyCredentials(), accessToken: ' T1 ' })).toEqual({
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: 'T1',
      credentialsValue: null,
    });
    const lwm2m = valuesToCredentials({
      ...emptyCredentials(),
      credentialsType: 'LWM2M_CREDENTIALS',
      endpoint: 'ep1',
      securityMode: 'PSK',
      identity: 'id',
      key: 'ab',
    });
    expect(lwm2m.credentialsId).toBe('ep1');
    expect(
      credentialsToValues({ credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: lwm2m.credentialsValue }),
    ).toMatchObject({ endpoint: 'ep1', securityMode: 'PSK', identity: 'id', key: 'ab' });
  });

  it('validate the active type only', () => {
    const issues = (v: object) =>
      (credentialsSchema.safeParse({ ...emptyCredentials(), ...v }).error?.issues ?? []).map((i) => i.message);
    expect(issues({})).toEqual(['device.access-token-required']);
    expect(issues({ accessToken: 'has space' })).toEqual(['device.access-token-invalid']);
    expect(issues({ credentialsType: 'MQTT_BASIC', password: 'x' })).toEqual([
      'device.client-id-or-user-name-necessary',
      'device.user-name-required-with-password',
    ]);
    expect(issues({ credentialsType: 'X509_CERTIFICATE' })).toEqual(['device.certificate-required']);
    expect(issues({ credentialsType: 'X509_CERTIFICATE', certificate: 'PEM' })).toEqual([]);
  });

  it('give copyable MQTT and HTTP commands (beyond ThingsBoard)', () => {
    const s = connectionSnippets({ ...emptyCredentials(), accessToken: 'A1_TEST_TOKEN' }, target);
    expect(s.mqtt).toBe(
      `mosquitto_pub -d -q 1 -h "iot.example.com" -p 1883 -t v1/devices/me/telemetry -u "A1_TEST_TOKEN" -m '{"temperature":25}'`,
    );
    expect(s.http).toBe(
      `curl -v -X POST https://iot.example.com/api/v1/A1_TEST_TOKEN/telemetry --header "Content-Type:application/json" --data '{"temperature":25}'`,
    );
    const basic = connectionSnippets(
      { ...emptyCredentials(), credentialsType: 'MQTT_BASIC', clientId: 'c', userName: 'u', password: 'p$' },
      target,
    );
    expect(basic.mqtt).toContain('-i "c" -u "u" -P "p\\$"');
    expect(basic.http).toBeNull();
  });
});
