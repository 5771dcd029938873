/** Dashboard states: derived ids, unique ids, exactly one root, the root is not deletable, fields kept. */
import { describe, expect, it } from 'vitest';
import {
  deleteState,
  rootStateId,
  saveState,
  setRootState,
  stateErrors,
  stateIdFrom,
} from '../../../../../../src/features/dashboards/editor/states/states-model';

const layouts = { main: { widgets: { w1: { sizeX: 4, sizeY: 3, row: 0, col: 0 } }, gridSettings: { columns: 24 } } };
const states = {
  default: { name: 'Home', root: true, layouts, extra: 'kept' },
  details: { name: '${entityName}', root: false, layouts },
};

describe('states model', () => {
  it('derives ids from names', () => {
    expect(stateIdFrom(' Device details ')).toBe('device_details');
    expect(stateIdFrom('Über-view 2')).toBe('_ber_view_2');
  });

  it('requires a name and a unique id', () => {
    expect(stateErrors({ id: '', name: '' }, states, null)).toEqual({
      name: 'dashboard-state.name-required',
      id: 'dashboard-state.id-required',
    });
    expect(stateErrors({ id: 'details', name: 'X' }, states, null)).toEqual({ id: 'dashboard-state.id-exists' });
    expect(stateErrors({ id: 'details', name: 'X' }, states, 'details')).toEqual({});
    expect(stateErrors({ id: 'default', name: 'X' }, states, 'details')).toEqual({ id: 'dashboard-state.id-exists' });
  });

  it('adds a non-root state with an empty main layout', () => {
    const next = saveState(states, null, { id: 'map', name: ' Map ' });
    expect(Object.keys(next)).toEqual(['default', 'details', 'map']);
    expect(next.map).toMatchObject({
      name: 'Map',
      root: false,
      layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } },
    });
    expect(saveState({}, null, { id: 'first', name: 'First' }).first!.root).toBe(true);
  });

  it('renames in place, also to a new id, keeping layouts and unknown fields', () => {
    const renamed = saveState(states, 'default', { id: 'start', name: 'Start' });
    expect(Object.keys(renamed)).toEqual(['start', 'details']);
    expect(renamed.start).toEqual({ name: 'Start', root: true, layouts, extra: 'kept' });
  });

  it('keeps exactly one root, and never deletes it', () => {
    const next = setRootState(states, 'details');
    expect(Object.values(next).filter((s) => s.root)).toHaveLength(1);
    expect(rootStateId(next)).toBe('details');
    expect(next.default!.extra).toBe('kept');
    expect(setRootState(states, 'missing')).toBe(states);
    expect(deleteState(next, 'details')).toBe(next);
    expect(Object.keys(deleteState(next, 'default'))).toEqual(['details']);
    expect(rootStateId({ a: { root: false }, b: { root: false } })).toBe('a');
  });
});
