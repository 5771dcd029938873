/** The sidenav's content: brand, then the role's menu from menu.ts. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { Logo } from '../../ui/logo/logo';
import { SidenavMenu, type NavSection } from '../../ui/sidenav/sidenav-menu';
import { menuFor } from '../menu';
import { SidenavBrand, SidenavScroll } from './shell-layout';

/**
 * Brand and menu; `onNavigate` closes the overlay sidenav on a click inside it (group toggles excepted). Memoised:
 * the frame re-renders for its own state (overlay, search, breakpoint) without rebuilding the menu.
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
  return (
    <>
      <SidenavBrand>
        <Logo testId="sidenav-logo" />
      </SidenavBrand>
      <SidenavScroll onClick={(e) => !(e.target as Element).closest('button[aria-expanded]') && onNavigate?.()}>
        <SidenavMenu sections={sections} currentPath={pathname} />
      </SidenavScroll>
    </>
  );
});
