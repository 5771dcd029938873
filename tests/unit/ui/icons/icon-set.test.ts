/**
 * The icon set has each glyph once: no two icon components share a Material name or a path (a module may re-export
 * another's icon, which is the same component). The catalogue still finds every name dashboards use for a glyph
 * Material draws under several names.
 */
import { describe, expect, it } from 'vitest';
import * as actionIcons from '../../../../src/ui/icons/action-icons';
import * as controlIcons from '../../../../src/ui/icons/control-icons';
import * as entityIcons from '../../../../src/ui/icons/entity-icons';
import * as extraIcons from '../../../../src/ui/icons/extra-icons';
import * as frameIcons from '../../../../src/ui/icons/frame-icons';
import { iconPaths } from '../../../../src/ui/icons/icon-catalogue';
import * as baseIcons from '../../../../src/ui/icons/icons';
import * as navIcons from '../../../../src/ui/icons/nav-icons';
import * as statusIcons from '../../../../src/ui/icons/status-icons';

type IconLike = { iconName?: unknown; iconPath?: unknown };
const modules = {
  actionIcons,
  controlIcons,
  entityIcons,
  extraIcons,
  frameIcons,
  baseIcons,
  navIcons,
  statusIcons,
} as Record<string, Record<string, unknown>>;

function distinctIcons(): { where: string; name: string; path: string }[] {
  const seen = new Set<unknown>();
  const out: { where: string; name: string; path: string }[] = [];
  for (const [mod, exports] of Object.entries(modules)) {
    for (const [exported, value] of Object.entries(exports)) {
      const { iconName, iconPath } = (value ?? {}) as IconLike;
      if (typeof iconName !== 'string' || typeof iconPath !== 'string' || seen.has(value)) continue;
      seen.add(value);
      out.push({ where: `${mod}.${exported}`, name: iconName, path: iconPath });
    }
  }
  return out;
}

describe('icon set', () => {
  it('defines every Material name once', () => {
    const byName = new Map<string, string[]>();
    for (const icon of distinctIcons()) byName.set(icon.name, [...(byName.get(icon.name) ?? []), icon.where]);
    expect([...byName.values()].filter((where) => where.length > 1)).toEqual([]);
  });

  it('draws every path once', () => {
    const byPath = new Map<string, string[]>();
    for (const icon of distinctIcons()) byPath.set(icon.path, [...(byPath.get(icon.path) ?? []), icon.where]);
    expect([...byPath.values()].filter((where) => where.length > 1)).toEqual([]);
  });

  it('finds a shared glyph under each of its Material names', () => {
    expect(iconPaths.get('done')).toBe(iconPaths.get('check'));
    expect(iconPaths.get('clear')).toBe(iconPaths.get('close'));
    expect(iconPaths.get('navigate_next')).toBe(iconPaths.get('chevron_right'));
    expect(iconPaths.get('check')).toMatch(/^M/);
    for (const name of [
      'edit',
      'refresh',
      'file_download',
      'insert_chart',
      'settings_input_antenna',
      'dashboard',
      'lock',
      'warning',
    ])
      expect(iconPaths.has(name), name).toBe(true);
  });
});
