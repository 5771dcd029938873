/**
 * Dashboard states (`configuration.states`: id → `{name, root, layouts}`): ids derived from names (editable),
 * required and unique; exactly one root; the root cannot be deleted; renaming an id keeps the state's place and
 * everything else it holds.
 */
import type { TbJson } from '../panel-contract';
import { putById, removeById } from '../shared/map-ops';

export type StateMap = Record<string, TbJson>;

/** The grid a new layout starts with (ThingsBoard's defaults). */
export const NEW_GRID_SETTINGS = {
  backgroundColor: '#eeeeee',
  color: 'rgba(0,0,0,0.870588)',
  columns: 24,
  margin: 10,
  backgroundSizeMode: '100%',
};

/** "Device details" → "device_details". */
export function stateIdFrom(name: string): string {
  return name.trim().toLowerCase().replace(/\W/g, '_');
}

/** Field → translation key of what is wrong; empty when the state may be saved. `originalId` null for a new state. */
export function stateErrors(
  draft: { id: string; name: string },
  states: StateMap,
  originalId: string | null,
): Record<string, string> {
  const e: Record<string, string> = {};
  if (!draft.name.trim()) e.name = 'dashboard-state.name-required';
  const id = draft.id.trim();
  if (!id) e.id = 'dashboard-state.id-required';
  else if (id !== originalId && id in states) e.id = 'dashboard-state.id-exists';
  return e;
}

/** Add a state (empty main layout, root only when it is the first) or update one, moving it to a new id in place. */
export function saveState(states: StateMap, originalId: string | null, draft: { id: string; name: string }): StateMap {
  const id = draft.id.trim();
  if (originalId === null) {
    const layouts = { main: { widgets: {}, gridSettings: { ...NEW_GRID_SETTINGS } } };
    return { ...states, [id]: { name: draft.name.trim(), root: Object.keys(states).length === 0, layouts } };
  }
  const updated: TbJson = { ...states[originalId], name: draft.name.trim() };
  if (id === originalId) return putById(states, id, updated);
  return Object.fromEntries(Object.entries(states).map(([k, s]) => (k === originalId ? [id, updated] : [k, s])));
}

/** Make `id` the one root state. */
export function setRootState(states: StateMap, id: string): StateMap {
  if (!(id in states)) return states;
  return Object.fromEntries(Object.entries(states).map(([k, s]) => [k, { ...s, root: k === id }]));
}

export function rootStateId(states: StateMap): string | null {
  return Object.entries(states).find(([, s]) => s.root === true)?.[0] ?? Object.keys(states)[0] ?? null;
}

/** Delete a state; the root state stays (ThingsBoard offers no delete for it). */
export function deleteState(states: StateMap, id: string): StateMap {
  return id === rootStateId(states) ? states : removeById(states, id);
}
