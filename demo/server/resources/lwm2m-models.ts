/**
 * LwM2M object models a fresh install offers as system resources (ThingsBoard's installer loads its model
 * library the same way), so LwM2M device profiles can be configured on a new machine. The XML is generated here
 * from the OMA registry's object and resource ids and names; only what the profile editor reads is included.
 */
import type { Queryable } from '../db/types.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';

interface ModelDef {
  id: number;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  resources: [number, string][];
}

const MODELS: ModelDef[] = [
  {
    id: 3,
    name: 'Device',
    multiple: false,
    mandatory: true,
    resources: [
      [0, 'Manufacturer'],
      [1, 'Model Number'],
      [2, 'Serial Number'],
      [3, 'Firmware Version'],
      [4, 'Reboot'],
      [6, 'Available Power Sources'],
      [7, 'Power Source Voltage'],
      [9, 'Battery Level'],
      [10, 'Memory Free'],
      [11, 'Error Code'],
      [13, 'Current Time'],
      [14, 'UTC Offset'],
      [15, 'Timezone'],
      [16, 'Supported Binding and Modes'],
      [17, 'Device Type'],
      [18, 'Hardware Version'],
      [19, 'Software Version'],
      [20, 'Battery Status'],
      [21, 'Memory Total'],
    ],
  },
  {
    id: 5,
    name: 'Firmware Update',
    multiple: false,
    mandatory: false,
    resources: [
      [0, 'Package'],
      [1, 'Package URI'],
      [2, 'Update'],
      [3, 'State'],
      [5, 'Update Result'],
      [6, 'PkgName'],
      [7, 'PkgVersion'],
      [8, 'Firmware Update Protocol Support'],
      [9, 'Firmware Update Delivery Method'],
    ],
  },
  {
    id: 9,
    name: 'Software Management',
    multiple: true,
    mandatory: false,
    resources: [
      [0, 'PkgName'],
      [1, 'PkgVersion'],
      [2, 'Package'],
      [3, 'Package URI'],
      [4, 'Install'],
      [7, 'Update State'],
      [9, 'Update Result'],
      [12, 'Activation State'],
    ],
  },
  {
    id: 3303,
    name: 'Temperature',
    multiple: true,
    mandatory: false,
    resources: [
      [5700, 'Sensor Value'],
      [5701, 'Sensor Units'],
      [5601, 'Min Measured Value'],
      [5602, 'Max Measured Value'],
      [5603, 'Min Range Value'],
      [5604, 'Max Range Value'],
      [5605, 'Reset Min and Max Measured Values'],
    ],
  },
  {
    id: 3304,
    name: 'Humidity',
    multiple: true,
    mandatory: false,
    resources: [
      [5700, 'Sensor Value'],
      [5701, 'Sensor Units'],
      [5601, 'Min Measured Value'],
      [5602, 'Max Measured Value'],
      [5605, 'Reset Min and Max Measured Values'],
    ],
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The OMA-style XML of one model (LWM2M root, one Object with its Items). */
export function modelXml(m: ModelDef): string {
  const items = m.resources.map(([id, name]) => `      <Item ID="${id}"><Name>${esc(name)}</Name></Item>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<LWM2M>
  <Object ObjectType="MODefinition">
    <Name>${esc(m.name)}</Name>
    <ObjectID>${m.id}</ObjectID>
    <ObjectVersion>1.0</ObjectVersion>
    <MultipleInstances>${m.multiple ? 'Multiple' : 'Single'}</MultipleInstances>
    <Mandatory>${m.mandatory ? 'Mandatory' : 'Optional'}</Mandatory>
    <Resources>
${items}
    </Resources>
  </Object>
</LWM2M>
`;
}

/** Inserts the system LwM2M models (skips keys already present). */
export async function seedLwm2mModels(tx: Queryable): Promise<void> {
  for (const m of MODELS) {
    const id = uuidV1();
    await tx.query(
      `INSERT INTO resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data)
       VALUES ($1, $2, $3, $4, 'LWM2M_MODEL', $5, $6, $7) ON CONFLICT ON CONSTRAINT resource_unq_key DO NOTHING`,
      [
        id,
        uuidV1Time(id),
        NULL_UUID,
        `${m.name} (${m.id})`,
        `${m.id}_1.0`,
        `${m.id}.xml`,
        Buffer.from(modelXml(m), 'utf8').toString('base64'),
      ],
    );
  }
}
