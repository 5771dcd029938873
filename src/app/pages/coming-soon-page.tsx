/**
 * Fallback pages: the coming-soon state of a place without a page in `PAGES` (its icon and title, never a blank
 * screen; no place needs it today) and the index of a menu group (redirects to its first page the user may open).
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../session/use-session';
import { BuildIcon, DashboardIcon } from '../../ui/icons/nav-icons';
import { v } from '../../ui/theme/tokens';
import { GROUPS, PLACES, placesFor } from '../menu';
import { handleOf } from '../route-handle';
import { EmptyState } from './empty-state';

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 16px;
  border-radius: 4px;
  color: ${v('color-primary-contrast')};
  background: ${v('color-primary')};
  font-weight: 500;
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
`;

/** Coming-soon state for the deepest matched place. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().map(handleOf).find((h) => h.placeId);
  const place = PLACES.find((p) => p.id === handle?.placeId);
  const title = handle?.titleKey ? t(handle.titleKey) : t('common.coming-soon');
  return (
    <EmptyState icon={place?.icon ?? (handle?.placeId === 'dashboard' ? DashboardIcon : BuildIcon)} title={title} text={t('common.coming-soon-text')} testId="coming-soon">
      <HomeLink to="/home">{t('common.go-home')}</HomeLink>
    </EmptyState>
  );
}

/** `/settings`, `/edgeManagement`: go to the group's first page this user may open. */
export function GroupIndexRedirect() {
  const { pathname } = useLocation();
  const session = useSession();
  const group = Object.values(GROUPS).find((g) => pathname.startsWith(g.path));
  const first = placesFor({ authority: session.authUser?.authority, edgesSupportEnabled: session.edgesSupportEnabled }).find((p) => p.group === group?.id);
  return <Navigate to={first?.path ?? '/home'} replace />;
}
