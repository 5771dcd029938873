/**
 * Router per element instance: `memory` by default; `<iot-console routing="browser|hash">` opts
 * into owning the URL, with `base-path`. Created once per configuration, not on every render.
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

/**
 * A new router whenever the mode or base path changes, or (memory routing) the initial path: attributes take effect
 * at any time. The new router starts afresh (no history is carried over); the old one is disposed of.
 */
export function ElementRouter(props: ElementRouterProps) {
  const key = [props.mode, props.basePath ?? '', props.mode === 'memory' ? (props.initialPath ?? '') : ''].join('|');
  const [current, setCurrent] = useState(() => ({ key, router: createRouter(props) }));
  let shown = current;
  if (current.key !== key) {
    shown = { key, router: createRouter(props) };
    setCurrent(shown);
  }
  const { router } = shown;
  useEffect(() => () => router.dispose(), [router]);
  // A fresh provider per router: RouterProvider keeps the state of the router it first rendered.
  return <RouterProvider key={shown.key} router={router} />;
}
