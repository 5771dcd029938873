/**
 * The signed-in frame: sidenav (docked from md up, otherwise a closed overlay; hidden in
 * forced fullscreen), toolbar, loading bar, the page, footer; plus the element's toast, dialog, hotkey and
 * search services. Every page renders inside `<Outlet>`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useLoading, useSession } from '../../session/use-session';
import { DialogsProvider } from '../../ui/dialog/dialog-service';
import { HotkeysProvider } from '../../ui/hotkeys/hotkeys-context';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { EntityPathProvider } from '../../ui/entity/entity-link';
import { DETAILS_PARAM, listPathOf } from '../../ui/entity-table/use-details-route';
import { SearchProvider } from '../../ui/search/page-search';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ApiErrorPresenter } from './api-error-presenter';
import { ToastHost } from '../../ui/toast/toast-host';
import { useConsoleOptions } from '../console-options';
import { entityPath } from '../entity-paths';
import { RouteAuthority } from '../route-authority';
import { Backdrop, Content, Footer, Frame, LoadingSlot, Main, Page, Sidenav, SkipLink } from './shell-layout';
import { ShellCommands } from './shell-commands';
import { ShellSidenavContent } from './shell-sidenav';
import { ShellToolbar } from './shell-toolbar';
import { useHostSize } from './use-breakpoint';
import { usePageTitle, useRouteMeta } from './use-route-meta';
import { useUpdateCheck } from './use-update-check';

/** The loading bar under the toolbar: it alone re-renders when requests start and end. */
function LoadingBar() {
  const { t } = useTranslation();
  return useLoading() ? <ProgressBar label={t('common.loading')} /> : null;
}

function ShellFrame() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const { width, breakpoint, wide } = useHostSize();
  const { ownsUrl } = useConsoleOptions();
  const { crumbs, entities, title } = useRouteMeta();
  const pageTitle = usePageTitle(title, ownsUrl);
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const content = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const fullscreen = session.forceFullscreen;
  const overlay = !wide;
  useUpdateCheck();

  useEffect(() => {
    setNavOpen(false);
  }, [pathname, wide]);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // A new page starts at the top. Not on the first page: the content starts there, and scrolling would force a
    // layout of the whole shell before its first paint.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Recent Chromium returns a Promise from scrollTo: keep it out of the effect's return value.
    void scroller.current?.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <Frame
      part="base"
      data-testid="shell"
      data-breakpoint={breakpoint}
      data-sidenav={fullscreen ? 'hidden' : overlay ? 'over' : 'side'}
      data-page-title={pageTitle}
    >
      <SkipLink
        href="#content"
        onClick={(e) => {
          e.preventDefault();
          content.current?.focus();
        }}
      >
        {t('home.skip-to-content')}
      </SkipLink>
      {fullscreen ? null : (
        <>
          {overlay && navOpen ? <Backdrop data-testid="sidenav-backdrop" onClick={() => setNavOpen(false)} /> : null}
          <Sidenav
            part="sidenav"
            aria-label={t('home.main-navigation')}
            data-testid="sidenav"
            data-open={!overlay || navOpen}
            $overlay={overlay}
            $open={navOpen}
            $narrow={width < 456}
            inert={overlay && !navOpen ? true : undefined}
            onKeyDown={(e) => e.key === 'Escape' && overlay && setNavOpen(false)}
          >
            <ShellSidenavContent onNavigate={overlay ? closeNav : undefined} />
          </Sidenav>
        </>
      )}
      <Main>
        <ShellToolbar
          crumbs={crumbs}
          entities={entities}
          overlayNav={overlay}
          navOpen={navOpen}
          onMenu={() => setNavOpen((o) => !o)}
          forceFullscreen={fullscreen}
          wide={wide}
        >
          <LoadingSlot>
            <LoadingBar />
          </LoadingSlot>
        </ShellToolbar>
        <Content part="content" ref={scroller}>
          <Page id="content" ref={content} tabIndex={-1} aria-label={title}>
            <RouteAuthority>
              <Outlet />
            </RouteAuthority>
          </Page>
          <Footer>{t('home.copyright', { year: new Date().getFullYear() })}</Footer>
        </Content>
        <ToastHost wide={wide} />
      </Main>
      <ShellCommands />
      <ApiErrorPresenter />
    </Frame>
  );
}

/** The shell with its per-element services. */
export function ConsoleShell() {
  const { pathname } = useLocation();
  const session = useSession();
  // Opening an entity's details (`/devices/{id}`) stays on the list's page: its search is kept.
  const pageKey = listPathOf(pathname, useParams()[DETAILS_PARAM]);
  const authority = session.authUser?.authority;
  const edgesSupportEnabled = session.edgesSupportEnabled;
  const pathOf = useCallback(
    (ref: { entityType: string; id: string }) => entityPath(ref, { authority, edgesSupportEnabled }),
    [authority, edgesSupportEnabled],
  );
  return (
    <ToastProvider>
      <DialogsProvider>
        <HotkeysProvider>
          <SearchProvider pageKey={pageKey}>
            <EntityPathProvider pathOf={pathOf}>
              <ShellFrame />
            </EntityPathProvider>
          </SearchProvider>
        </HotkeysProvider>
      </DialogsProvider>
    </ToastProvider>
  );
}
