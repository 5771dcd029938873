/** Small in-test entity catalogue standing in for the caller's lookup functions. */
import type { EntityInfo } from '../../../src/ui/entity/entity-types';

export const devices: EntityInfo[] = ['Boiler', 'Boiler 2', 'Chiller', 'Pump'].map((name, i) => ({
  id: { entityType: 'DEVICE', id: `d${i}` },
  name,
}));

export const searchCalls: { type: string; text: string; pageSize: number }[] = [];

export async function searchEntities(type: string, text: string, pageSize: number): Promise<EntityInfo[]> {
  searchCalls.push({ type, text, pageSize });
  return devices.filter((d) => d.id.entityType === type && d.name.toLowerCase().startsWith(text.toLowerCase()));
}

export async function loadEntity(_type: string, id: string): Promise<EntityInfo | null> {
  return devices.find((d) => d.id.id === id) ?? null;
}

export async function loadEntities(_type: string, ids: readonly string[]): Promise<EntityInfo[]> {
  return devices.filter((d) => ids.includes(d.id.id));
}
