/** Pure logic of the device profile editor: validity rules, LwM2M mapping, MQTT filters, save confirmation, JSON import/export. */
import { describe, expect, it, vi } from 'vitest';
import {
  alarmRuleValid,
  alarmValid,
  newAlarm,
  newAlarmRule,
  type AlarmRule,
} from '../../../../src/features/device-profiles/model/alarm-rules';
import { newDeviceProfile, withProvisionType } from '../../../../src/features/device-profiles/model/device-profile';
import {
  predicateFromList,
  newKeyFilter,
  newPredicate,
} from '../../../../src/features/device-profiles/model/key-filters';
import {
  addInstance,
  attributeValueError,
  configuredInstances,
  configuredObjectKeyIds,
  defaultLwm2mConfiguration,
  removePath,
  setResourceFlag,
} from '../../../../src/features/device-profiles/model/lwm2m';
import { exportableProfile, parseImportedProfile } from '../../../../src/features/device-profiles/model/profile-json';
import { defaultTransportConfiguration } from '../../../../src/features/device-profiles/model/transport';
import {
  CANCELED_SAVING_DEVICE_PROFILES,
  saveDeviceProfileConfirmingOta,
} from '../../../../src/features/device-profiles/api/save-device-profile';
import { topicFilterError } from '../../../../src/features/device-profiles/transport/mqtt-transport';
import {
  defaultDeviceData,
  deviceTransportErrors,
  withSnmpVersion,
  type SnmpDeviceConfig,
} from '../../../../src/ui/device-transport/device-transport';

const ruleWith = (n: number): AlarmRule => ({
  ...newAlarmRule(),
  condition: {
    condition: Array.from({ length: n }, () => ({ ...newKeyFilter(), key: { type: 'TIME_SERIES', key: 't' } })),
    spec: { type: 'SIMPLE' },
  },
});

describe('alarm validity', () => {
  it('a rule is valid with a condition of at least one entry', () => {
    expect(alarmRuleValid(ruleWith(0))).toBe(false);
    expect(alarmRuleValid(ruleWith(1))).toBe(true);
    expect(alarmRuleValid(null)).toBe(false);
  });
  it('an alarm needs id, type, a create rule, valid create rules and a valid clear rule if present', () => {
    const ok = { ...newAlarm('Hot'), createRules: { CRITICAL: ruleWith(1) } };
    expect(alarmValid(ok)).toBe(true);
    expect(alarmValid({ ...ok, id: '' })).toBe(false);
    expect(alarmValid({ ...ok, alarmType: ' ' })).toBe(false);
    expect(alarmValid({ ...ok, createRules: {} })).toBe(false);
    expect(alarmValid({ ...ok, createRules: { CRITICAL: ruleWith(1), MAJOR: ruleWith(0) } })).toBe(false);
    expect(alarmValid({ ...ok, clearRule: ruleWith(0) })).toBe(false);
    expect(alarmValid({ ...ok, clearRule: ruleWith(1) })).toBe(true);
  });
  it('several predicates are joined with AND, one stays itself', () => {
    const a = newPredicate('NUMERIC');
    const b = newPredicate('NUMERIC');
    expect(predicateFromList([a])).toBe(a);
    expect(predicateFromList([a, b])).toEqual({ type: 'COMPLEX', operation: 'AND', predicates: [a, b] });
    expect(predicateFromList([])).toBeNull();
  });
});

describe('LwM2M', () => {
  it('attribute values: required; pmin/pmax at least 0 and digits only; thresholds any number', () => {
    expect(attributeValueError('pmin', '')).toBe('device-profile.lwm2m.attribute-value-required');
    expect(attributeValueError('pmax', '-1')).toBe('device-profile.lwm2m.attribute-value-min');
    expect(attributeValueError('pmin', '1.5')).toBe('device-profile.lwm2m.attribute-value-digits');
    expect(attributeValueError('pmin', '1e3')).toBe('device-profile.lwm2m.attribute-value-digits');
    expect(attributeValueError('pmax', '60')).toBeNull();
    expect(attributeValueError('gt', '-2.5')).toBeNull();
    expect(attributeValueError('st', 'x')).toBe('device-profile.lwm2m.attribute-value-number');
  });
  it('instances and objects are added and removed through their paths; observe needs attribute or telemetry', () => {
    let attr = defaultLwm2mConfiguration().observeAttr;
    attr = addInstance(attr, '3_1.0', 0, [
      { id: 9, name: 'Battery Level' },
      { id: 0, name: 'Manufacturer' },
    ]);
    attr = addInstance(attr, '3303_1.0', 1, [{ id: 5700, name: 'Sensor Value', keyName: 'sensorValue' }]);
    expect(attr.keyName).toEqual({
      '/3_1.0/0/9': 'batteryLevel',
      '/3_1.0/0/0': 'manufacturer',
      '/3303_1.0/1/5700': 'sensorValue',
    });
    expect(configuredObjectKeyIds(attr)).toEqual(['3_1.0', '3303_1.0']);
    expect(configuredInstances(attr, '3303_1.0')).toEqual([1]);
    expect(setResourceFlag(attr, '/3_1.0/0/9', 'observe', true)).toBe(attr);
    attr = setResourceFlag(setResourceFlag(attr, '/3_1.0/0/9', 'telemetry', true), '/3_1.0/0/9', 'observe', true);
    expect(attr.observe).toEqual(['/3_1.0/0/9']);
    attr = setResourceFlag(attr, '/3_1.0/0/9', 'telemetry', false);
    expect(attr.observe).toEqual([]);
    attr = { ...attr, attributeLwm2m: { '/3_1.0': { pmax: 60 } } };
    expect(removePath(attr, '/3_1.0')).toEqual({
      ...attr,
      keyName: { '/3303_1.0/1/5700': 'sensorValue' },
      attributeLwm2m: {},
    });
  });
  it("defaults follow ThingsBoard 3.3.1's", () => {
    const c = defaultLwm2mConfiguration();
    expect(c.bootstrap.servers).toEqual({
      shortId: 123,
      lifetime: 300,
      defaultMinPeriod: 1,
      notifIfDisabled: true,
      binding: 'UQ',
    });
    expect(c.bootstrap.lwm2mServer).toMatchObject({
      port: 5685,
      serverId: 111,
      host: 'localhost',
      securityMode: 'NO_SEC',
      clientHoldOffTime: 1,
      bootstrapServerAccountTimeout: 0,
    });
    expect(c.bootstrap.bootstrapServer).toMatchObject({ port: 5687, serverId: 123 });
    expect(c.clientLwM2mSettings).toEqual({
      clientOnlyObserveAfterConnect: 1,
      fwUpdateStrategy: 1,
      swUpdateStrategy: 1,
      powerMode: 'DRX',
      compositeOperationsSupport: false,
    });
  });
});

describe('transport defaults and MQTT filters', () => {
  it('MQTT topics, SNMP timing, CoAP DRX', () => {
    expect(defaultTransportConfiguration('MQTT')).toMatchObject({
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
    });
    expect(defaultTransportConfiguration('SNMP')).toMatchObject({ timeoutMs: 500, retries: 0 });
    expect(defaultTransportConfiguration('COAP')).toMatchObject({ clientSettings: { powerMode: 'DRX' } });
  });
  it('topic filters: wildcards only as whole levels, # last', () => {
    expect(topicFilterError('v1/devices/me/telemetry')).toBeNull();
    expect(topicFilterError('a/+/b/#')).toBeNull();
    expect(topicFilterError('a/b+')).toBe('device-profile.mqtt-topic-invalid');
    expect(topicFilterError('a/#/b')).toBe('device-profile.mqtt-topic-invalid');
    expect(topicFilterError(' ')).toBe('device-profile.mqtt-topic-required');
  });
  it('per-device SNMP: localhost:161, V2C, community public; V3 needs user and security name', () => {
    const snmp = defaultDeviceData('SNMP').transportConfiguration as SnmpDeviceConfig;
    expect(snmp).toEqual({ type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' });
    const v3 = withSnmpVersion(snmp, 'V3');
    expect(v3.community).toBeUndefined();
    expect(deviceTransportErrors(v3)).toEqual([
      'device-profile.device-transport.username-required',
      'device-profile.device-transport.security-name-required',
    ]);
    expect(deviceTransportErrors({ ...snmp, port: 70000 })).toEqual(['device-profile.lwm2m.port-range']);
  });
});

describe('provisioning', () => {
  it('enabling generates a 20-character key and secret; disabling clears them', () => {
    const on = withProvisionType(newDeviceProfile('p'), 'ALLOW_CREATE_NEW_DEVICES');
    expect(on.provisionDeviceKey).toMatch(/^[a-z0-9]{20}$/);
    expect(on.profileData.provisionConfiguration).toMatchObject({
      type: 'ALLOW_CREATE_NEW_DEVICES',
      provisionDeviceSecret: expect.stringMatching(/^[a-z0-9]{20}$/),
    });
    const off = withProvisionType(on, 'DISABLED');
    expect(off.provisionDeviceKey).toBeNull();
    expect(off.profileData.provisionConfiguration).toEqual({ type: 'DISABLED', provisionDeviceSecret: null });
  });
});

describe('OTA-change confirmation before save', () => {
  const origin = { ...newDeviceProfile('p'), id: { entityType: 'DEVICE_PROFILE', id: 'pid' }, firmwareId: null };
  const changed = { ...origin, firmwareId: { entityType: 'OTA_PACKAGE', id: 'fw' } };
  it('asks with the device count; declined fails with the spec text and saves nothing', async () => {
    const deps = { countDevices: vi.fn(async () => 3), confirm: vi.fn(async () => false), save: vi.fn(async (p) => p) };
    await expect(saveDeviceProfileConfirmingOta(origin, changed, deps)).rejects.toThrow(
      CANCELED_SAVING_DEVICE_PROFILES,
    );
    expect(CANCELED_SAVING_DEVICE_PROFILES).toBe('Canceled saving device profiles');
    expect(deps.countDevices).toHaveBeenCalledWith('FIRMWARE', 'pid');
    expect(deps.confirm).toHaveBeenCalledWith('FIRMWARE', 3);
    expect(deps.save).not.toHaveBeenCalled();
  });
  it('no devices affected, no change, or a new profile: saves without asking', async () => {
    const deps = { countDevices: vi.fn(async () => 0), confirm: vi.fn(async () => false), save: vi.fn(async (p) => p) };
    await saveDeviceProfileConfirmingOta(origin, changed, deps);
    await saveDeviceProfileConfirmingOta(origin, origin, deps);
    await saveDeviceProfileConfirmingOta(null, changed, deps);
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.countDevices).toHaveBeenCalledTimes(1);
    expect(deps.save).toHaveBeenCalledTimes(3);
  });
  it('software is confirmed too, after firmware', async () => {
    const both = { ...changed, softwareId: { entityType: 'OTA_PACKAGE', id: 'sw' } };
    const deps = { countDevices: vi.fn(async () => 2), confirm: vi.fn(async () => true), save: vi.fn(async (p) => p) };
    await saveDeviceProfileConfirmingOta(origin, both, deps);
    expect(deps.confirm.mock.calls).toEqual([
      ['FIRMWARE', 2],
      ['SOFTWARE', 2],
    ]);
  });
});

describe('JSON export and import', () => {
  it('export drops tenant-specific fields; import refuses what is not a profile', () => {
    const p = {
      ...newDeviceProfile('x'),
      id: { entityType: 'DEVICE_PROFILE', id: 'i' },
      tenantId: { entityType: 'TENANT', id: 't' },
      createdTime: 5,
      default: true,
      firmwareId: { entityType: 'OTA_PACKAGE', id: 'f' },
    };
    const out = exportableProfile(p);
    expect(out).not.toHaveProperty('id');
    expect(out).not.toHaveProperty('tenantId');
    expect(out).toMatchObject({ default: false, firmwareId: null, name: 'x' });
    const back = parseImportedProfile(
      JSON.stringify({ ...out, id: { entityType: 'DEVICE_PROFILE', id: 'other' }, default: true }),
    );
    expect(back).toMatchObject({ name: 'x', default: false });
    expect(back).not.toHaveProperty('id');
    expect(parseImportedProfile('{"name":"x"}')).toBeNull();
    expect(parseImportedProfile('not json')).toBeNull();
  });
});
