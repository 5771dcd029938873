/** The sidenav's content: brand, then the role's menu from menu.ts. */
import { memo, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { Logo } from '../../ui/logo/logo';
import { SidenavMenu, type NavSection } from '../../ui/sidenav/sidenav-menu';
import { menuFor } from '../menu';
import { PlacePreloadContext } from '../place-preload';
import { SidenavBrand, SidenavScroll } from './shell-layout';

/** The place id of the menu entry at `target`, if it is a page link. */
function placeAt(target: EventTarget, sections: readonly NavSection[]): string | undefined {
  const path = (target as Element).closest?.('[data-path]')?.getAttribute('data-path');
  if (!path) return undefined;
  const links = sections.flatMap((s) => (s.kind === 'link' ? [s] : s.pages));
  return links.find((l) => l.path === path)?.id;
}

/**
 * Brand and menu; `onNavigate` closes the overlay sidenav on a click inside it (group toggles excepted). Pointing at
 * or focusing a page link starts loading that page, so a click usually finds its code there. Memoised: the frame
 * re-renders for its own state (overlay, search, breakpoint) without rebuilding the menu.
 */
export const ShellSidenavContent = memo(function ShellSidenavContent({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const sections: NavSection[] = menuFor({
    authority: session.authUser?.authority,
    edgesSupportEnabled: session.edgesSupportEnabled,
  }).map((s) =>
    s.type === 'link'
      ? { kind: 'link', id: s.place.id, path: s.place.path, label: t(s.place.labelKey), icon: s.place.icon }
      : {
          kind: 'toggle',
          id: s.group.id,
          path: s.group.path,
          label: t(s.group.labelKey),
          icon: s.group.icon,
          pages: s.pages.map((p) => ({ id: p.id, path: p.path, label: t(p.labelKey), icon: p.icon })),
        },
  );
  const preloadPlace = useContext(PlacePreloadContext);
  const preload = (target: EventTarget) => {
    const id = placeAt(target, sections);
    if (id) preloadPlace(id);
  };
  return (
    <>
      <SidenavBrand>
        <Logo testId="sidenav-logo" />
      </SidenavBrand>
      <SidenavScroll
        onClick={(e) => !(e.target as Element).closest('button[aria-expanded]') && onNavigate?.()}
        onPointerOver={(e) => preload(e.target)}
        onFocus={(e) => preload(e.target)}
      >
        <SidenavMenu sections={sections} currentPath={pathname} />
      </SidenavScroll>
    </>
  );
});
