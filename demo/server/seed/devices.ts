/**
 * The demo devices of both demo tenants, in one place: the seed creates them, and the live device simulator reads
 * names, profiles and access tokens from here (31 devices in "Tenant", among them a gateway, one in "Tenant B"). The
 * gateway's sub-devices are not seeded: the gateway creates them over MQTT when the simulator connects it, as a real
 * ThingsBoard gateway does. Our own names and data.
 */

/** Device profile a demo device uses (the seed creates `thermostat` and `mqtt-sensor` next to `default`). */
export type DemoProfile = 'default' | 'thermostat' | 'mqtt-sensor';

/** Customer a demo device is assigned to (`null` = unassigned). */
export type DemoCustomer = 'customerA' | 'customerB' | 'public' | null;

/** One demo device. */
export interface DemoDevice {
  /** Title of the demo tenant owning it. */
  tenant: 'Tenant' | 'Tenant B';
  name: string;
  /** ACCESS_TOKEN credentials (MQTT username / HTTP path token). */
  accessToken: string;
  profile: DemoProfile;
  customer: DemoCustomer;
  label: string | null;
  description: string;
  /** Telemetry keys the simulator publishes for it. */
  telemetry: readonly string[];
  /** Set for a gateway (`additionalInfo.gateway: true`): the sub-devices it speaks for over `v1/gateway/…`. */
  subDevices?: readonly DemoSubDevice[];
}

/** A device behind a demo gateway (created by the gateway API on first mention). */
export interface DemoSubDevice {
  name: string;
  /** Device type the gateway announces (the server finds or creates the profile of that name). */
  type: string;
  /** Value model of the simulator (`thermostat` follows a setpoint). */
  profile: DemoProfile;
  telemetry: readonly string[];
}

const THERMO_KEYS = ['temperature', 'humidity', 'battery'] as const;
const SENSOR_KEYS = ['temperature', 'humidity'] as const;

function sensor(i: number): DemoDevice {
  const n = String(i).padStart(2, '0');
  const customer: DemoCustomer = i <= 4 ? 'customerA' : i <= 6 ? 'customerB' : i === 7 ? 'public' : null;
  return {
    tenant: 'Tenant',
    name: `Sensor ${n}`,
    accessToken: `SENSOR_${n}_TOKEN`,
    profile: i % 2 ? 'mqtt-sensor' : 'default',
    customer,
    label: null,
    description: `Field sensor ${n}`,
    telemetry: SENSOR_KEYS,
  };
}

/** Every demo device (tenant "Tenant": 8 named + 22 field sensors + 1 gateway; tenant "Tenant B": 1). */
export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    tenant: 'Tenant',
    name: 'Test Device A1',
    accessToken: 'A1_TEST_TOKEN',
    profile: 'default',
    customer: 'customerA',
    label: null,
    description: 'Demo device of Customer A',
    telemetry: SENSOR_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'Test Device A2',
    accessToken: 'A2_TEST_TOKEN',
    profile: 'default',
    customer: 'customerA',
    label: null,
    description: 'Demo device of Customer A',
    telemetry: SENSOR_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'Test Device A3',
    accessToken: 'A3_TEST_TOKEN',
    profile: 'default',
    customer: 'customerA',
    label: null,
    description: 'Demo device of Customer A',
    telemetry: SENSOR_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'Test Device B1',
    accessToken: 'B1_TEST_TOKEN',
    profile: 'default',
    customer: 'customerB',
    label: null,
    description: 'Demo device of Customer B',
    telemetry: SENSOR_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'DHT11 Demo Device',
    accessToken: 'DHT11_DEMO_TOKEN',
    profile: 'default',
    customer: null,
    label: null,
    description: 'Temperature and humidity sensor',
    telemetry: SENSOR_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'Raspberry Pi Demo Device',
    accessToken: 'RASPBERRY_PI_DEMO_TOKEN',
    profile: 'default',
    customer: null,
    label: null,
    description: 'Single-board computer',
    telemetry: ['cpuTemperature', 'cpuLoad'],
  },
  {
    tenant: 'Tenant',
    name: 'Thermostat T1',
    accessToken: 'T1_TEST_TOKEN',
    profile: 'thermostat',
    customer: null,
    label: 'Office',
    description: 'Office thermostat',
    telemetry: THERMO_KEYS,
  },
  {
    tenant: 'Tenant',
    name: 'Thermostat T2',
    accessToken: 'T2_TEST_TOKEN',
    profile: 'thermostat',
    customer: null,
    label: 'Lab',
    description: 'Lab thermostat',
    telemetry: THERMO_KEYS,
  },
  ...Array.from({ length: 22 }, (_, i) => sensor(i + 1)),
  {
    tenant: 'Tenant',
    name: 'Gateway G1',
    accessToken: 'GATEWAY_G1_TOKEN',
    profile: 'default',
    customer: null,
    label: 'Plant room',
    description: 'Gateway of the plant room meters',
    telemetry: ['cpuLoad'],
    subDevices: [
      { name: 'G1 Meter 1', type: 'energy-meter', profile: 'default', telemetry: ['power', 'voltage'] },
      { name: 'G1 Meter 2', type: 'energy-meter', profile: 'default', telemetry: ['power', 'voltage'] },
      { name: 'G1 Thermostat', type: 'thermostat', profile: 'thermostat', telemetry: THERMO_KEYS },
    ],
  },
  {
    tenant: 'Tenant B',
    name: 'Pump P1',
    accessToken: 'TENANT_B_PUMP_TOKEN',
    profile: 'default',
    customer: 'customerA',
    label: null,
    description: 'Pump of the second tenant',
    telemetry: ['pressure', 'flow'],
  },
];

/** Demo devices of one tenant. */
export function demoDevicesOf(tenant: DemoDevice['tenant']): DemoDevice[] {
  return DEMO_DEVICES.filter((d) => d.tenant === tenant);
}
