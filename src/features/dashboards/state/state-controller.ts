/**
 * Dashboard state navigation (`configuration.states` of the dashboard): a stack of `{id, params}`.
 * The `entity` controller pushes opened states (breadcrumbs walk back), the `default` controller keeps one state.
 * The stack travels in the `state` URL parameter as base64 of its UTF-8 JSON, as ThingsBoard writes it, so links
 * are interchangeable with ThingsBoard's. Pure functions.
 */
import type { EntityId } from '../../../api/entity';
import type { StateParams } from '../data/alias-filters';
import { stateDisplayName, type DashboardState } from '../model/dashboard-model';

export interface StateObject {
  id: string;
  params: StateParams;
}

function utf8ToBinary(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');
}

function binaryToUtf8(bin: string): string {
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** The `state` parameter for a stack (base64 of the JSON). */
export function encodeState(stack: readonly StateObject[]): string {
  return btoa(utf8ToBinary(JSON.stringify(stack)));
}

/** Decode a `state` parameter; null when absent or malformed. */
export function decodeState(encoded: string | null | undefined): StateObject[] | null {
  if (!encoded) return null;
  try {
    const parsed: unknown = JSON.parse(binaryToUtf8(atob(decodeURIComponent(encoded))));
    if (!Array.isArray(parsed)) return null;
    return parsed
      .filter((s): s is StateObject => !!s && typeof s === 'object' && typeof (s as StateObject).id === 'string')
      .map((s) => ({ id: s.id, params: s.params && typeof s.params === 'object' ? s.params : {} }));
  } catch {
    return null;
  }
}

/** The stack to start with: the decoded one when all its states exist, else the root state. */
export function initialStack(
  states: Record<string, DashboardState>,
  rootStateId: string,
  encoded?: string | null,
): StateObject[] {
  const decoded = decodeState(encoded)?.filter((s) => states[s.id]);
  if (decoded && decoded.length) return decoded;
  // A bare state id (`?state=chart`) is accepted as well.
  if (encoded && states[encoded]) return [{ id: encoded, params: {} }];
  return [{ id: rootStateId, params: {} }];
}

/** Open a state: the entity controller pushes it (opening the root resets the stack), the default one replaces. */
export function openState(
  stack: readonly StateObject[],
  controllerId: string,
  states: Record<string, DashboardState>,
  id: string,
  params: StateParams = {},
): StateObject[] {
  if (!states[id]) return [...stack];
  if (controllerId !== 'entity' || states[id].root) return [{ id, params }];
  return [...stack, { id, params }];
}

/** Replace the current state (or just its params when `id` is empty). */
export function updateState(
  stack: readonly StateObject[],
  states: Record<string, DashboardState>,
  id: string | null | undefined,
  params: StateParams = {},
): StateObject[] {
  const current = stack[stack.length - 1];
  const target = id || current?.id;
  if (!target || !states[target]) return [...stack];
  return [...stack.slice(0, -1), { id: target, params }];
}

/** Go back to the breadcrumb at `index`. */
export function navigateToIndex(stack: readonly StateObject[], index: number): StateObject[] {
  return stack.slice(0, Math.max(1, Math.min(index + 1, stack.length)));
}

export interface StateCrumb {
  index: number;
  id: string;
  name: string;
}

/** Breadcrumbs of the stack: state names with `${entityName}` / `${entityLabel}` filled from each state's params. */
export function stateCrumbs(stack: readonly StateObject[], states: Record<string, DashboardState>): StateCrumb[] {
  return stack.map((s, index) => {
    const params = paramsOfState(s.params);
    return { index, id: s.id, name: stateDisplayName(states[s.id]?.name ?? s.id, params) || s.id };
  });
}

/** The params that name a state: the target entity's sub-object when the action used a named parameter. */
export function paramsOfState(params: StateParams): StateParams {
  const named = params.targetEntityParamName
    ? (params[params.targetEntityParamName] as StateParams | undefined)
    : undefined;
  return named ?? params;
}

/**
 * Parameters for a state action (openDashboardState / updateDashboardState): the current params, with the clicked
 * entity set as `entityId`/`entityName`/`entityLabel` — under `stateEntityParamName` when one is given.
 */
export function actionStateParams(
  current: StateParams,
  descriptor: { setEntityId?: boolean; stateEntityParamName?: string | null },
  entity: { id: EntityId; name?: string | null; label?: string | null } | null,
): StateParams {
  const params: StateParams = structuredClone(current);
  if (!descriptor.setEntityId || !entity) return params;
  let target: StateParams = params;
  const name = descriptor.stateEntityParamName;
  if (name) {
    target = (params[name] as StateParams | undefined) ?? {};
    params[name] = target;
    params.targetEntityParamName = name;
  }
  target.entityId = entity.id;
  if (entity.name) target.entityName = entity.name;
  if (entity.label) target.entityLabel = entity.label;
  return params;
}
