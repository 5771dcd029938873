/// <reference types="mocha" />
/**
 * Profile editor round trips through the real server, one per transport type: the editor's
 * controls produce exactly the transportConfiguration ThingsBoard's model expects.
 */
import { expect } from '@open-wc/testing';
import { newDeviceProfile, type DeviceProfile } from '../../../../src/features/device-profiles/device-profiles-feature';
import { unmountAll } from '../../ui/harness';
import { api, asTenant, fill, uniqueName, useRealApi } from '../real-server';
import { $, choose, clickButton, mountEditor, openTab, q, qa, saveAndReload, until } from './editor-harness';

let token = '';

async function createProfile(): Promise<DeviceProfile> {
  const res = await api<DeviceProfile>(token, 'POST', '/api/deviceProfile', newDeviceProfile(uniqueName('Transport')));
  expect(res.status).to.equal(200);
  return res.body;
}

/** A tenant session on the real server for the describe; nothing mounted after each test. */
function tenantSession(this: Mocha.Suite): void {
  this.timeout(40_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    token = await asTenant();
    useRealApi(token);
  });
  afterEach(unmountAll);
}

describe('device profile editor: transports round trip (real server)', function () {
  tenantSession.call(this);

  it('MQTT: topics and JSON payload', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'MQTT');
    const telemetry = await $<HTMLInputElement>(el, '[data-testid="mqtt-telemetry-topic"]');
    expect(telemetry.value).to.equal('v1/devices/me/telemetry');
    expect(q<HTMLInputElement>(el, '[data-testid="mqtt-attributes-topic"]')!.value).to.equal(
      'v1/devices/me/attributes',
    );
    fill(telemetry, 'sensors/+/telemetry');
    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.transportType).to.equal('MQTT');
    expect(saved.profileData.transportConfiguration).to.deep.equal({
      type: 'MQTT',
      deviceTelemetryTopic: 'sensors/+/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
    });
  });

  it('MQTT: invalid topic filters block the save', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'MQTT');
    fill(await $<HTMLInputElement>(el, '[data-testid="mqtt-telemetry-topic"]'), 'a/#/b');
    (await $(el, '[data-testid="profile-save"]')).click();
    await until(
      () => qa(el, '[role="alert"]').some((a) => a.textContent?.includes('whole last level')),
      3000,
      'topic error',
    );
    expect((await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${p.id!.id}`)).body.transportType).to.equal(
      'DEFAULT',
    );
  });

  it('MQTT with PROTOBUF: the four schemas are saved', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'MQTT');
    const protobuf = await until(
      () => qa<HTMLInputElement>(el, '[data-testid="payload-type"] input[type="radio"]')[1],
      3000,
      'radio',
    );
    protobuf.click();
    await $(el, '[data-testid="proto-deviceRpcResponseProtoSchema"]');
    const saved = await saveAndReload(el, token, p.id!.id);
    const payload = (saved.profileData.transportConfiguration as Record<string, Record<string, string>>)
      .transportPayloadTypeConfiguration!;
    expect(Object.keys(payload).sort()).to.deep.equal([
      'deviceAttributesProtoSchema',
      'deviceRpcRequestProtoSchema',
      'deviceRpcResponseProtoSchema',
      'deviceTelemetryProtoSchema',
      'transportPayloadType',
    ]);
    expect(payload.transportPayloadType).to.equal('PROTOBUF');
    expect(payload.deviceTelemetryProtoSchema).to.match(/^syntax = "proto3";/);
  });
});

describe('device profile editor: CoAP, SNMP and default transports (real server)', function () {
  tenantSession.call(this);

  it('CoAP: EFENTO device type and PSM power mode', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'CoAP');
    await choose(el, 'coap-device-type', 'Efento NB-IoT');
    await choose(el, 'power-mode', 'Power Saving Mode (PSM)');
    await $(el, '[data-testid="psm-activity-timer"]');
    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.profileData.transportConfiguration).to.deep.equal({
      type: 'COAP',
      coapDeviceTypeConfiguration: { coapDeviceType: 'EFENTO' },
      clientSettings: { powerMode: 'PSM', psmActivityTimer: 10000 },
    });
  });

  it('CoAP default: DRX and a JSON payload', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'CoAP');
    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.profileData.transportConfiguration).to.deep.equal({
      type: 'COAP',
      coapDeviceTypeConfiguration: {
        coapDeviceType: 'DEFAULT',
        transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      },
      clientSettings: { powerMode: 'DRX' },
    });
  });

  it('SNMP: 500 ms, 0 retries, a querying config and an RPC config with mappings', async () => {
    const p = await createProfile();
    const el = await mountEditor(p);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'SNMP');
    expect((await $<HTMLInputElement>(el, '[data-testid="snmp-timeout"]')).value).to.equal('500');
    expect(q<HTMLInputElement>(el, '[data-testid="snmp-retries"]')!.value).to.equal('0');
    fill(await $<HTMLInputElement>(el, '[data-testid="snmp-oid"]'), '1.3.6.1.2.1.1.1.0');
    fill(q<HTMLInputElement>(el, '[data-testid="snmp-key"]')!, 'sysDescr');
    (await $(el, '[data-testid="snmp-add-config"]')).click();
    await until(() => qa(el, '[data-testid="snmp-config"]').length === 2);
    const second = qa(el, '[data-testid="snmp-config"]')[1]!;
    await choose(el, 'snmp-spec', 'RPC requests to the device', second);
    fill(second.querySelector<HTMLInputElement>('[data-testid="snmp-oid"]')!, '.1.3.6.1.4.1.2021.10.1.3.1');
    fill(second.querySelector<HTMLInputElement>('[data-testid="snmp-key"]')!, 'reboot');
    await choose(el, 'snmp-mapping', 'Integer', second);
    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.profileData.transportConfiguration).to.deep.equal({
      type: 'SNMP',
      timeoutMs: 500,
      retries: 0,
      communicationConfigs: [
        {
          spec: 'TELEMETRY_QUERYING',
          queryingFrequencyMs: 5000,
          mappings: [{ oid: '1.3.6.1.2.1.1.1.0', key: 'sysDescr', dataType: 'STRING' }],
        },
        {
          spec: 'TO_DEVICE_RPC_REQUEST',
          mappings: [{ oid: '.1.3.6.1.4.1.2021.10.1.3.1', key: 'reboot', dataType: 'LONG' }],
        },
      ],
    });
  });

  it('back to DEFAULT transport', async () => {
    const p = await createProfile();
    await api(token, 'POST', '/api/deviceProfile', {
      ...p,
      transportType: 'MQTT',
      profileData: {
        ...p.profileData,
        transportConfiguration: {
          type: 'MQTT',
          deviceTelemetryTopic: 'a',
          deviceAttributesTopic: 'b',
          transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
        },
      },
    });
    const reloaded = (await api<DeviceProfile>(token, 'GET', `/api/deviceProfile/${p.id!.id}`)).body;
    const el = await mountEditor(reloaded);
    await openTab(el, 'Transport configuration');
    await choose(el, 'transport-type', 'Default');
    const saved = await saveAndReload(el, token, p.id!.id);
    expect(saved.transportType).to.equal('DEFAULT');
    expect(saved.profileData.transportConfiguration).to.deep.equal({ type: 'DEFAULT' });
    await clickButton(el, 'Export JSON');
  });
});
