/**
 * Router per element instance: `memory` by default; `<iot-console routing="browser|hash">` opts
 * into owning the URL, with `base-path`. Created once per instance, outside render.
 * A memory-routed element asks its host before each navigation with the cancelable `iot-navigate` event: when the
 * host calls preventDefault() it routes itself and the element stays where it is.
 */
import { useEffect, useState } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useBlocker,
  type RouteObject,
} from 'react-router-dom';
import { useDomRoot } from '../ui/dom-root';
import { fireIotEvent } from './events';

export type RoutingMode = 'memory' | 'browser' | 'hash';

export function toRoutingMode(value: unknown): RoutingMode {
  return value === 'browser' || value === 'hash' ? value : 'memory';
}

export interface ElementRouterProps {
  routes: RouteObject[];
  mode: RoutingMode;
  basePath?: string | undefined;
  initialPath?: string | undefined;
}

/** Fires `iot-navigate` before every in-memory navigation; a prevented event blocks it. */
function NavigateRequests() {
  const { host } = useDomRoot();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search &&
      !fireIotEvent(host, 'iot-navigate', { path: nextLocation.pathname + nextLocation.search }, { cancelable: true }),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return <Outlet />;
}

function createRouter({ routes, mode, basePath, initialPath }: ElementRouterProps) {
  const basename = basePath ? `/${basePath.replace(/^\/+|\/+$/g, '')}` : undefined;
  if (mode === 'browser') return createBrowserRouter(routes, { basename });
  if (mode === 'hash') return createHashRouter(routes, { basename });
  return createMemoryRouter([{ element: <NavigateRequests />, children: routes }], {
    initialEntries: [initialPath || '/'],
  });
}

/** Mode and base path are read once: changing them later would need a new router and lose history. */
export function ElementRouter(props: ElementRouterProps) {
  const [router] = useState(() => createRouter(props));
  return <RouterProvider router={router} />;
}
