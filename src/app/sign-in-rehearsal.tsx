/**
 * The sign-in warm-up. While the sign-in form waits for a person to type (seconds, in which the page has nothing to
 * do), the shell and the home page's links are rendered once for a stand-in tenant administrator: hidden
 * (`<Activity mode="hidden">`: no effects run, nothing is fetched, nothing is shown), into a node outside the
 * document, and thrown away. What it leaves behind is what makes the real first render after signing in fast, for
 * every role (the screens are the same components): their code compiled and optimised by the engine, their styles
 * generated and in the element's style sheet, the translations looked up once. A warm-up that fails changes nothing.
 */
import { Activity, Component, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SessionState } from '../session/session';
import { SessionStateOverride } from '../session/use-session';
import { PLACES } from './menu';
import { HomeLinks } from './pages/home-page';
import { placeHandle, type RouteHandle } from './route-handle';
import { ConsoleShell } from './shell/console-shell';

/** The shell on the home page, with the route data the console's own routes give them. */
function routes(): RouteObject[] {
  const home = PLACES.find((p) => p.id === 'home');
  return [
    {
      path: '/',
      handle: { titleKey: 'home.home' } satisfies RouteHandle,
      element: <ConsoleShell />,
      children: [{ path: 'home', handle: home && placeHandle(home), element: <HomeLinks /> }],
    },
  ];
}

/** The stand-in: a tenant administrator of a server with edges (the role with the most places), no real ids. */
const STAND_IN: Readonly<SessionState> = {
  status: 'authenticated',
  isAuthenticated: true,
  isUserLoaded: true,
  authUser: {
    sub: 'stand-in@example.com',
    scopes: ['TENANT_ADMIN'],
    userId: 'stand-in',
    firstName: 'Stand',
    lastName: 'In',
    enabled: true,
    isPublic: false,
    tenantId: 'stand-in',
    customerId: null,
    authority: 'TENANT_ADMIN',
  },
  userDetails: null,
  userTokenAccessEnabled: false,
  forceFullscreen: false,
  allowedDashboardIds: [],
  edgesSupportEnabled: true,
  maxDatapointsLimit: 500,
  lastPublicDashboardId: null,
  error: null,
};

/** Whatever goes wrong in a warm-up stays there. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Rendered by the rehearsal slot (rehearsal-slot.tsx) while the sign-in form is idle. */
export function SignInRehearsal() {
  const [stage] = useState(() => ({
    node: document.createElement('div'),
    router: createMemoryRouter(routes(), { initialEntries: ['/home'] }),
  }));
  useEffect(() => () => stage.router.dispose(), [stage]);
  return createPortal(
    <Activity mode="hidden">
      <Quiet>
        <SessionStateOverride.Provider value={STAND_IN}>
          <RouterProvider router={stage.router} />
        </SessionStateOverride.Provider>
      </Quiet>
    </Activity>,
    stage.node,
  );
}
