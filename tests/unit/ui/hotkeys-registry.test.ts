/** Hotkeys registry: combos, typing rules, listing for the cheat sheet. */
import { describe, expect, it } from 'vitest';
import { comboLabel, createHotkeyRegistry, matchesCombo } from '../../../src/ui/hotkeys/hotkeys-registry';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('hotkeys', () => {
  it('matches ? with or without Shift, and mod+k with Ctrl or Cmd', () => {
    expect(matchesCombo('?', key('?', { shiftKey: true }))).toBe(true);
    expect(matchesCombo('?', key('?', { ctrlKey: true }))).toBe(false);
    expect(matchesCombo('mod+k', key('k', { ctrlKey: true }))).toBe(true);
    expect(matchesCombo('mod+k', key('k', { metaKey: true }))).toBe(true);
    expect(matchesCombo('mod+k', key('k'))).toBe(false);
    expect(matchesCombo('shift+d', key('D', { shiftKey: true }))).toBe(true);
    expect(matchesCombo('shift+d', key('d'))).toBe(false);
    expect(matchesCombo('Escape', key('Escape'))).toBe(true);
  });

  it('plain keys do not fire while typing; modified combos do', () => {
    const r = createHotkeyRegistry();
    r.register({ combo: '?', description: 'help', handler: () => undefined });
    r.register({ combo: 'mod+k', description: 'palette', handler: () => undefined });
    expect(r.match(key('?'), true)).toBeUndefined();
    expect(r.match(key('?'), false)?.description).toBe('help');
    expect(r.match(key('k', { ctrlKey: true }), true)?.description).toBe('palette');
  });

  it('lists one entry per combo, the latest registration winning; unregister removes it', () => {
    const r = createHotkeyRegistry();
    const off1 = r.register({ combo: 'a', description: 'first', handler: () => undefined });
    const off2 = r.register({ combo: 'a', description: 'second', group: 'Page', handler: () => undefined });
    expect(r.list().map((h) => h.description)).toEqual(['second']);
    off2();
    expect(r.list().map((h) => h.description)).toEqual(['first']);
    off1();
    expect(r.list()).toEqual([]);
  });

  it('labels combos for the cheat sheet', () => {
    expect(comboLabel('mod+k', false)).toEqual(['Ctrl', 'K']);
    expect(comboLabel('mod+k', true)).toEqual(['⌘', 'K']);
    expect(comboLabel('?', false)).toEqual(['?']);
  });
});
