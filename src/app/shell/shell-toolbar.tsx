/**
 * Toolbar: menu button (overlay sidenav only), back button (forced fullscreen), breadcrumb (only the
 * heading on small screens), search (when the page registered a handler), fullscreen toggle, user menu.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import type { Crumb } from '../../ui/breadcrumb/breadcrumb';
import { IconButton } from '../../ui/button/button';
import { ArrowBackIcon, FullscreenExitIcon, FullscreenIcon, MenuIcon, SearchIcon } from '../../ui/icons/nav-icons';
import { useToolbarSearch } from '../../ui/search/page-search';
import { SearchField } from '../../ui/search/search-field';
import { ShellBreadcrumb } from './shell-breadcrumb';
import { Toolbar } from './shell-layout';
import { useFullscreen } from './use-fullscreen';
import type { CrumbEntity } from './use-route-meta';
import { UserMenu } from './user-menu';

export interface ShellToolbarProps {
  crumbs: Crumb[];
  /** The entity each crumb names, or null. */
  entities: CrumbEntity[];
  /** Sidenav is an overlay (below md): show the menu button. */
  overlayNav: boolean;
  navOpen: boolean;
  onMenu(): void;
  forceFullscreen: boolean;
  wide: boolean;
  children?: ReactNode;
}

/** The top bar of the shell. */
export function ShellToolbar({
  crumbs,
  entities,
  overlayNav,
  navOpen,
  onMenu,
  forceFullscreen,
  wide,
  children,
}: ShellToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useToolbarSearch();
  const fullscreen = useFullscreen();
  const searching = !!search?.available && search.state.open;
  return (
    <Toolbar part="toolbar" data-testid="toolbar">
      {overlayNav && !forceFullscreen && !searching ? (
        <IconButton
          aria-label={t('home.menu')}
          title={t('home.menu')}
          aria-expanded={navOpen}
          data-testid="menu-button"
          onClick={onMenu}
        >
          <MenuIcon />
        </IconButton>
      ) : null}
      {forceFullscreen && !searching ? (
        <IconButton
          aria-label={t('action.back')}
          title={t('action.back')}
          data-testid="back-button"
          onClick={() => navigate(-1)}
        >
          <ArrowBackIcon />
        </IconButton>
      ) : null}
      {searching && search ? (
        <SearchField
          controller={search.controller}
          text={search.state.text}
          placeholder={t('common.enter-search')}
          closeLabel={t('action.close-search')}
        />
      ) : (
        <ShellBreadcrumb crumbs={crumbs} entities={entities} compact={!wide} label={t('home.breadcrumb')} />
      )}
      {search?.available && !searching ? (
        <IconButton
          aria-label={t('action.search')}
          title={t('action.search')}
          data-testid="search-button"
          onClick={() => search.controller.open()}
        >
          <SearchIcon />
        </IconButton>
      ) : null}
      {children}
      {fullscreen.supported ? (
        <IconButton
          aria-label={t(fullscreen.active ? 'fullscreen.exit' : 'fullscreen.expand')}
          title={t(fullscreen.active ? 'fullscreen.exit' : 'fullscreen.expand')}
          aria-pressed={fullscreen.active}
          data-testid="fullscreen-button"
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      ) : null}
      <UserMenu wide={wide} />
    </Toolbar>
  );
}
