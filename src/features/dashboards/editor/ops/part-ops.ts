/**
 * The parts of a dashboard the part editors edit (panel-contract.ts): read one part out of the dashboard JSON and
 * put an edited one back. `layouts` is the layouts object of one state; `widget` is one widget (by its id).
 */
import type { EditorPart } from '../panel-contract';
import { configOf, obj, withConfig, type Json } from './tb-json';

export interface PartTarget {
  stateId: string;
  widgetId?: string;
}

const KEYS = { aliases: 'entityAliases', filters: 'filters', states: 'states', settings: 'settings' } as const;

export function readPart(raw: Json, part: EditorPart, at: PartTarget): Json {
  const c = configOf(raw);
  if (part === 'widget') return obj(obj(c.widgets)[at.widgetId ?? '']);
  if (part === 'layouts') return obj(obj(obj(c.states)[at.stateId]).layouts);
  return obj(c[KEYS[part]]);
}

/**
 * Put an edited part back. A states edit that leaves no root state marks the first one root (ThingsBoard requires
 * exactly one); widgets no state shows any more are kept, as ThingsBoard keeps them until the next save.
 */
export function applyPart(raw: Json, part: EditorPart, at: PartTarget, value: Json): Json {
  if (part === 'widget') {
    const id = String(value.id ?? at.widgetId ?? '');
    return withConfig(raw, (c) => ({ ...c, widgets: { ...obj(c.widgets), [id]: { ...value, id } } }));
  }
  if (part === 'layouts') {
    return withConfig(raw, (c) => {
      const states = obj(c.states);
      return { ...c, states: { ...states, [at.stateId]: { ...obj(states[at.stateId]), layouts: value } } };
    });
  }
  if (part === 'states') {
    const ids = Object.keys(value);
    const hasRoot = ids.some((id) => obj(value[id]).root === true);
    const states = hasRoot || !ids.length ? value : { ...value, [ids[0]!]: { ...obj(value[ids[0]!]), root: true } };
    return withConfig(raw, (c) => ({ ...c, states }));
  }
  return withConfig(raw, (c) => ({ ...c, [KEYS[part]]: value }));
}
