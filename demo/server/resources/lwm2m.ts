/** Minimal reading of OMA LwM2M object model XML into TB's LwM2mObject shape (for `/api/resource/lwm2m…`). */

/** LwM2mObject as the device-profile editor reads it. */
export interface LwM2mObject {
  id: number;
  keyId: string;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  instances: {
    id: number;
    resources: {
      id: number;
      name: string;
      observe: boolean;
      attribute: boolean;
      telemetry: boolean;
      keyName: string;
    }[];
  }[];
}

function tag(xml: string, name: string): string | null {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return m?.[1]?.trim() ?? null;
}

function camel(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}

/** Parses one object model; null when the text is not an LwM2M model. */
export function parseLwm2mModel(xml: string): LwM2mObject | null {
  const objectXml = /<Object[\s>][\s\S]*<\/Object>/.exec(xml)?.[0];
  if (!objectXml) return null;
  const id = Number(tag(objectXml, 'ObjectID'));
  if (!Number.isInteger(id)) return null;
  const version = tag(objectXml, 'ObjectVersion') ?? '1.0';
  const resources = [...objectXml.matchAll(/<Item ID="(\d+)">([\s\S]*?)<\/Item>/g)].map((m) => {
    const name = tag(m[2] ?? '', 'Name') ?? `Resource ${m[1]}`;
    return { id: Number(m[1]), name, observe: false, attribute: false, telemetry: false, keyName: camel(name) };
  });
  return {
    id,
    keyId: `${id}_${version}`,
    name: tag(objectXml, 'Name') ?? `Object ${id}`,
    multiple: tag(objectXml, 'MultipleInstances') === 'Multiple',
    mandatory: tag(objectXml, 'Mandatory') === 'Mandatory',
    instances: [{ id: 0, resources }],
  };
}
