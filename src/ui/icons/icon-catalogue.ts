/**
 * Every icon of src/ui/icons by its Material name → 24×24 path: the icon picker's catalogue and the look-up of icons
 * that dashboards name in their JSON. Only the picker and dashboard widgets import it (lazily), so the start-up
 * bundles carry just the icons they draw.
 */
import * as actionIcons from './action-icons';
import * as controlIcons from './control-icons';
import * as entityIcons from './entity-icons';
import * as extraIcons from './extra-icons';
import * as frameIcons from './frame-icons';
import * as baseIcons from './icons';
import * as navIcons from './nav-icons';
import * as statusIcons from './status-icons';

const SAME_GLYPH: Readonly<Record<string, string>> = { done: 'check', clear: 'close', navigate_next: 'chevron_right' };

function catalogue(): ReadonlyMap<string, string> {
  const paths = new Map<string, string>();
  for (const mod of [
    baseIcons,
    navIcons,
    controlIcons,
    entityIcons,
    actionIcons,
    extraIcons,
    statusIcons,
    frameIcons,
  ] as Record<string, unknown>[]) {
    for (const icon of Object.values(mod)) {
      const { iconName, iconPath } = (icon ?? {}) as { iconName?: unknown; iconPath?: unknown };
      if (typeof iconName === 'string' && typeof iconPath === 'string' && !paths.has(iconName))
        paths.set(iconName, iconPath);
    }
  }
  // Material draws these names with the same glyph; each is defined once, under the first name.
  for (const [alias, name] of Object.entries(SAME_GLYPH))
    if (!paths.has(alias) && paths.has(name)) paths.set(alias, paths.get(name)!);
  return paths;
}

/** Icon name → path. */
export const iconPaths: ReadonlyMap<string, string> = catalogue();
